import { Type, type Static } from 'typebox';
import { SEGNALAZIONE_AZIONI, SEGNALAZIONE_STATI, SEGNALAZIONE_TIPI } from './segnalazioni.ts';

const Collegato = Type.Object({ id: Type.String(), etichetta: Type.String() });
/** Another report of the register: its id and number. */
const Riferimento = Type.Object({ id: Type.String(), numero: Type.Integer() });

/** One decision on a report: the action, its reason, who took it and when (ISO 8601). */
export const SegnalazioneDecisione = Type.Object({
  azione: Type.String(),
  motivazione: Type.String(),
  attore: Type.String(),
  at: Type.String(),
});

/**
 * A report as its readers get it (`GET /api/segnalazioni/{id}`, every read audited). Dates yyyy-MM-dd, instants
 * ISO 8601, amounts EUR cents. `scadenza` is the next pending deadline (none once decided) and `inRitardo` says it
 * has passed; whistleblowing reports also carry both legal deadlines and whether each was (or is being) missed.
 * `azioni` are the actions the state allows now.
 */
export const Segnalazione = Type.Object({
  id: Type.String(),
  numero: Type.Integer(),
  tipo: Type.Enum(SEGNALAZIONE_TIPI),
  stato: Type.Enum(SEGNALAZIONE_STATI),
  oggetto: Type.String(),
  descrizione: Type.String(),
  origine: Type.String(),
  /** The reporter's login (absent: anonymous whistleblowing). */
  segnalante: Type.Optional(Type.String()),
  dipendenzaId: Type.Optional(Type.String()),
  dipendenzaDenominazione: Type.Optional(Type.String()),
  tipoSospetto: Type.Optional(Type.String()),
  codiceFenomeno: Type.Optional(Type.String()),
  livelloRischio: Type.Optional(Type.Integer()),
  importoEur: Type.Optional(Type.Integer()),
  alertId: Type.Optional(Type.String()),
  categoria: Type.Optional(Type.String()),
  dataRilevazione: Type.String(),
  protocolloUif: Type.Optional(Type.String()),
  dataInvioUif: Type.Optional(Type.String()),
  /** SOS: originaria | sostitutiva (TIPI_INVIO); the report it replaces, and the replacement under way or sent. */
  tipoInvio: Type.Optional(Type.String()),
  sostituisce: Type.Optional(Riferimento),
  sostituitaDa: Type.Optional(Riferimento),
  /** SOS: the effects on the client recorded so far (EFFETTI_CLIENTE). */
  effetti: Type.Optional(Type.Array(Type.String())),
  /** SOS after transmission: the UIF's outcome (ESITI_UIF) and its day. */
  esitoUif: Type.Optional(Type.String()),
  dataEsitoUif: Type.Optional(Type.String()),
  esito: Type.Optional(Type.String()),
  dataAvviso: Type.Optional(Type.String()),
  dataRiscontro: Type.Optional(Type.String()),
  dataDecisione: Type.Optional(Type.String()),
  scadenza: Type.Optional(Type.String()),
  inRitardo: Type.Boolean(),
  scadenzaAvviso: Type.Optional(Type.String()),
  scadenzaRiscontro: Type.Optional(Type.String()),
  avvisoInRitardo: Type.Optional(Type.Boolean()),
  riscontroInRitardo: Type.Optional(Type.Boolean()),
  /**
   * yyyy-MM-dd, once decided: SOS kept at least until this day (SOS_ANNI_CONSERVAZIONE after the decision);
   * whistleblowing to be deleted by this day (WB_ANNI_CONSERVAZIONE after the outcome).
   */
  conservaFinoAl: Type.Optional(Type.String()),
  soggetti: Type.Array(Collegato),
  operazioni: Type.Array(Collegato),
  gestori: Type.Array(Type.String()),
  decisioni: Type.Array(SegnalazioneDecisione),
  azioni: Type.Array(Type.Enum(SEGNALAZIONE_AZIONI)),
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Segnalazione = Static<typeof Segnalazione>;

/** The answer to filing a report: its number, and whether the filer may open it (an operator may not). */
export const SegnalazioneRicevuta = Type.Object({
  id: Type.String(),
  numero: Type.Integer(),
  leggibile: Type.Boolean(),
});
export type SegnalazioneRicevuta = Static<typeof SegnalazioneRicevuta>;
