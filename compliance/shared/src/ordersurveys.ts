import { Type, type Static } from 'typebox';
import { CLASSI_RISCHIO } from './monitoraggio.ts';
import { QUESTIONARIO_STATI } from './questionari.ts';
import { fieldErrors, type FieldError } from './validate.ts';

/**
 * States of an order survey (campaign; issue 9, design/compliance-domain.md §4.2 (1)): a draft whose filter can
 * still change, scheduled (PROGRAMMATA: sent by the suite on `dataInvio`; its date can change, or it goes back to
 * draft), running (sent: its clients are frozen and each has a questionnaire), ended (CONCLUSA: the reply
 * deadline passed, every client answered, or closed by hand), or cancelled with a reason (before it ends).
 */
export const CAMPAGNA_STATI = ['BOZZA', 'PROGRAMMATA', 'IN_CORSO', 'CONCLUSA', 'ANNULLATA'] as const;
export type CampagnaStato = (typeof CAMPAGNA_STATI)[number];
export const CAMPAGNA_STATO_LABELS: Record<CampagnaStato, string> = {
  BOZZA: 'Bozza',
  PROGRAMMATA: 'Programmata',
  IN_CORSO: 'In corso',
  CONCLUSA: 'Conclusa',
  ANNULLATA: 'Annullata',
};

/** How a campaign reaches its clients (design §4.2 (1)): at the branch, through home banking, or by e-mail. */
export const CAMPAGNA_CANALI = ['FILIALE', 'HOME_BANKING', 'EMAIL'] as const;
export type CampagnaCanale = (typeof CAMPAGNA_CANALI)[number];
export const CAMPAGNA_CANALE_LABELS: Record<CampagnaCanale, string> = {
  FILIALE: 'Filiale',
  HOME_BANKING: 'Home banking',
  EMAIL: 'E-mail',
};

/** Today's date (yyyy-MM-dd) in the suite's calendar (Europe/Rome) at instant `now`. */
export function oggiRoma(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Which clients by their CDD review: all of them; those whose verified questionnaire's review falls within
 * `giorni` days from today; those whose review date has passed; those with no verified questionnaire at all.
 */
export const CAMPAGNA_REVISIONI = ['TUTTE', 'IN_SCADENZA', 'SCADUTA', 'SENZA_VERIFICA'] as const;
export type CampagnaRevisione = (typeof CAMPAGNA_REVISIONI)[number];
export const CAMPAGNA_REVISIONE_LABELS: Record<CampagnaRevisione, string> = {
  TUTTE: 'Tutti i clienti',
  IN_SCADENZA: 'Revisione in scadenza',
  SCADUTA: 'Revisione scaduta',
  SENZA_VERIFICA: 'Senza questionario verificato',
};

/** Only AML officers create, launch, remind, close and cancel campaigns; everyone else reads (operators: their branch). */
export const CAMPAGNA_GESTORI = ['aml-officers'] as const;

/**
 * The target filter of a campaign (besides its tipo persona). A client's risk class is the final class of its
 * latest verified questionnaire; empty or absent lists do not restrict. `giorni` (1–365) is required with
 * `IN_SCADENZA`.
 */
export const CampagnaFiltro = Type.Object(
  {
    classiRischio: Type.Optional(Type.Array(Type.Enum(CLASSI_RISCHIO), { maxItems: 4, uniqueItems: true })),
    dipendenzaIds: Type.Optional(
      Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100, uniqueItems: true }),
    ),
    revisione: Type.Enum(CAMPAGNA_REVISIONI),
    giorni: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  },
  { additionalProperties: false },
);
export type CampagnaFiltro = Static<typeof CampagnaFiltro>;

const campagnaFields = {
  nome: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]),
  filtro: CampagnaFiltro,
  /** Automatic reminders every this many days (1–90) while a client's questionnaire is not sent. */
  giorniSollecito: Type.Optional(Type.Integer({ minimum: 1, maximum: 90 })),
  /** yyyy-MM-dd: the answer is due by this day (shown in the messages); the campaign ends after it. */
  scadenzaRisposta: Type.Optional(Type.String({ format: 'date' })),
  /** How the clients are reached (default FILIALE). */
  canale: Type.Optional(Type.Enum(CAMPAGNA_CANALI)),
};

/** `POST /api/ordersurveys`: a new draft campaign. */
export const CampagnaNuova = Type.Object(campagnaFields, { additionalProperties: false });
export type CampagnaNuova = Static<typeof CampagnaNuova>;

