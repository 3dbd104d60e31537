import { Type, type Static } from 'typebox';
import { ANDAMENTI, LivelloSchema } from './autovalutazioni-matrice.ts';

export * from './autovalutazioni-matrice.ts';

/**
 * The business lines a firm may assess (design/compliance-domain.md §4.1 `LineaBusiness`), by code. The firm
 * chooses which apply and how much each weighs (`peso`, % of total activity).
 */
export const LINEE_BUSINESS = {
  RETAIL: 'Banca al dettaglio (retail)',
  PRIVATE: 'Private banking',
  CORPORATE: 'Corporate',
  PAGAMENTI: 'Servizi di pagamento e rimesse',
  MONETA_ELETTRONICA: 'Moneta elettronica',
  GESTIONE_RISPARMIO: 'Gestione del risparmio',
  FIDUCIARIA: 'Attività fiduciaria',
  CREDITO_CONSUMO: 'Credito al consumo',
} as const;
export type LineaCodice = keyof typeof LINEE_BUSINESS;
export const LINEE_CODICI = Object.keys(LINEE_BUSINESS) as LineaCodice[];

/**
 * States of a self-assessment (design §4.1): a draft the AML function edits, submitted for approval (frozen; the
 * AML officer approves it or sends it back), approved (immutable: a new year starts from a copy), sent to Banca
 * d'Italia (INVIATA_BDI: the sending date and protocol recorded; the content still the approved one).
 */
export const AUTOVALUTAZIONE_STATI = ['BOZZA', 'IN_APPROVAZIONE', 'APPROVATA', 'INVIATA_BDI'] as const;
export type AutovalutazioneStato = (typeof AUTOVALUTAZIONE_STATI)[number];
export const AUTOVALUTAZIONE_STATO_LABELS: Record<AutovalutazioneStato, string> = {
  BOZZA: 'Bozza',
  IN_APPROVAZIONE: 'In approvazione',
  APPROVATA: 'Approvata',
  INVIATA_BDI: 'Inviata a Banca d’Italia',
};
/** The approved states: the content is frozen (the database refuses changes), the PDF report exists. */
export const AUTOVALUTAZIONE_APPROVATE = ['APPROVATA', 'INVIATA_BDI'] as const;
export const isApprovata = (stato: AutovalutazioneStato) =>
  (AUTOVALUTAZIONE_APPROVATE as readonly string[]).includes(stato);

/**
 * `POST /api/autovalutazioni/{id}/invio-bdi`: records (or corrects) the sending of an approved self-assessment to
 * Banca d'Italia: the day it was sent (yyyy-MM-dd, not before the approval, not in the future) and the protocol
 * or reference of the sending.
 */
export const InvioBdi = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    dataInvio: Type.String({ format: 'date' }),
    protocollo: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type InvioBdi = Static<typeof InvioBdi>;
export const INVIO_BDI_MESSAGES: Record<string, string> = {
  version: "Manca la versione dell'autovalutazione su cui si sta lavorando.",
  dataInvio: "Indicare la data d'invio a Banca d'Italia (gg/mm/aaaa).",
  protocollo: "Indicare il protocollo o il riferimento dell'invio (al massimo 200 caratteri).",
};

/** States of a remedial action (intervento). */
export const INTERVENTO_STATI = ['DA_AVVIARE', 'IN_CORSO', 'COMPLETATO'] as const;
export type InterventoStato = (typeof INTERVENTO_STATI)[number];
export const INTERVENTO_STATO_LABELS: Record<InterventoStato, string> = {
  DA_AVVIARE: 'Da avviare',
  IN_CORSO: 'In corso',
  COMPLETATO: 'Completato',
};

/** Who prepares a self-assessment (the AML function) and who alone approves it (the AML officer). */
export const AUTOVALUTAZIONE_EDITORS = ['aml-officers', 'reports-delegates'] as const;
export const AUTOVALUTAZIONE_APPROVERS = ['aml-officers'] as const;
/** Who reads self-assessments: the AML function, auditors, administrators (not branch operators). */
export const AUTOVALUTAZIONE_READERS = [
  'aml-officers',
  'reports-delegates',
  'auditors',
  'administrators',
] as const;
/** Who edits the residual-risk matrix. */
export const MATRICE_EDITORS = ['administrators'] as const;

