import { describe, expect, it } from 'vitest';
import type { QuestionarioDemo } from './demo-questionari.ts';
import { withHistory } from './demo-questionari-storico.ts';

const TODAY = '2026-11-26';
const base = {
  modelloId: 'm',
  risposte: {},
  punteggio: 10,
  autore: 'marco.bianchi@example.com',
} as const;
const current: QuestionarioDemo[] = [
  {
    ...base,
    soggettoId: 'a',
    numero: 1,
    stato: 'VERIFICATO',
    classeCalcolata: 'ALTO',
    inviatoDa: base.autore,
    verificatore: 'giulia.rossi@example.com',
    dataVerifica: '2026-05-10',
    dataRevisione: '2027-05-10',
  },
  { ...base, soggettoId: 'b', numero: 1, stato: 'INVIATO', classeCalcolata: 'MEDIO', inviatoDa: base.autore },
];

describe('the bench questionnaires history', () => {
  it('gives every client earlier verified submissions one review period apart, the current one last', () => {
    const all = withHistory(1, current, TODAY, 3);
    expect(all.map((q) => `${q.soggettoId}${q.numero}${q.stato}`)).toEqual([
      'a1VERIFICATO',
      'a2VERIFICATO',
      'a3VERIFICATO',
      'b1VERIFICATO',
      'b2VERIFICATO',
      'b3INVIATO',
    ]);
    // ALTO: reviewed every 12 months, each renewed on the previous one's review date
    expect(all.slice(0, 2).map((q) => [q.dataVerifica, q.dataRevisione])).toEqual([
      ['2024-05-10', '2025-05-10'],
      ['2025-05-10', '2026-05-10'],
    ]);
    // a renewal under way: the last verified one is expired or coming due within 90 days
    const lastB = all[4]!.dataRevisione!;
    expect(lastB >= '2026-09-27' && lastB <= '2027-02-24').toBe(true);
    for (const q of all.filter((x) => x.stato === 'VERIFICATO')) {
      expect(q.verificatore).not.toBe(q.autore);
      expect(q.dataVerifica! < q.dataRevisione!).toBe(true);
    }
    expect(withHistory(1, current, TODAY, 3)).toEqual(all);
    expect(withHistory(1, current, TODAY, 1)).toEqual(current);
  });
});
