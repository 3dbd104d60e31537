import { Type, type Static } from 'typebox';
import { MOTIVAZIONE_MIN } from './monitoraggio.ts';
import { AZIONI_CON_EFFETTI, EFFETTI_CLIENTE, ESITI_UIF } from './segnalazioni-sos.ts';
import { WB_CANALI, WB_CATEGORIE, WB_ESITI } from './segnalazioni-wb.ts';
import { fieldErrors, type FieldError } from './validate.ts';

/**
 * The report register (registrosegnalazioni; design/compliance-domain.md §1.6, §2.3): suspicious-transaction
 * reports (SOS, art. 35 D.Lgs. 231/2007) and whistleblowing reports (art. 48 D.Lgs. 231/2007, D.Lgs. 24/2023).
 */
export const SEGNALAZIONE_TIPI = ['SOS', 'WHISTLEBLOWING'] as const;
export type SegnalazioneTipo = (typeof SEGNALAZIONE_TIPI)[number];
export const SEGNALAZIONE_TIPO_LABELS: Record<SegnalazioneTipo, string> = {
  SOS: 'Segnalazione di operazione sospetta',
  WHISTLEBLOWING: 'Whistleblowing',
};

/**
 * SOS states (compliance-domain.md §2.3): a draft goes to the first-level evaluation (the branch's report, or the
 * AML function's own draft), which either closes it (archived, with the reason) or escalates it to the SOS
 * delegate; the delegate archives it (reasons required) or transmits it to the UIF (protocol, date). A transmitted
 * report becomes SOSTITUITA when its replacement (segnalazione sostitutiva, §1.6) is transmitted in turn.
 */
export const SOS_STATI = [
  'BOZZA',
  'IN_VALUTAZIONE_1L',
  'IN_VALUTAZIONE_DELEGATO',
  'ARCHIVIATA',
  'TRASMESSA',
  'SOSTITUITA',
] as const;
/** The SOS states before the decision: links may change, and the 30-day decision deadline runs. */
export const SOS_APERTI = ['BOZZA', 'IN_VALUTAZIONE_1L', 'IN_VALUTAZIONE_DELEGATO'] as const;
/**
 * Whistleblowing states (D.Lgs. 24/2023; compliance-domain.md §2.3): received → acknowledged (≤ 7 days) →
 * admissibility check → inquiry (admissible) → feedback (≤ 3 months) → closed with an outcome; a report found not
 * admissible is closed at once (archived, the reason told to the reporter as the feedback).
 */
export const WB_STATI = [
  'RICEVUTA',
  'AVVISO_INVIATO',
  'AMMISSIBILITA',
  'ISTRUTTORIA',
  'RISCONTRO_INVIATO',
  'CHIUSA',
] as const;
export const SEGNALAZIONE_STATI = [...SOS_STATI, ...WB_STATI] as const;
export type SegnalazioneStato = (typeof SEGNALAZIONE_STATI)[number];
export const SEGNALAZIONE_STATO_LABELS: Record<SegnalazioneStato, string> = {
  BOZZA: 'Bozza',
  IN_VALUTAZIONE_1L: 'In valutazione di primo livello',
  IN_VALUTAZIONE_DELEGATO: 'In valutazione del delegato SOS',
  ARCHIVIATA: 'Archiviata',
  TRASMESSA: 'Trasmessa alla UIF',
  SOSTITUITA: 'Sostituita (trasmessa, poi corretta)',
  RICEVUTA: 'Ricevuta',
  AVVISO_INVIATO: 'Avviso di ricevimento inviato',
  AMMISSIBILITA: 'In verifica di ammissibilità',
  ISTRUTTORIA: 'In istruttoria',
  RISCONTRO_INVIATO: 'Riscontro inviato',
  CHIUSA: 'Chiusa',
};

