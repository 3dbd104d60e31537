import { Type, type Static } from 'typebox';
import { fieldErrors, type FieldError } from './validate.ts';

/**
 * What follows an SOS's transmission (design/compliance-domain.md §2.3, §1.6): the UIF's outcome. The UIF analyses
 * the report and either archives it or forwards it to the investigative bodies (Guardia di Finanza NSPV, DIA); it
 * may first ask the reporting firm for more information, so that outcome may later be followed by a final one.
 */
export const ESITI_UIF = ['ARCHIVIATA_UIF', 'TRASMESSA_OOII', 'RICHIESTA_INFORMAZIONI'] as const;
export type EsitoUif = (typeof ESITI_UIF)[number];
export const ESITO_UIF_LABELS: Record<EsitoUif, string> = {
  ARCHIVIATA_UIF: 'Archiviata dalla UIF',
  TRASMESSA_OOII: 'Trasmessa agli organi investigativi',
  RICHIESTA_INFORMAZIONI: 'Richiesta di informazioni dalla UIF',
};

/** Whether an SOS with UIF outcome `esito` (undefined: none yet) may still record one: none, or only a request. */
export function canRecordEsitoUif(esito: string | undefined): boolean {
  return esito === undefined || esito === 'RICHIESTA_INFORMAZIONI';
}

/**
 * Originaria | sostitutiva (§1.6, UIF): a replacement report corrects one already transmitted; when the replacement
 * is transmitted, the original becomes SOSTITUITA (it keeps its protocol and sending day).
 */
export const TIPI_INVIO = ['ORIGINARIA', 'SOSTITUTIVA'] as const;
export type TipoInvio = (typeof TIPI_INVIO)[number];
export const TIPO_INVIO_LABELS: Record<TipoInvio, string> = {
  ORIGINARIA: 'Originaria',
  SOSTITUTIVA: 'Sostitutiva',
};

/**
 * `POST /api/segnalazioni/{id}/sostitutiva`: drafts the replacement of transmitted SOS `id` at its `version`, with
 * the reason for the correction and, optionally, the corrected subject and grounds (otherwise the original's). The
 * draft copies everything else: clients, operations, alert, suspicion type, phenomenon, risk level, detection day.
 */
export const SostitutivaNuova = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    motivazione: Type.String({ minLength: 10, maxLength: 4000 }),
    oggetto: Type.Optional(Type.String({ minLength: 3, maxLength: 200 })),
    descrizione: Type.Optional(Type.String({ minLength: 10, maxLength: 8000 })),
  },
  { additionalProperties: false },
);
export type SostitutivaNuova = Static<typeof SostitutivaNuova>;

const SOSTITUTIVA_MESSAGES: Record<string, string> = {
  version: 'Manca la versione della segnalazione che si sta sostituendo.',
  motivazione: 'Indicare perché la segnalazione va sostituita (almeno 10 caratteri).',
  oggetto: "Indicare l'oggetto (da 3 a 200 caratteri).",
  descrizione: 'Descrivere i motivi della segnalazione (almeno 10 caratteri).',
};

/** Field errors of a replacement request (empty: valid). */
export function sostitutivaErrors(body: unknown): FieldError[] {
  const errors = fieldErrors(SostitutivaNuova, SOSTITUTIVA_MESSAGES, body);
  const m = (body as { motivazione?: unknown } | null)?.motivazione;
  if (!errors.length && typeof m === 'string' && m.trim().length < 10) {
    errors.push({ field: 'motivazione', message: SOSTITUTIVA_MESSAGES.motivazione! });
  }
  return errors;
}

/**
 * The effect of an SOS on the client (§2.3 register fields), decided with it or after sending; several may apply and
 * once recorded they stay. A raised risk makes the client's due diligence due at once (§1.4, early review
 * RISCHIO_INNALZATO); abstention is art. 42 D.Lgs. 231/2007.
 */
export const EFFETTI_CLIENTE = ['RISCHIO_INNALZATO', 'ASTENSIONE', 'RAPPORTO_CHIUSO'] as const;
export type EffettoCliente = (typeof EFFETTI_CLIENTE)[number];
export const EFFETTO_CLIENTE_LABELS: Record<EffettoCliente, string> = {
  RISCHIO_INNALZATO: 'Profilo di rischio del cliente innalzato',
  ASTENSIONE: "Astensione dall'operazione o dal rapporto",
  RAPPORTO_CHIUSO: 'Rapporto con il cliente chiuso',
};
/** The actions that may carry effects on the client: the decisions, and `effetti` after them. */
export const AZIONI_CON_EFFETTI: readonly string[] = ['archivia', 'trasmetti', 'effetti'];
