import type { Figura, FiguraContesto } from '../figura.ts';

/** `oggi` (yyyy-MM-dd) plus `days`. */
export function plusDays(oggi: string, days: number): string {
  return new Date(Date.parse(`${oggi}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The filters of the clients' current verifications due from `oggi` to `days` days later (both included). */
export function entro(oggi: string, days: number): Record<string, string> {
  return {
    stato: 'VERIFICATO',
    ultimoVerificato: 'Sì',
    'dataRevisione.min': oggi,
    'dataRevisione.max': plusDays(oggi, days),
  };
}

/** The filters of the clients whose latest verification has expired (review date passed). */
export const SCADUTI: Readonly<Record<string, string>> = { stato: 'SCADUTO', ultimoVerificato: 'Sì' };

/** Reviews coming due within 30, 60 and 90 days (cumulative windows) and those already expired, per client. */
export const scadenze: Figura = {
  id: 'scadenze',
  titolo: 'Revisioni in scadenza',
  descrizione:
    'Clienti il cui ultimo questionario verificato va rivisto entro 30, 60 o 90 giorni da oggi, o è già scaduto.',
  voci: ({ oggi }: FiguraContesto) => [
    ...[30, 60, 90].map((days) => ({
      chiave: `entro-${days}`,
      etichetta: `Entro ${days} giorni`,
      elenco: 'questionari' as const,
      filtri: entro(oggi, days),
    })),
    { chiave: 'scaduti', etichetta: 'Già scaduti', elenco: 'questionari', filtri: { ...SCADUTI } },
  ],
};
