import { Type, type Static } from 'typebox';
import { fieldErrors, type FieldError } from './validate.ts';

/**
 * Alert kinds of the operations monitoring queue (design/compliance-domain.md §2.2): an operation unexpected for
 * the client's profile (*inatteso*), a candidate for the monthly cash threshold report, a match of a UIF anomaly
 * indicator (with its code).
 */
export const ALERT_TIPI = ['INATTESO', 'SOGLIA', 'INDICATORE'] as const;
export type AlertTipo = (typeof ALERT_TIPI)[number];
export const ALERT_TIPO_LABELS: Record<AlertTipo, string> = {
  INATTESO: 'Operazione inattesa',
  SOGLIA: 'Candidata segnalazione soglia contante',
  INDICATORE: 'Indicatore di anomalia',
};

/** States of an alert: new, being evaluated by its assignee, closed with an outcome and a rationale. */
export const ALERT_STATI = ['NUOVO', 'IN_LAVORAZIONE', 'CHIUSO'] as const;
export type AlertStato = (typeof ALERT_STATI)[number];
export const ALERT_STATO_LABELS: Record<AlertStato, string> = {
  NUOVO: 'Nuovo',
  IN_LAVORAZIONE: 'In lavorazione',
  CHIUSO: 'Chiuso',
};

/** Outcomes of a closed alert: archived (not anomalous) or to be reported (proposed SOS). */
export const ALERT_ESITI = ['ARCHIVIATO', 'DA_SEGNALARE'] as const;
export type AlertEsito = (typeof ALERT_ESITI)[number];
export const ALERT_ESITO_LABELS: Record<AlertEsito, string> = {
  ARCHIVIATO: 'Archiviato',
  DA_SEGNALARE: 'Da segnalare',
};

/** Risk classes (design/compliance-domain.md §1.4), lowest first. */
export const CLASSI_RISCHIO = ['IRRILEVANTE', 'BASSO', 'MEDIO', 'ALTO'] as const;
export type ClasseRischio = (typeof CLASSI_RISCHIO)[number];
export const CLASSE_RISCHIO_LABELS: Record<ClasseRischio, string> = {
  IRRILEVANTE: 'Irrilevante',
  BASSO: 'Basso',
  MEDIO: 'Medio',
  ALTO: 'Alto',
};

/** The risk class of an alert's score (0–100): below 25 irrelevant, below 50 low, below 75 medium, else high. */
export function classeDaPunteggio(punteggio: number): ClasseRischio {
  if (punteggio < 25) return 'IRRILEVANTE';
  if (punteggio < 50) return 'BASSO';
  if (punteggio < 75) return 'MEDIO';
  return 'ALTO';
}

/** Ageing buckets of open alerts, in days since detection (issue 7: 0–7, 8–30, 31–60, over 60). */
export const AGEING_BUCKETS = ['0-7', '8-30', '31-60', '>60'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  '0-7': 'Da 0 a 7 giorni',
  '8-30': 'Da 8 a 30 giorni',
  '31-60': 'Da 31 a 60 giorni',
  '>60': 'Oltre 60 giorni',
};

/** Roles that evaluate alerts (take, release, close, reopen): the AML officer and the reports delegate. */
export const ALERT_EVALUATORS = ['aml-officers', 'reports-delegates'] as const;

/** Whether any of `roles` may evaluate alerts. */
export function canEvaluateAlerts(roles: readonly string[]): boolean {
  return roles.some((r) => (ALERT_EVALUATORS as readonly string[]).includes(r));
}

/**
 * The actions of the alert state machine: `prendi` (take it: NUOVO or IN_LAVORAZIONE → IN_LAVORAZIONE assigned
 * to me), `rilascia` (the assignee gives it back: IN_LAVORAZIONE → NUOVO), `chiudi` (the assignee closes it with an
 * outcome and a rationale: IN_LAVORAZIONE → CHIUSO), `riapri` (CHIUSO → IN_LAVORAZIONE assigned to me, with a
 * rationale).
 */
export const ALERT_AZIONI = ['prendi', 'rilascia', 'chiudi', 'riapri'] as const;
export type AlertAzione = (typeof ALERT_AZIONI)[number];

/** Shortest rationale accepted when closing or reopening (a few words, not a dot). */
export const MOTIVAZIONE_MIN = 10;

