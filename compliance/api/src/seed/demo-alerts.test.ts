import { classeDaPunteggio } from '@compliance/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_EVALUATORS, generateAlerts } from './demo-alerts.ts';
import type { AlertCandidate } from './seed.repository.ts';

const candidates: AlertCandidate[] = Array.from({ length: 40 }, (_, i) => ({
  tipo: (['INDICATORE', 'INATTESO', 'SOGLIA'] as const)[i % 3]!,
  operazioneId: `op-${i}`,
  soggettoId: `cl-${i}`,
  dipendenzaId: `br-${i % 4}`,
  importoEur: 1_000_000 + i,
  numeroOperazione: i + 1,
  ...(i % 3 === 0 ? { indicatori: '16.2, 16.4' } : {}),
}));

describe('the demo alerts', () => {
  it('are the same for the same seed and day, and differ for another seed', () => {
    expect(generateAlerts(7, candidates, '2026-11-26')).toEqual(generateAlerts(7, candidates, '2026-11-26'));
    expect(generateAlerts(7, candidates, '2026-11-26')).not.toEqual(
      generateAlerts(8, candidates, '2026-11-26'),
    );
  });

  it('cover every state and outcome even for six candidates, with coherent workflow fields', () => {
    const few = generateAlerts(1, candidates.slice(0, 6), '2026-11-26');
    expect(new Set(few.map((a) => a.stato))).toEqual(new Set(['NUOVO', 'IN_LAVORAZIONE', 'CHIUSO']));
    expect(new Set(few.map((a) => a.esito).filter(Boolean))).toEqual(new Set(['ARCHIVIATO', 'DA_SEGNALARE']));
    expect(few.some((a) => a.assegnatario === 'giulia.rossi@example.com')).toBe(true);
    for (const a of generateAlerts(1, candidates, '2026-11-26')) {
      expect(a.classeRischio).toBe(classeDaPunteggio(a.punteggio));
      expect(a.dataRilevazione <= '2026-11-26' && a.dataRilevazione >= '2026-07-28').toBe(true);
      if (a.stato === 'NUOVO') expect(a.assegnatario).toBeUndefined();
      else expect(DEMO_EVALUATORS).toContain(a.assegnatario);
      if (a.stato === 'CHIUSO')
        expect(a).toMatchObject({ esito: expect.any(String), motivazione: expect.any(String) });
      if (a.tipo === 'INDICATORE') expect(a.codiceIndicatore).toBe('16.2');
    }
  });
});
