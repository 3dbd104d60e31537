import { record, type EventoRevisione } from './evento-revisione.ts';

/** `yyyy-MM-dd` as `dd/MM/yyyy`. */
const italian = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The client's identity document has expired (§1.4 "an expired ID document"): no event of its own in the records,
 * so the periodic sweep (`revisioni.service.ts`, `sweepDocumentiScaduti`) writes `soggetto.documentoScaduto` once
 * per expiry of the latest identity document known for the client (its personal data or the archive), and this
 * kind reads it. `after`: `{ documento, numero?, dataScadenza }` (label, number, `yyyy-MM-dd`).
 */
export const documentoScadutoEvento: EventoRevisione = {
  tipo: 'DOCUMENTO_SCADUTO',
  riservato: false,
  detect({ action, entityId, after }) {
    const a = record(after);
    if (action !== 'soggetto.documentoScaduto' || !a || typeof a.dataScadenza !== 'string') return [];
    const numero = typeof a.numero === 'string' && a.numero ? ` n. ${a.numero}` : '';
    return [
      {
        soggettoId: entityId,
        motivo: `Il documento di riconoscimento del cliente (${String(a.documento)}${numero}) è scaduto il ${italian(a.dataScadenza)}.`,
      },
    ];
  },
};
