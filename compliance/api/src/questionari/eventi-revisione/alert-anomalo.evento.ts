import { record, type EventoRevisione } from './evento-revisione.ts';

/**
 * An unexpected-transaction alert (inatteso) closed as anomalous, i.e. to be reported (§1.4, §2.2). Read from
 * `alert.chiudi` with `esito` DA_SEGNALARE.
 */
export const alertAnomaloEvento: EventoRevisione = {
  tipo: 'ALERT_ANOMALO',
  riservato: false,
  detect({ action, after }) {
    const a = record(after);
    if (action !== 'alert.chiudi' || a?.esito !== 'DA_SEGNALARE' || typeof a.soggettoId !== 'string')
      return [];
    return [
      {
        soggettoId: a.soggettoId,
        motivo: `L'alert n. ${String(a.numeroAlert)} è stato chiuso come anomalo (da segnalare).`,
      },
    ];
  },
};
