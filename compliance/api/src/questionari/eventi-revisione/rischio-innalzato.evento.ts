import { record, type EventoRevisione } from './evento-revisione.ts';

/** The register's decisions that may record effects on the client (segnalazioni `AZIONI_CON_EFFETTI`). */
const DECISIONS = new Set(['segnalazione.archivia', 'segnalazione.trasmetti', 'segnalazione.effetti']);

/**
 * The AML function raised the client's risk profile as an effect of an SOS (§1.4: a client is re-verified "in
 * particular when their risk rises"; §2.3 effect on the client). Read from the register's decision entries whose
 * `after.effettiNuovi` (the effects that decision added) holds RISCHIO_INNALZATO, for the reported client
 * (`after.soggettoId`). Confidential like the SOS it comes from: outside the AML function it reads as
 * MOTIVO_RISERVATO.
 */
export const rischioInnalzatoEvento: EventoRevisione = {
  tipo: 'RISCHIO_INNALZATO',
  riservato: true,
  detect({ action, after }) {
    const a = record(after);
    if (!DECISIONS.has(action) || !a || typeof a.soggettoId !== 'string') return [];
    const added = Array.isArray(a.effettiNuovi) ? (a.effettiNuovi as unknown[]) : [];
    if (!added.includes('RISCHIO_INNALZATO')) return [];
    return [
      {
        soggettoId: a.soggettoId,
        motivo: `Profilo di rischio innalzato dalla funzione antiriciclaggio (segnalazione n. ${String(a.numero)}).`,
      },
    ];
  },
};