/** `PUT /api/ordersurveys/{id}`: a draft's new content, at `version`. */
export const CampagnaModifica = Type.Object(
  { ...campagnaFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type CampagnaModifica = Static<typeof CampagnaModifica>;

/** `POST /api/ordersurveys/anteprima`: how many clients a filter selects now (and the first few). */
export const CampagnaAnteprimaRichiesta = Type.Object(
  { tipoPersona: campagnaFields.tipoPersona, filtro: CampagnaFiltro },
  { additionalProperties: false },
);
export type CampagnaAnteprimaRichiesta = Static<typeof CampagnaAnteprimaRichiesta>;

export const CampagnaAnteprima = Type.Object({
  totale: Type.Integer(),
  /** The first clients by name (at most 10). */
  clienti: Type.Array(
    Type.Object({ id: Type.String(), nominativo: Type.String(), dipendenza: Type.String() }),
  ),
});
export type CampagnaAnteprima = Static<typeof CampagnaAnteprima>;

export const CAMPAGNA_AZIONI = ['lancia', 'programma', 'riporta_in_bozza', 'chiudi', 'annulla'] as const;
export type CampagnaAzione = (typeof CAMPAGNA_AZIONI)[number];

/**
 * `POST /api/ordersurveys/{id}/transizioni`: `annulla` needs `motivazione`; `programma` needs `dataInvio`
 * (yyyy-MM-dd, after today in Europe/Rome, and not after the reply deadline).
 */
export const CampagnaTransizione = Type.Object(
  {
    azione: Type.Enum(CAMPAGNA_AZIONI),
    version: Type.Integer({ minimum: 1 }),
    motivazione: Type.Optional(Type.String({ maxLength: 2000 })),
    dataInvio: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type CampagnaTransizione = Static<typeof CampagnaTransizione>;

/** `POST /api/ordersurveys/{id}/solleciti`: remind these clients (default: every client not yet sent). */
export const CampagnaSollecito = Type.Object(
  { soggettoIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 500 })) },
  { additionalProperties: false },
);
export type CampagnaSollecito = Static<typeof CampagnaSollecito>;

/** The submission states a campaign's progress counts (the questionnaire states). */
export const Avanzamento = Type.Record(Type.String(), Type.Integer());

/**
 * A campaign as the API returns it. `clienti` and `avanzamento` (count per questionnaire state) are within the
 * reader's view: an operator counts only their branch's clients. Instants ISO 8601.
 */
export const Campagna = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]),
  filtro: CampagnaFiltro,
  stato: Type.Enum(CAMPAGNA_STATI),
  giorniSollecito: Type.Integer(),
  scadenzaRisposta: Type.Optional(Type.String()),
  creataDa: Type.String(),
  lanciataDa: Type.Optional(Type.String()),
  dataLancio: Type.Optional(Type.String()),
  chiusaDa: Type.Optional(Type.String()),
  dataChiusura: Type.Optional(Type.String()),
  motivazioneAnnullamento: Type.Optional(Type.String()),
  canale: Type.Enum(CAMPAGNA_CANALI),
  /** yyyy-MM-dd: the planned send date while PROGRAMMATA; the day it was sent once launched. */
  dataInvio: Type.Optional(Type.String()),
  /** Who scheduled the sending (PROGRAMMATA, and kept once sent). */
  programmataDa: Type.Optional(Type.String()),
  /** Why the last scheduled sending did not happen (the campaign went back to draft). */
  esitoInvio: Type.Optional(Type.String()),
  clienti: Type.Integer(),
  avanzamento: Avanzamento,
  solleciti: Type.Integer(),
  /** Clients who have not answered by `scadenzaRisposta` (deadline past, questionnaire not sent; design §4.2). */
  inRitardo: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Campagna = Static<typeof Campagna>;

/** One message of the outbox (`GET /api/outbox`, a campaign's history). */
export const MessaggioOutbox = Type.Object({
  id: Type.String(),
  destinatario: Type.String(),
  oggetto: Type.String(),
  testo: Type.String(),
  tipo: Type.Union([Type.Literal('INVITO'), Type.Literal('SOLLECITO')]),
  stato: Type.Union([
    Type.Literal('IN_CODA'),
    Type.Literal('ARCHIVIATO'),
    Type.Literal('INVIATO'),
    Type.Literal('ERRORE'),
  ]),
  campagnaId: Type.Optional(Type.String()),
  soggettoId: Type.Optional(Type.String()),
  soggettoNominativo: Type.Optional(Type.String()),
  canale: Type.Optional(Type.String()),
  createdAt: Type.String(),
  sentAt: Type.Optional(Type.String()),
});
export type MessaggioOutbox = Static<typeof MessaggioOutbox>;

export const MESSAGGIO_STATO_LABELS: Record<MessaggioOutbox['stato'], string> = {
  IN_CODA: 'In coda',
  ARCHIVIATO: 'Archiviato (nessun invio configurato)',
  INVIATO: 'Inviato',
  ERRORE: 'Invio non riuscito',
};

