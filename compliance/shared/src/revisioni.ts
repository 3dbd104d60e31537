import { Type, type Static } from 'typebox';

/**
 * Events that require a new due-diligence review before the cadence date (design/compliance-domain.md §1.4:
 * "becoming a PEP, a new beneficial owner, an SOS, an unexpected-transaction alert (inatteso) judged anomalous, or
 * an expired ID document"; and a risk class raised, §1.4 "when their risk rises").
 */
export const EVENTI_REVISIONE = [
  'PEP',
  'TITOLARE_EFFETTIVO',
  'SOS',
  'ALERT_ANOMALO',
  'DOCUMENTO_SCADUTO',
  'RISCHIO_INNALZATO',
] as const;
export type EventoRevisioneTipo = (typeof EVENTI_REVISIONE)[number];
export const EVENTO_REVISIONE_LABELS: Record<EventoRevisioneTipo, string> = {
  PEP: 'Il cliente o un suo titolare effettivo è diventato PEP',
  TITOLARE_EFFETTIVO: 'Nuovo titolare effettivo',
  SOS: 'Segnalazione di operazione sospetta',
  ALERT_ANOMALO: 'Alert su operazione inattesa giudicato anomalo',
  DOCUMENTO_SCADUTO: 'Documento di riconoscimento scaduto',
  RISCHIO_INNALZATO: 'Profilo di rischio innalzato',
};

/**
 * What readers outside the AML function read instead of a confidential event's kind and reason (an SOS must never
 * be disclosed to the client's branch: art. 39 D.Lgs. 231/2007, no tipping-off).
 */
export const MOTIVO_RISERVATO = 'Revisione richiesta dalla funzione antiriciclaggio.';

/** One open request for an early review (`evento` absent when confidential for the reader). */
export const RevisioneRichiesta = Type.Object({
  id: Type.String(),
  evento: Type.Optional(Type.Enum(EVENTI_REVISIONE)),
  motivo: Type.String(),
  /** When the event happened (ISO 8601): the review is due from that day. */
  at: Type.String(),
});
export type RevisioneRichiesta = Static<typeof RevisioneRichiesta>;
