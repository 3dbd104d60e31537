import { record, type EventoRevisione } from './evento-revisione.ts';

/**
 * A suspicious-transaction report (SOS) naming the client (§1.4): filed (`segnalazione.create` of an SOS, its
 * reported client) or a client linked to it later (`segnalazione.collegamento` adding `soggettoId`). Confidential:
 * only the AML function reads that an SOS is the reason.
 */
export const sosEvento: EventoRevisione = {
  tipo: 'SOS',
  riservato: true,
  detect({ action, after }) {
    const a = record(after);
    if (!a || typeof a.soggettoId !== 'string') return [];
    // a replacement (sostitutiva) corrects a report already counted: not a new suspicion
    const filed = action === 'segnalazione.create' && a.tipo === 'SOS' && !a.sostituisce;
    const linked = action === 'segnalazione.collegamento' && a.aggiunto === true;
    if (!filed && !linked) return [];
    return [
      {
        soggettoId: a.soggettoId,
        motivo: 'Il cliente è collegato a una segnalazione di operazione sospetta.',
      },
    ];
  },
};
