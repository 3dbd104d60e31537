import { record, type EventoRevisione } from './evento-revisione.ts';

type Owner = { cognome?: string; nome?: string; codiceFiscale?: string };
const owners = (v: unknown): Owner[] =>
  Array.isArray(record(v)?.titolariEffettivi) ? (record(v)!.titolariEffettivi as Owner[]) : [];

/**
 * A legal person gains a beneficial owner (a tax code not among the previous owners; §1.4 "a new beneficial
 * owner"). Read from `soggetto.update`; the first registration of a client is not an event.
 */
export const titolareEffettivoEvento: EventoRevisione = {
  tipo: 'TITOLARE_EFFETTIVO',
  riservato: false,
  detect({ action, entityId, before, after }) {
    if (action !== 'soggetto.update' || !record(before) || !record(after)) return [];
    const known = new Set(owners(before).map((o) => o.codiceFiscale?.toUpperCase()));
    const added = owners(after).filter((o) => !known.has(o.codiceFiscale?.toUpperCase()));
    if (!added.length) return [];
    const names = added.map((o) => `${o.cognome ?? ''} ${o.nome ?? ''}`.trim()).join(', ');
    return [{ soggettoId: entityId, motivo: `Nuovo titolare effettivo: ${names}.` }];
  },
};