/**
 * Actions: SOS `invia` (BOZZA → IN_VALUTAZIONE_1L), `inoltra` (IN_VALUTAZIONE_1L → IN_VALUTAZIONE_DELEGATO: the
 * first level escalates), `archivia` (any state before the decision → ARCHIVIATA: a discarded draft, a first-level
 * close or the delegate's decision not to send), `trasmetti` (IN_VALUTAZIONE_DELEGATO → TRASMESSA, UIF protocol
 * number and sending date), `esitoUif` (TRASMESSA, stays TRASMESSA: the UIF's outcome and its day; again only after
 * a request for information), `effetti` (TRASMESSA, SOSTITUITA or ARCHIVIATA: effects on the client after the
 * decision; `archivia` and `trasmetti` may carry them too); whistleblowing `avvisa` (RICEVUTA →
 * AVVISO_INVIATO), `esamina` (AVVISO_INVIATO → AMMISSIBILITA), `istruisci` (AMMISSIBILITA → ISTRUTTORIA: admissible),
 * `inammissibile` (AMMISSIBILITA → CHIUSA, outcome ARCHIVIATA, the feedback day recorded), `riscontra` (ISTRUTTORIA →
 * RISCONTRO_INVIATO), `chiudi` (RISCONTRO_INVIATO → CHIUSA with an outcome), `assegna` (new handlers, any open
 * state). Every action carries a reason (`motivazione`, at least MOTIVAZIONE_MIN characters).
 */
export const SEGNALAZIONE_AZIONI = [
  'invia',
  'inoltra',
  'archivia',
  'trasmetti',
  'esitoUif',
  'effetti',
  'avvisa',
  'esamina',
  'istruisci',
  'inammissibile',
  'riscontra',
  'chiudi',
  'assegna',
] as const;
export type SegnalazioneAzione = (typeof SEGNALAZIONE_AZIONI)[number];
export const SEGNALAZIONE_AZIONE_LABELS: Record<SegnalazioneAzione, string> = {
  invia: 'Invia alla valutazione di primo livello',
  inoltra: 'Inoltra al delegato SOS',
  archivia: 'Archivia',
  trasmetti: 'Trasmetti alla UIF',
  esitoUif: "Registra l'esito della UIF",
  effetti: 'Registra gli effetti sul cliente',
  avvisa: 'Invia avviso di ricevimento',
  esamina: 'Avvia la verifica di ammissibilità',
  istruisci: "Ammissibile: avvia l'istruttoria",
  inammissibile: 'Non ammissibile: chiudi',
  riscontra: 'Invia riscontro',
  chiudi: 'Chiudi',
  assegna: 'Assegna gestori',
};

/** Who may read SOS contents and decide on them: the AML officer and the reports delegate. */
export const SOS_READERS = ['aml-officers', 'reports-delegates'] as const;
/** Whether any of `roles` reads SOS contents. */
export function canReadSos(roles: readonly string[]): boolean {
  return roles.some((r) => (SOS_READERS as readonly string[]).includes(r));
}

/**
 * Deadlines. The law asks an SOS to be sent "senza ritardo" (art. 35); the suite's policy gives the decision 30
 * days from detection and flags it overdue after that. Whistleblowing: acknowledgement within 7 days of receipt,
 * feedback within 3 months of the acknowledgement (or of the 7-day term when none was sent), art. 5 D.Lgs. 24/2023.
 */
export const SOS_GIORNI_DECISIONE = 30;
export const WB_GIORNI_AVVISO = 7;
export const WB_MESI_RISCONTRO = 3;

/**
 * Retention (design/compliance-domain.md §1.5, §2.3): an SOS and its records are kept 10 years from the decision
 * (archived or sent to the UIF; art. 31 D.Lgs. 231/2007); a whistleblowing report no more than 5 years from the
 * final outcome (art. 14 D.Lgs. 24/2023), after which it is to be deleted.
 */
export const SOS_ANNI_CONSERVAZIONE = 10;
export const WB_ANNI_CONSERVAZIONE = 5;