const MESSAGES: Record<string, string> = {
  nome: 'Indicare il nome della campagna (al massimo 200 caratteri).',
  tipoPersona: 'Scegliere il tipo di questionario: persone fisiche (PF) o giuridiche (PG).',
  filtro: 'Il filtro dei destinatari non è valido.',
  giorniSollecito: 'I giorni tra un sollecito e il successivo vanno da 1 a 90.',
  scadenzaRisposta: 'La scadenza della risposta è una data (gg/mm/aaaa).',
  version: 'Manca la versione del record.',
  azione: "L'azione richiesta non esiste.",
  motivazione: 'La motivazione è troppo lunga.',
  soggettoIds: 'I clienti da sollecitare non sono validi.',
  canale: 'Scegliere il canale: filiale, home banking o e-mail.',
  dataInvio: "La data d'invio è una data (gg/mm/aaaa).",
};
export { MESSAGES as CAMPAGNA_MESSAGES };

/** Problems of a campaign's content (new or changed): the schema, then `giorni` with IN_SCADENZA. */
export function campagnaErrors(body: unknown, withVersion: boolean): FieldError[] {
  const errors = fieldErrors(withVersion ? CampagnaModifica : CampagnaNuova, MESSAGES, body);
  if (errors.length) return errors;
  return filtroErrors((body as CampagnaNuova).filtro);
}

/** `giorni` is required with IN_SCADENZA and allowed only with it. */
export function filtroErrors(filtro: CampagnaFiltro): FieldError[] {
  if (filtro.revisione === 'IN_SCADENZA' && filtro.giorni === undefined)
    return [{ field: 'filtro', message: 'Indicare entro quanti giorni scade la revisione (da 1 a 365).' }];
  if (filtro.revisione !== 'IN_SCADENZA' && filtro.giorni !== undefined)
    return [{ field: 'filtro', message: 'I giorni valgono solo per le revisioni in scadenza.' }];
  return [];
}

/** The questionnaire states before INVIATO: a client still to answer, reminded. */
export const STATI_DA_SOLLECITARE = ['BOZZA', 'COMPILATO', 'RESPINTO'] as const satisfies ReadonlyArray<
  (typeof QUESTIONARIO_STATI)[number]
>;

/**
 * The campaign state machine: send a draft now, or schedule it (`programma`, also to change a scheduled date);
 * send a scheduled one now or take it back to draft; close a running one by hand (CONCLUSA; the suite's timer
 * also ends it after the reply deadline or once everyone answered, and sends scheduled ones on their day);
 * cancel anything not yet ended, with a reason. Everything else is refused.
 */
export const CAMPAGNA_TRANSIZIONI: Readonly<
  Record<
    CampagnaAzione,
    { from: readonly CampagnaStato[]; to: CampagnaStato; motivazione?: true; dataInvio?: true }
  >
> = {
  lancia: { from: ['BOZZA', 'PROGRAMMATA'], to: 'IN_CORSO' },
  programma: { from: ['BOZZA', 'PROGRAMMATA'], to: 'PROGRAMMATA', dataInvio: true },
  riporta_in_bozza: { from: ['PROGRAMMATA'], to: 'BOZZA' },
  chiudi: { from: ['IN_CORSO'], to: 'CONCLUSA' },
  annulla: { from: ['BOZZA', 'PROGRAMMATA', 'IN_CORSO'], to: 'ANNULLATA', motivazione: true },
};

/**
 * Problems of a transition request: the schema, then the reason a cancellation needs and the send date a
 * schedule needs (after `today`, yyyy-MM-dd in Europe/Rome).
 */
export function campagnaTransizioneErrors(body: unknown, today: string): FieldError[] {
  const errors = fieldErrors(CampagnaTransizione, MESSAGES, body);
  if (errors.length) return errors;
  const t = body as CampagnaTransizione;
  const rule = CAMPAGNA_TRANSIZIONI[t.azione];
  if (rule.motivazione && !t.motivazione?.trim())
    return [{ field: 'motivazione', message: "Indicare il motivo dell'annullamento." }];
  if (rule.dataInvio && !t.dataInvio) return [{ field: 'dataInvio', message: "Indicare la data d'invio." }];
  if (rule.dataInvio && t.dataInvio! <= today)
    return [{ field: 'dataInvio', message: "La data d'invio programmata deve essere successiva a oggi." }];
  if (!rule.dataInvio && t.dataInvio !== undefined)
    return [{ field: 'dataInvio', message: "La data d'invio vale solo per la programmazione." }];
  return [];
}