const has = (roles: readonly string[], allowed: readonly string[]) => roles.some((r) => allowed.includes(r));
export const canEditAutovalutazioni = (roles: readonly string[]) => has(roles, AUTOVALUTAZIONE_EDITORS);
export const canApproveAutovalutazioni = (roles: readonly string[]) => has(roles, AUTOVALUTAZIONE_APPROVERS);
export const canEditMatrice = (roles: readonly string[]) => has(roles, MATRICE_EDITORS);

const DATA = { pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/** A business line as edited: its code, weight (% of activity), rationale, and the two scores (1–4). */
export const LineaInput = Type.Object(
  {
    codice: Type.Enum(LINEE_CODICI),
    peso: Type.Integer({ minimum: 0, maximum: 100 }),
    motivazione: Type.Optional(Type.String({ maxLength: 2000 })),
    rischioInerente: Type.Optional(LivelloSchema),
    vulnerabilita: Type.Optional(LivelloSchema),
  },
  { additionalProperties: false },
);
export type LineaInput = Static<typeof LineaInput>;

/** A remedial action: what, who owns it, by when (yyyy-MM-dd), its state, optionally the line it addresses. */
export const InterventoInput = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid' })),
    descrizione: Type.String({ minLength: 5, maxLength: 2000 }),
    responsabile: Type.String({ minLength: 2, maxLength: 200 }),
    scadenza: Type.String(DATA),
    stato: Type.Enum(INTERVENTO_STATI),
    lineaCodice: Type.Optional(Type.Enum(LINEE_CODICI)),
  },
  { additionalProperties: false },
);
export type InterventoInput = Static<typeof InterventoInput>;

/** `PUT /api/autovalutazioni/{id}` (plus `version`): the draft's lines, actions and overall judgement. */
export const AutovalutazioneInput = Type.Object(
  {
    linee: Type.Array(LineaInput, { maxItems: LINEE_CODICI.length }),
    interventi: Type.Array(InterventoInput, { maxItems: 100 }),
    giudizioComplessivo: Type.Optional(Type.String({ maxLength: 8000 })),
  },
  { additionalProperties: false },
);
export type AutovalutazioneInput = Static<typeof AutovalutazioneInput>;

export const AUTOVALUTAZIONE_MESSAGES: Record<string, string> = {
  linee: 'Ogni linea di business ha un codice previsto, un peso da 0 a 100 e livelli da 1 a 4.',
  interventi:
    'Ogni intervento ha una descrizione (almeno 5 caratteri), un responsabile, una scadenza (aaaa-mm-gg) e uno stato.',
  giudizioComplessivo: 'Il giudizio complessivo può avere al massimo 8000 caratteri.',
  anno: "L'anno va dal 2019 al 2100.",
  copiaDa: "L'autovalutazione da copiare si indica con il suo id.",
};