export const SOSPETTO_TIPI = ['RICICLAGGIO', 'FINANZIAMENTO_TERRORISMO', 'PROLIFERAZIONE'] as const;
export const SOSPETTO_LABELS: Record<(typeof SOSPETTO_TIPI)[number], string> = {
  RICICLAGGIO: 'Riciclaggio',
  FINANZIAMENTO_TERRORISMO: 'Finanziamento del terrorismo',
  PROLIFERAZIONE: 'Finanziamento della proliferazione',
};
export const SOS_ORIGINI = ['ALERT', 'OPERATORE', 'FUNZIONE_CONTROLLO', 'RICHIESTA_ESTERNA'] as const;
export const SOS_ORIGINE_LABELS: Record<(typeof SOS_ORIGINI)[number], string> = {
  ALERT: 'Alert di monitoraggio',
  OPERATORE: 'Segnalazione interna di un operatore',
  FUNZIONE_CONTROLLO: 'Funzione di controllo',
  RICHIESTA_ESTERNA: 'Richiesta esterna',
};
const DATE = { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' };
const UUID = { pattern: '^[0-9a-fA-F-]{36}$' };

/**
 * `POST /api/segnalazioni` with `tipo: 'SOS'`: an SOS drafted by the AML officer or delegate (BOZZA), or an internal
 * report filed by a branch operator (straight to IN_VALUTAZIONE_1L; the operator cannot read it back). The reported
 * client decides the branch; linked operations must be that client's.
 */
export const SosNuova = Type.Object(
  {
    tipo: Type.Literal('SOS'),
    oggetto: Type.String({ minLength: 3, maxLength: 200 }),
    descrizione: Type.String({ minLength: 10, maxLength: 8000 }),
    soggettoId: Type.String(UUID),
    operazioneIds: Type.Optional(Type.Array(Type.String(UUID), { maxItems: 50 })),
    alertId: Type.Optional(Type.String(UUID)),
    origine: Type.Optional(Type.Enum(SOS_ORIGINI)),
    tipoSospetto: Type.Enum(SOSPETTO_TIPI),
    codiceFenomeno: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,4}$' })),
    livelloRischio: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    /** yyyy-MM-dd. */
    dataRilevazione: Type.String(DATE),
  },
  { additionalProperties: false },
);
export type SosNuova = Static<typeof SosNuova>;

/**
 * `POST /api/segnalazioni` with `tipo: 'WHISTLEBLOWING'`: a report received on a channel and registered by the AML
 * officer or delegate, with its handlers (logins; the registrant is one of them). `segnalante` is absent for an
 * anonymous report.
 */
export const WhistleblowingNuova = Type.Object(
  {
    tipo: Type.Literal('WHISTLEBLOWING'),
    oggetto: Type.String({ minLength: 3, maxLength: 200 }),
    descrizione: Type.String({ minLength: 10, maxLength: 8000 }),
    canale: Type.Enum(WB_CANALI),
    categoria: Type.Enum(WB_CATEGORIE),
    segnalante: Type.Optional(Type.String({ minLength: 3, maxLength: 200 })),
    gestori: Type.Array(Type.String({ minLength: 3, maxLength: 200 }), { maxItems: 10 }),
    /** yyyy-MM-dd, the day the report was received. */
    dataRicezione: Type.String(DATE),
  },
  { additionalProperties: false },
);
export type WhistleblowingNuova = Static<typeof WhistleblowingNuova>;

export const SEGNALAZIONE_MESSAGES: Record<string, string> = {
  tipo: 'Il tipo è SOS oppure WHISTLEBLOWING.',
  oggetto: "Indicare l'oggetto (da 3 a 200 caratteri).",
  descrizione: 'Descrivere i motivi della segnalazione (almeno 10 caratteri).',
  soggettoId: 'Scegliere il cliente segnalato.',
  operazioneIds: 'Le operazioni collegate sono al massimo 50.',
  alertId: "L'alert collegato non è valido.",
  origine: "Scegliere l'origine della segnalazione.",
  tipoSospetto: 'Scegliere il tipo di sospetto.',
  codiceFenomeno: 'Il codice fenomeno UIF è di 2-4 lettere maiuscole o cifre (es. U01).',
  livelloRischio: 'Il livello di rischio va da 1 a 5.',
  dataRilevazione: 'Indicare la data di rilevazione (aaaa-mm-gg).',
  canale: 'Scegliere il canale di ricezione.',
  categoria: 'Scegliere la categoria.',
  segnalante: 'Il segnalante ha da 3 a 200 caratteri.',
  gestori: 'I gestori sono al massimo 10 utenti.',
  dataRicezione: 'Indicare la data di ricezione (aaaa-mm-gg).',
};

/** Field errors of a new report of either kind (empty: valid). */
export function segnalazioneNuovaErrors(body: unknown): FieldError[] {
  const tipo = (body as { tipo?: unknown } | null)?.tipo;
  if (tipo === 'SOS') return fieldErrors(SosNuova, SEGNALAZIONE_MESSAGES, body);
  if (tipo === 'WHISTLEBLOWING') return fieldErrors(WhistleblowingNuova, SEGNALAZIONE_MESSAGES, body);
  return [{ field: 'tipo', message: SEGNALAZIONE_MESSAGES.tipo! }];
}

