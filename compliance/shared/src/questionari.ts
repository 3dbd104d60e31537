import { Type, type Static } from 'typebox';
import { CLASSI_RISCHIO, type ClasseRischio } from './monitoraggio.ts';
import { fieldErrors, type FieldError } from './validate.ts';

/**
 * States of a due-diligence questionnaire (design/compliance-domain.md §1.3, issue 9): a draft, filled in (every
 * required answer valid), sent for verification, taken in verification by an AML officer, verified (signed off,
 * immutable) or rejected with a reason (the author reopens it as a draft). A verified questionnaire whose review
 * date has passed reads as SCADUTO.
 */
export const QUESTIONARIO_STATI = [
  'BOZZA',
  'COMPILATO',
  'INVIATO',
  'IN_VERIFICA',
  'VERIFICATO',
  'RESPINTO',
  'SCADUTO',
] as const;
export type QuestionarioStato = (typeof QUESTIONARIO_STATI)[number];
export const QUESTIONARIO_STATO_LABELS: Record<QuestionarioStato, string> = {
  BOZZA: 'Bozza',
  COMPILATO: 'Compilato',
  INVIATO: 'Inviato',
  IN_VERIFICA: 'In verifica',
  VERIFICATO: 'Verificato',
  RESPINTO: 'Respinto',
  SCADUTO: 'Scaduto',
};

/**
 * Months until the next review per final risk class (design/compliance-domain.md §1.4 defaults: ALTO 12, MEDIO
 * 24–36, BASSO and IRRILEVANTE 36–60; the shorter end for MEDIO and BASSO, the longer for IRRILEVANTE).
 */
export const MESI_REVISIONE: Record<ClasseRischio, number> = {
  ALTO: 12,
  MEDIO: 24,
  BASSO: 36,
  IRRILEVANTE: 60,
};

/** The CDD regime a final risk class implies (§1.4). */
export const REGIME_ADEGUATA_VERIFICA: Record<ClasseRischio, string> = {
  IRRILEVANTE: 'Semplificata',
  BASSO: 'Semplificata',
  MEDIO: 'Ordinaria',
  ALTO: 'Rafforzata',
};

/** Answer types of a question; questionari-risposte.ts gives each its validation, scoring and text. */
export const TIPI_RISPOSTA = [
  'testo',
  'sino',
  'scelta',
  'sceltaMultipla',
  'numero',
  'data',
  'importo',
] as const;
export type TipoRisposta = (typeof TIPI_RISPOSTA)[number];

const Opzione = Type.Object({
  valore: Type.String({ minLength: 1, maxLength: 60 }),
  etichetta: Type.String({ minLength: 1, maxLength: 200 }),
  punti: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** Choosing it sets the risk class at least to this one (a PEP, a high-risk country). */
  classeMinima: Type.Optional(Type.Enum(CLASSI_RISCHIO)),
});
export type Opzione = Static<typeof Opzione>;

/** A band of a number or amount: from `da` (inclusive; EUR cents for amounts) it scores `punti`. */
const Fascia = Type.Object({ da: Type.Number(), punti: Type.Integer({ minimum: 0, maximum: 100 }) });

/**
 * One question. `sino` scores `puntiSi` (and `classeMinimaSi`) on yes; `scelta`/`sceltaMultipla` score their
 * options (multiple: the sum); `numero`/`importo` the highest band reached. `condizione`: shown (and required) only
 * when the earlier question `domanda` has one of `valori` (`si`/`no` for yes/no).
 */
export const Domanda = Type.Object({
  id: Type.String({ pattern: '^[a-z][a-zA-Z0-9]{0,39}$' }),
  testo: Type.String({ minLength: 1, maxLength: 300 }),
  aiuto: Type.Optional(Type.String({ maxLength: 500 })),
  tipo: Type.Enum(TIPI_RISPOSTA),
  obbligatoria: Type.Boolean(),
  opzioni: Type.Optional(Type.Array(Opzione, { minItems: 2, maxItems: 40 })),
  puntiSi: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  classeMinimaSi: Type.Optional(Type.Enum(CLASSI_RISCHIO)),
  fasce: Type.Optional(Type.Array(Fascia, { maxItems: 10 })),
  condizione: Type.Optional(
    Type.Object({ domanda: Type.String(), valori: Type.Array(Type.String(), { minItems: 1 }) }),
  ),
});
export type Domanda = Static<typeof Domanda>;