/** `POST /api/alert/{id}/transizioni`: the action, the version read, and for closing the outcome and rationale. */
export const AlertTransizione = Type.Object(
  {
    azione: Type.Enum(ALERT_AZIONI),
    version: Type.Integer({ minimum: 1 }),
    esito: Type.Optional(Type.Enum(ALERT_ESITI)),
    motivazione: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type AlertTransizione = Static<typeof AlertTransizione>;

export const ALERT_TRANSIZIONE_MESSAGES: Record<string, string> = {
  azione: 'Azione non prevista: prendi, rilascia, chiudi oppure riapri.',
  version: 'Manca la versione dell’alert su cui si sta lavorando.',
  esito: "Scegliere l'esito: archiviato oppure da segnalare.",
  motivazione: 'La motivazione può avere al massimo 4000 caratteri.',
};

/**
 * Validates a transition request: the schema, then the rules of each action (closing needs an outcome; closing
 * and reopening need a rationale of at least MOTIVAZIONE_MIN characters). Italian messages by field.
 */
export function alertTransizioneErrors(value: unknown): FieldError[] {
  const errors = fieldErrors(AlertTransizione, ALERT_TRANSIZIONE_MESSAGES, value);
  if (errors.length) return errors;
  const t = value as AlertTransizione;
  if (t.azione === 'chiudi' && !t.esito) {
    errors.push({ field: 'esito', message: ALERT_TRANSIZIONE_MESSAGES.esito! });
  }
  if (
    (t.azione === 'chiudi' || t.azione === 'riapri') &&
    (t.motivazione ?? '').trim().length < MOTIVAZIONE_MIN
  ) {
    errors.push({
      field: 'motivazione',
      message: `La motivazione è obbligatoria (almeno ${MOTIVAZIONE_MIN} caratteri).`,
    });
  }
  if (t.azione !== 'chiudi' && t.esito) {
    errors.push({ field: 'esito', message: "L'esito si indica solo alla chiusura." });
  }
  return errors;
}

/** An alert as the API returns it (`GET /api/alert/{id}`). Dates yyyy-MM-dd, instants ISO 8601, amounts EUR cents. */
export const AlertMonitoraggio = Type.Object({
  id: Type.String(),
  numeroAlert: Type.Integer(),
  tipo: Type.Enum(ALERT_TIPI),
  stato: Type.Enum(ALERT_STATI),
  dipendenzaId: Type.String(),
  dipendenzaDenominazione: Type.String(),
  soggettoId: Type.String(),
  soggettoNominativo: Type.String(),
  tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]),
  operazioneId: Type.Optional(Type.String()),
  numeroOperazione: Type.Optional(Type.Integer()),
  codiceIndicatore: Type.Optional(Type.String()),
  descrizione: Type.String(),
  punteggio: Type.Integer({ minimum: 0, maximum: 100 }),
  classeRischio: Type.Enum(CLASSI_RISCHIO),
  importoEur: Type.Optional(Type.Integer()),
  dataRilevazione: Type.String(),
  /** Days since detection (today's date on the server). */
  giorni: Type.Integer(),
  ageing: Type.Enum(AGEING_BUCKETS),
  assegnatario: Type.Optional(Type.String()),
  dataAssegnazione: Type.Optional(Type.String()),
  esito: Type.Optional(Type.Enum(ALERT_ESITI)),
  motivazione: Type.Optional(Type.String()),
  chiusoDa: Type.Optional(Type.String()),
  dataChiusura: Type.Optional(Type.String()),
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AlertMonitoraggio = Static<typeof AlertMonitoraggio>;

/** One bar of a dashboard chart: a group (branch, indicator, class) with its open and closed alerts. */
export const CruscottoGruppo = Type.Object({
  chiave: Type.String(),
  etichetta: Type.String(),
  aperti: Type.Integer(),
  chiusi: Type.Integer(),
});
export type CruscottoGruppo = Static<typeof CruscottoGruppo>;

/**
 * `GET /api/alert/cruscotto`: the monitoring dashboard within the caller's view (design/compliance-domain.md
 * §2.2): alerts by state and by outcome, open alerts by ageing bucket, and alerts by branch, by indicator and by
 * risk class (open and closed).
 */
export const AlertCruscotto = Type.Object({
  perStato: Type.Object({ NUOVO: Type.Integer(), IN_LAVORAZIONE: Type.Integer(), CHIUSO: Type.Integer() }),
  perEsito: Type.Object({ ARCHIVIATO: Type.Integer(), DA_SEGNALARE: Type.Integer() }),
  ageing: Type.Object({
    '0-7': Type.Integer(),
    '8-30': Type.Integer(),
    '31-60': Type.Integer(),
    '>60': Type.Integer(),
  }),
  perDipendenza: Type.Array(CruscottoGruppo),
  perIndicatore: Type.Array(CruscottoGruppo),
  perClasseRischio: Type.Array(CruscottoGruppo),
  /**
   * The operations behind the alerts (§2.2 KPI tiles), within the same view: those of the current month from
   * `dal` (yyyy-MM-dd, the first of the month), their EUR amount and cash part in cents, and every operation
   * recorded more than 30 days after it was made (§1.5, `registrazioneTardiva`).
   */
  operazioni: Type.Object({
    dal: Type.String(),
    mese: Type.Integer(),
    importoMese: Type.Integer(),
    contanteMese: Type.Integer(),
    registrazioniTardive: Type.Integer(),
  }),
});
export type AlertCruscotto = Static<typeof AlertCruscotto>;
