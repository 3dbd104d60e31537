import { Type, type Static } from 'typebox';

/** An alert assigned to the signed-in person (filled by the monitoring area once it exists). */
export const AssignedAlert = Type.Object({
  id: Type.String(),
  titolo: Type.String(),
  stato: Type.String(),
  /** yyyy-MM-dd. */
  data: Type.String(),
  /** The suite route that opens it, e.g. `/monitoraggiooperazioni?...`. */
  link: Type.String(),
});
export type AssignedAlert = Static<typeof AssignedAlert>;

/** A remedial action of the current self-assessment that falls due soon or is overdue (issue 9, Home). */
export const AzioneAutovalutazione = Type.Object({
  /** The action's id within its self-assessment. */
  id: Type.String(),
  titolo: Type.String(),
  responsabile: Type.String(),
  /** yyyy-MM-dd. */
  scadenza: Type.String(),
  /** The state's Italian label. */
  stato: Type.String(),
  /** Past its due date. */
  scaduta: Type.Boolean(),
  /** The suite route of its self-assessment. */
  link: Type.String(),
});
export type AzioneAutovalutazione = Static<typeof AzioneAutovalutazione>;

/**
 * An approved self-assessment not yet sent to Banca d'Italia (design §1.7: by 30 April of the following year;
 * issue 9, Home): its year, the deadline, whether it has passed, and its suite route.
 */
export const AutovalutazioneDaInviare = Type.Object({
  id: Type.String(),
  anno: Type.Integer(),
  /** yyyy-MM-dd. */
  scadenzaInvio: Type.String(),
  /** The deadline has passed. */
  inRitardo: Type.Boolean(),
  link: Type.String(),
});
export type AutovalutazioneDaInviare = Static<typeof AutovalutazioneDaInviare>;

/**
 * A running order survey (issue 9, Home "campagne in corso"): its clients within the reader's view and how many of
 * them have sent their questionnaire (INVIATO or later).
 */
export const CampagnaInCorso = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  /** yyyy-MM-dd of the launch. */
  dataLancio: Type.String(),
  clienti: Type.Integer(),
  /** Clients whose questionnaire is sent, in verification, verified or expired. */
  risposte: Type.Integer(),
  /** The suite route of the campaign. */
  link: Type.String(),
});
export type CampagnaInCorso = Static<typeof CampagnaInCorso>;

const DocumentoBreve = Type.Object({
  id: Type.String(),
  tipo: Type.String(),
  soggettoNominativo: Type.Optional(Type.String()),
  nomeFile: Type.String(),
  /** yyyy-MM-dd, when the document expires. */
  dataScadenza: Type.Optional(Type.String()),
  /** ISO 8601 instant of the upload. */
  dataAcquisizione: Type.String(),
});

const OperazioneBreve = Type.Object({
  id: Type.String(),
  numeroOperazione: Type.Integer(),
  dataOperazione: Type.String(),
  clienteNominativo: Type.String(),
  tipoPersona: Type.Union([Type.Literal('PF'), Type.Literal('PG')]),
  /** EUR cents. */
  importoEur: Type.Integer(),
  anomala: Type.Boolean(),
});

/**
 * `GET /api/home`: what needs the signed-in person today, within what they may see (an operator's branch; no
 * confidential documents for operators). Counts per area, identity documents expiring within 90 days (and the
 * counts for 30/60/90 days and already expired), the latest documents and operations, and the alerts assigned
 * to them.
 */
export const HomeSummary = Type.Object({
  ambito: Type.Object({
    tipo: Type.Union([Type.Literal('tutte'), Type.Literal('dipendenza')]),
    dipendenzaDenominazione: Type.Optional(Type.String()),
  }),
  conteggi: Type.Object({
    soggetti: Type.Integer(),
    operazioni: Type.Integer(),
    operazioniAnomale: Type.Integer(),
    documenti: Type.Integer(),
    documentiScaduti: Type.Integer(),
    documentiInScadenza30: Type.Integer(),
    documentiInScadenza60: Type.Integer(),
    documentiInScadenza90: Type.Integer(),
  }),
  documentiInScadenza: Type.Array(DocumentoBreve),
  documentiRecenti: Type.Array(DocumentoBreve),
  operazioniRecenti: Type.Array(OperazioneBreve),
  /**
   * Alerts assigned to the person. An extension point: the monitoring area registers its source in the API's
   * home service; until it exists the list is empty and `fontiAlert` is 0.
   */
  assignedAlerts: Type.Array(AssignedAlert),
  /** How many alert sources answered (0: no area provides alerts yet). */
  fontiAlert: Type.Integer(),
  /**
   * Reports awaiting a decision that the person reads (issue 9): SOS drafts and SOS in evaluation for the AML
   * officer and delegate, open whistleblowing reports for their handlers; next deadline first, at most 10, and
   * how many there are (0 for everyone else).
   */
  segnalazioniInAttesa: Type.Array(AssignedAlert),
  segnalazioniInAttesaTotale: Type.Integer(),
  /**
   * Self-assessment actions due within 30 days or overdue (not completed), soonest first; empty for those who do
   * not read self-assessments (branch operators).
   */
  azioniAutovalutazione: Type.Array(AzioneAutovalutazione),
  /** Approved self-assessments not yet sent to Banca d'Italia, oldest year first; empty for non-readers. */
  autovalutazioniDaInviare: Type.Array(AutovalutazioneDaInviare),
  /**
   * Questionnaires waiting for verification (sent or in verification), oldest change first, at most 10; only for
   * the AML officers who verify them (empty for every other role). `link` opens the submission.
   */
  questionariDaVerificare: Type.Array(AssignedAlert),
  /** How many questionnaires wait for verification in the person's view (0 for roles that do not verify). */
  questionariDaVerificareTotale: Type.Integer(),
  /**
   * Running campaigns (order surveys) touching the person's view, latest launch first, at most 10 (an operator:
   * only those with clients of their branch, counted on those clients), and how many there are.
   */
  campagneInCorso: Type.Array(CampagnaInCorso),
  campagneInCorsoTotale: Type.Integer(),
});
export type HomeSummary = Static<typeof HomeSummary>;