export const Sezione = Type.Object({
  id: Type.String({ pattern: '^[a-z][a-zA-Z0-9]{0,39}$' }),
  titolo: Type.String({ minLength: 1, maxLength: 120 }),
  domande: Type.Array(Domanda, { minItems: 1, maxItems: 60 }),
});
export type Sezione = Static<typeof Sezione>;

/**
 * A template's content: sections of questions and the scoring rule (the total's lower bounds of BASSO, MEDIO and
 * ALTO; below BASSO the class is IRRILEVANTE).
 */
export const ModelloDefinizione = Type.Object(
  {
    titolo: Type.String({ minLength: 1, maxLength: 200 }),
    sezioni: Type.Array(Sezione, { minItems: 1, maxItems: 20 }),
    soglie: Type.Object({
      BASSO: Type.Integer({ minimum: 0 }),
      MEDIO: Type.Integer({ minimum: 0 }),
      ALTO: Type.Integer({ minimum: 0 }),
    }),
  },
  { additionalProperties: false },
);
export type ModelloDefinizione = Static<typeof ModelloDefinizione>;

/** A stored template version (`GET /api/questionari/modelli/{id}`). */
export const ModelloQuestionario = Type.Object({
  id: Type.String(),
  tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]),
  versione: Type.Integer({ minimum: 1 }),
  definizione: ModelloDefinizione,
  creatoDa: Type.String(),
  createdAt: Type.String(),
});
export type ModelloQuestionario = Static<typeof ModelloQuestionario>;

/** `POST /api/questionari/modelli` (administrators): a new version of the template of `tipoPersona`. */
export const ModelloInput = Type.Object(
  { tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]), definizione: ModelloDefinizione },
  { additionalProperties: false },
);
export type ModelloInput = Static<typeof ModelloInput>;

/** An answer: text, yes/no, one or more option values, a number, a date yyyy-MM-dd or EUR cents. */
export type Risposta = string | boolean | number | string[];
export const Risposte = Type.Record(
  Type.String(),
  Type.Union([Type.String({ maxLength: 2000 }), Type.Boolean(), Type.Number(), Type.Array(Type.String())]),
);

/** `POST /api/questionari` (a new draft for client `soggettoId` on the current template of its kind). */
export const QuestionarioNuovo = Type.Object(
  {
    soggettoId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    }),
    risposte: Type.Optional(Risposte),
  },
  { additionalProperties: false },
);
export type QuestionarioNuovo = Static<typeof QuestionarioNuovo>;

/**
 * `PUT /api/questionari/{id}` (drafts only): the answers and an optional override of the computed risk class with
 * its reason (required with the override), and the version read.
 */
export const QuestionarioModifica = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    risposte: Risposte,
    classeOverride: Type.Optional(Type.Union([Type.Enum(CLASSI_RISCHIO), Type.Null()])),
    motivazioneOverride: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type QuestionarioModifica = Static<typeof QuestionarioModifica>;

/** Actions of the state machine (`POST /api/questionari/{id}/transizioni`). */
export const QUESTIONARIO_AZIONI = ['compila', 'invia', 'prendi', 'verifica', 'respingi', 'riapri'] as const;
export type QuestionarioAzione = (typeof QUESTIONARIO_AZIONI)[number];

/**
 * A transition request: `motivazione` is required to reject; at verification the verifier may override the
 * class (`classeOverride` with `motivazione`).
 */
export const QuestionarioTransizione = Type.Object(
  {
    azione: Type.Enum(QUESTIONARIO_AZIONI),
    version: Type.Integer({ minimum: 1 }),
    motivazione: Type.Optional(Type.String({ maxLength: 2000 })),
    classeOverride: Type.Optional(Type.Enum(CLASSI_RISCHIO)),
  },
  { additionalProperties: false },
);
export type QuestionarioTransizione = Static<typeof QuestionarioTransizione>;