/** `POST /api/segnalazioni/{id}/transizioni`: one action with its reason and what the action needs. */
export const SegnalazioneTransizione = Type.Object(
  {
    azione: Type.Enum(SEGNALAZIONE_AZIONI),
    version: Type.Integer({ minimum: 1 }),
    motivazione: Type.String({ minLength: MOTIVAZIONE_MIN, maxLength: 4000 }),
    /** `trasmetti`: the UIF protocol number and the sending day (yyyy-MM-dd). */
    protocolloUif: Type.Optional(Type.String({ minLength: 3, maxLength: 40 })),
    dataInvioUif: Type.Optional(Type.String(DATE)),
    /** `esitoUif`: the UIF's outcome and the day it arrived (yyyy-MM-dd). */
    esitoUif: Type.Optional(Type.Enum(ESITI_UIF)),
    dataEsitoUif: Type.Optional(Type.String(DATE)),
    /** `archivia`, `trasmetti`, `effetti` (at least one): the effects on the client (EFFETTI_CLIENTE), added. */
    effetti: Type.Optional(Type.Array(Type.Enum(EFFETTI_CLIENTE), { maxItems: 3, uniqueItems: true })),
    /** `chiudi`. */
    esito: Type.Optional(Type.Enum(WB_ESITI)),
    /** `assegna`: the new handlers (logins). */
    gestori: Type.Optional(Type.Array(Type.String({ minLength: 3, maxLength: 200 }), { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type SegnalazioneTransizione = Static<typeof SegnalazioneTransizione>;

const TRANSIZIONE_MESSAGES: Record<string, string> = {
  azione: "Scegliere un'azione prevista.",
  version: 'Manca la versione della segnalazione che si sta modificando.',
  motivazione: `Indicare la motivazione della decisione (almeno ${MOTIVAZIONE_MIN} caratteri).`,
  protocolloUif: 'Il numero di protocollo UIF ha da 3 a 40 caratteri.',
  dataInvioUif: "Indicare la data d'invio alla UIF (aaaa-mm-gg).",
  esitoUif: "Scegliere l'esito comunicato dalla UIF.",
  dataEsitoUif: "Indicare la data in cui è arrivato l'esito della UIF (aaaa-mm-gg).",
  effetti: 'Scegliere almeno un effetto sul cliente, ciascuno una volta.',
  esito: "Scegliere l'esito.",
  gestori: 'Indicare da 1 a 10 gestori.',
};

/** Field errors of a transition request, including what its action requires (empty: valid). */
export function segnalazioneTransizioneErrors(body: unknown): FieldError[] {
  const errors = fieldErrors(SegnalazioneTransizione, TRANSIZIONE_MESSAGES, body);
  if (errors.length) return errors;
  const t = body as SegnalazioneTransizione;
  const require = (field: keyof SegnalazioneTransizione, ok: boolean) => {
    if (!ok) errors.push({ field, message: TRANSIZIONE_MESSAGES[field]! });
  };
  if (t.motivazione.trim().length < MOTIVAZIONE_MIN) require('motivazione', false);
  if (t.azione === 'trasmetti') {
    require('protocolloUif', Boolean(t.protocolloUif?.trim()));
    require('dataInvioUif', Boolean(t.dataInvioUif));
  }
  if (t.azione === 'esitoUif') {
    require('esitoUif', Boolean(t.esitoUif));
    require('dataEsitoUif', Boolean(t.dataEsitoUif));
  }
  if (t.azione === 'effetti') require('effetti', Boolean(t.effetti?.length));
  if (t.effetti?.length && !AZIONI_CON_EFFETTI.includes(t.azione)) {
    errors.push({
      field: 'effetti',
      message:
        'Gli effetti sul cliente si registrano con la decisione (archiviazione o invio alla UIF) o dopo.',
    });
  }
  if (t.azione === 'chiudi') require('esito', Boolean(t.esito));
  if (t.azione === 'assegna') require('gestori', Boolean(t.gestori?.length));
  return errors;
}
