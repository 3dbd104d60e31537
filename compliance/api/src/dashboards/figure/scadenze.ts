import type { Figura, FiguraContesto } from '../figura.ts';

/** `oggi` (yyyy-MM-dd) plus `days`. */
export function plusDays(oggi: string, days: number): string {
  return new Date(Date.parse(`${oggi}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/*
 * The client's verification is their latest verified questionnaire (`ultimoVerificato`); whether it is current or
 * expired is its review date against today (as the list's SCADUTO state reads it), a typed range the planner can
 * estimate, where a second computed filter (`stato`) would make it guess.
 */

/** The filters of the clients' verifications still valid on `oggi` (review date today or later). */
export function valide(oggi: string): Record<string, string> {
  return { ultimoVerificato: 'Sì', 'dataRevisione.min': oggi };
}

/** The filters of the clients' verifications due from `oggi` to `days` days later (both included). */
export function entro(oggi: string, days: number): Record<string, string> {
  return { ...valide(oggi), 'dataRevisione.max': plusDays(oggi, days) };
}

/** The filters of the clients whose latest verification has expired (review date before `oggi`). */
export function scaduti(oggi: string): Record<string, string> {
  return { ultimoVerificato: 'Sì', 'dataRevisione.max': plusDays(oggi, -1) };
}

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
    { chiave: 'scaduti', etichetta: 'Già scaduti', elenco: 'questionari', filtri: scaduti(oggi) },
  ],
};