/** The shortest accepted reason (rejection, override). */
export const MOTIVAZIONE_QUESTIONARIO_MIN = 10;

const MESSAGES: Record<string, string> = {
  azione: "Scegliere un'azione valida.",
  version: 'Manca la versione del questionario che si sta modificando.',
  risposte: 'Le risposte non sono valide.',
  soggettoId: 'Scegliere il cliente.',
  classeOverride: 'Scegliere una classe di rischio valida.',
  motivazione: `La motivazione è obbligatoria (almeno ${MOTIVAZIONE_QUESTIONARIO_MIN} caratteri).`,
  motivazioneOverride: `La motivazione è obbligatoria (almeno ${MOTIVAZIONE_QUESTIONARIO_MIN} caratteri).`,
  tipoPersona: 'Il tipo persona è PF o PG.',
  definizione: 'Il modello non è valido.',
};

const shortReason = (text: string | undefined) => (text ?? '').trim().length < MOTIVAZIONE_QUESTIONARIO_MIN;

/** Validates a transition request (schema, then: rejecting and overriding need a reason). Italian messages. */
export function questionarioTransizioneErrors(value: unknown): FieldError[] {
  const errors = fieldErrors(QuestionarioTransizione, MESSAGES, value);
  if (errors.length) return errors;
  const t = value as QuestionarioTransizione;
  if ((t.azione === 'respingi' || t.classeOverride) && shortReason(t.motivazione)) {
    errors.push({ field: 'motivazione', message: MESSAGES.motivazione! });
  }
  if (t.classeOverride && t.azione !== 'verifica') {
    errors.push({ field: 'classeOverride', message: 'La classe si può modificare solo alla verifica.' });
  }
  return errors;
}

/** Validates an edit's envelope (the answers themselves are checked against the template). */
export function questionarioModificaErrors(value: unknown): FieldError[] {
  const errors = fieldErrors(QuestionarioModifica, MESSAGES, value);
  if (errors.length) return errors;
  const m = value as QuestionarioModifica;
  if (m.classeOverride && shortReason(m.motivazioneOverride)) {
    errors.push({ field: 'motivazioneOverride', message: MESSAGES.motivazioneOverride! });
  }
  return errors;
}

export { MESSAGES as QUESTIONARIO_MESSAGES };

/** A submission as the API returns it (`GET /api/questionari/{id}`). Dates yyyy-MM-dd, instants ISO 8601. */
export const Questionario = Type.Object({
  id: Type.String(),
  numero: Type.Integer({ minimum: 1 }),
  soggettoId: Type.String(),
  soggettoNominativo: Type.String(),
  tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]),
  dipendenzaId: Type.String(),
  dipendenzaDenominazione: Type.String(),
  modelloId: Type.String(),
  modelloVersione: Type.Integer(),
  stato: Type.Enum(QUESTIONARIO_STATI),
  risposte: Risposte,
  punteggio: Type.Integer(),
  classeCalcolata: Type.Enum(CLASSI_RISCHIO),
  classeOverride: Type.Optional(Type.Enum(CLASSI_RISCHIO)),
  motivazioneOverride: Type.Optional(Type.String()),
  classeFinale: Type.Enum(CLASSI_RISCHIO),
  autore: Type.String(),
  inviatoDa: Type.Optional(Type.String()),
  verificatore: Type.Optional(Type.String()),
  dataVerifica: Type.Optional(Type.String()),
  dataRevisione: Type.Optional(Type.String()),
  motivazioneRespinto: Type.Optional(Type.String()),
  /** SHA-256 (hex) of the verified content: the sign-off. */
  impronta: Type.Optional(Type.String()),
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Questionario = Static<typeof Questionario>;

/** Roles that fill questionnaires (operators at their branch only); auditors only read. */
export const QUESTIONARIO_COMPILATORI = [
  'administrators',
  'aml-officers',
  'reports-delegates',
  'operators',
] as const;
/** Roles that verify questionnaires (never their own). */
export const QUESTIONARIO_VERIFICATORI = ['aml-officers'] as const;
/** Roles that edit templates. */
export const MODELLO_EDITORI = ['administrators'] as const;
