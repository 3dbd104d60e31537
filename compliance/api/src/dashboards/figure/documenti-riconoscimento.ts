import type { Figura, FiguraContesto } from '../figura.ts';
import { plusDays } from './scadenze.ts';

/** The filters of the identity documents whose expiry date falls from `oggi` to `days` days later (both included). */
function inScadenza(oggi: string, days: number): Record<string, string> {
  return { riconoscimento: 'Sì', 'dataScadenza.min': oggi, 'dataScadenza.max': plusDays(oggi, days) };
}

/**
 * Identity documents in the archive expiring within 30, 60 and 90 days (cumulative windows) and already expired
 * (design/compliance-domain.md §6 "ID documents expiring"; §1.4: an expired ID document calls for a new
 * identification). Counted on the document archive's list, within the reader's view of it.
 */
export const documentiRiconoscimento: Figura = {
  id: 'documenti-riconoscimento',
  titolo: 'Documenti di riconoscimento in scadenza',
  descrizione:
    "Carte d'identità, passaporti, patenti e permessi di soggiorno in archivio che scadono entro 30, 60 o 90 giorni, o già scaduti.",
  voci: ({ oggi }: FiguraContesto) => [
    ...[30, 60, 90].map((days) => ({
      chiave: `entro-${days}`,
      etichetta: `Entro ${days} giorni`,
      elenco: 'documenti' as const,
      filtri: inScadenza(oggi, days),
    })),
    {
      chiave: 'scaduti',
      etichetta: 'Già scaduti',
      elenco: 'documenti',
      filtri: { riconoscimento: 'Sì', 'dataScadenza.max': plusDays(oggi, -1) },
    },
  ],
};