/** `POST /api/autovalutazioni`: a new year, blank or as a copy of an earlier self-assessment (`copiaDa`). */
export const AutovalutazioneNuova = Type.Object(
  {
    anno: Type.Integer({ minimum: 2019, maximum: 2100 }),
    copiaDa: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type AutovalutazioneNuova = Static<typeof AutovalutazioneNuova>;

/**
 * The actions of the state machine: `invia` (BOZZA → IN_APPROVAZIONE, complete drafts only), `approva`
 * (IN_APPROVAZIONE → APPROVATA, AML officers only, with the board minute reference optional),
 * `riporta_in_bozza` (IN_APPROVAZIONE → BOZZA, AML officers only, with a reason).
 */
export const AUTOVALUTAZIONE_AZIONI = ['invia', 'approva', 'riporta_in_bozza'] as const;
export type AutovalutazioneAzione = (typeof AUTOVALUTAZIONE_AZIONI)[number];

export const AutovalutazioneTransizione = Type.Object(
  {
    azione: Type.Enum(AUTOVALUTAZIONE_AZIONI),
    version: Type.Integer({ minimum: 1 }),
    motivazione: Type.Optional(Type.String({ maxLength: 4000 })),
    riferimentoDelibera: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type AutovalutazioneTransizione = Static<typeof AutovalutazioneTransizione>;

export const TRANSIZIONE_MESSAGES: Record<string, string> = {
  azione: 'Azione non prevista: invia, approva oppure riporta_in_bozza.',
  version: "Manca la versione dell'autovalutazione su cui si sta lavorando.",
  motivazione: 'La motivazione può avere al massimo 4000 caratteri.',
  riferimentoDelibera: 'Il riferimento alla delibera può avere al massimo 200 caratteri.',
};

/** A line as stored: its name and the residual level from the matrix (computed by the API). */
export const LineaValutata = Type.Object({
  ...LineaInput.properties,
  nome: Type.String(),
  rischioResiduo: Type.Optional(LivelloSchema),
});
export type LineaValutata = Static<typeof LineaValutata>;

/** A remedial action as stored (the API gives each a stable id). */
export const Intervento = Type.Object({ ...InterventoInput.properties, id: Type.String() });
export type Intervento = Static<typeof Intervento>;

/** A self-assessment as the API returns it. Dates yyyy-MM-dd, instants ISO 8601. */
export const Autovalutazione = Type.Object({
  id: Type.String(),
  anno: Type.Integer(),
  stato: Type.Enum(AUTOVALUTAZIONE_STATI),
  /** The matrix version the residual levels come from (frozen once approved). */
  matriceVersione: Type.Integer(),
  linee: Type.Array(LineaValutata),
  interventi: Type.Array(Intervento),
  giudizioComplessivo: Type.Optional(Type.String()),
  rischioResiduoComplessivo: Type.Optional(LivelloSchema),
  /** 30 April of the following year: the deadline for Banca d'Italia. */
  scadenzaInvio: Type.String(),
  /** Late: sent to Banca d'Italia after `scadenzaInvio`, or still not sent once it has passed. */
  invioInRitardo: Type.Boolean(),
  /** INVIATA_BDI: the day it was sent (yyyy-MM-dd), the protocol or reference, who recorded it and when. */
  dataInvioBdi: Type.Optional(Type.String()),
  protocolloBdi: Type.Optional(Type.String()),
  invioBdiRegistratoDa: Type.Optional(Type.String()),
  invioBdiRegistratoIl: Type.Optional(Type.String()),
  origineId: Type.Optional(Type.String()),
  inviataDa: Type.Optional(Type.String()),
  dataInvio: Type.Optional(Type.String()),
  approvataDa: Type.Optional(Type.String()),
  dataApprovazione: Type.Optional(Type.String()),
  riferimentoDelibera: Type.Optional(Type.String()),
  motivazioneRitorno: Type.Optional(Type.String()),
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Autovalutazione = Static<typeof Autovalutazione>;

/** `GET /api/autovalutazioni/{id}/confronto`: per line, last year's approved residual level and this one's. */
export const ConfrontoAutovalutazioni = Type.Object({
  anno: Type.Integer(),
  /** The approved self-assessment compared with (the latest of an earlier year), if any. */
  annoPrecedente: Type.Optional(Type.Integer()),
  precedenteId: Type.Optional(Type.String()),
  righe: Type.Array(
    Type.Object({
      codice: Type.String(),
      nome: Type.String(),
      precedente: Type.Optional(LivelloSchema),
      attuale: Type.Optional(LivelloSchema),
      andamento: Type.Enum(ANDAMENTI),
    }),
  ),
  complessivoPrecedente: Type.Optional(LivelloSchema),
  complessivoAttuale: Type.Optional(LivelloSchema),
});
export type ConfrontoAutovalutazioni = Static<typeof ConfrontoAutovalutazioni>;
