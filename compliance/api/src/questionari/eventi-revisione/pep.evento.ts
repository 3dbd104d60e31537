import { record, type EventoRevisione } from './evento-revisione.ts';

type Owner = { cognome?: string; nome?: string; codiceFiscale?: string; pep?: boolean };
const owners = (v: unknown): Owner[] =>
  Array.isArray(record(v)?.titolariEffettivi) ? (record(v)!.titolariEffettivi as Owner[]) : [];

/**
 * A client acquires PEP status (a natural person's `pep` turns true), or a legal person's beneficial owner does
 * (§1.2: PEP status triggers enhanced due diligence). Read from `soggetto.update`.
 */
export const pepEvento: EventoRevisione = {
  tipo: 'PEP',
  riservato: false,
  detect({ action, entityId, before, after }) {
    if (action !== 'soggetto.update') return [];
    const b = record(before);
    const a = record(after);
    if (!b || !a) return [];
    if (a.pep === true && b.pep !== true) {
      return [
        { soggettoId: entityId, motivo: 'Il cliente è diventato persona politicamente esposta (PEP).' },
      ];
    }
    const wasPep = new Set(
      owners(b)
        .filter((o) => o.pep)
        .map((o) => o.codiceFiscale),
    );
    const newPep = owners(a).filter((o) => o.pep && !wasPep.has(o.codiceFiscale));
    if (!newPep.length) return [];
    const names = newPep.map((o) => `${o.cognome ?? ''} ${o.nome ?? ''}`.trim()).join(', ');
    return [
      {
        soggettoId: entityId,
        motivo: `Titolare effettivo diventato persona politicamente esposta (PEP): ${names}.`,
      },
    ];
  },
};
