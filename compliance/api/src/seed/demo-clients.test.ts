import { operazioneErrors, soggettoErrors } from '@compliance/shared';
import { describe, expect, it } from 'vitest';
import { generateClients } from './demo-clients.ts';
import { generateOperations } from './demo-operations.ts';

const BRANCH = '00000000-0000-4000-8000-000000000001';

describe('the demo clients and operations', () => {
  it('are the same for the same seed and valid by the shared schemas (tax codes, shares)', () => {
    const clients = generateClients(7, 300, 12);
    expect(generateClients(7, 300, 12)).toEqual(clients);
    expect(generateClients(8, 300, 12)).not.toEqual(clients);
    for (const { branch, ...c } of clients) {
      expect(branch).toBeLessThan(12);
      expect(soggettoErrors({ ...c, dipendenzaId: BRANCH })).toEqual([]);
    }
    const pg = clients.filter((c) => c.tipoPersona === 'PG').length;
    expect(pg / clients.length).toBeGreaterThan(0.2);
    expect(pg / clients.length).toBeLessThan(0.4);
  });

  it('spread operations over two years with valid fields, in batches', () => {
    const refs = Array.from({ length: 50 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      dipendenzaId: BRANCH,
      tipoPersona: i % 3 ? ('PF' as const) : ('PG' as const),
    }));
    const batches = [...generateOperations(7, refs, 5000, 2000)];
    expect(batches.map((b) => b.length)).toEqual([2000, 2000, 1000]);
    const ops = batches.flat();
    for (const { dataRegistrazione, ...op } of ops) {
      expect(operazioneErrors(op)).toEqual([]);
      expect(dataRegistrazione >= op.dataOperazione).toBe(true);
    }
    // about one in a hundred recorded late (more than 30 days after the operation; §1.5), none in the last 90 days
    const days = (o: (typeof ops)[number]) =>
      (Date.parse(o.dataRegistrazione) - Date.parse(o.dataOperazione)) / 86_400_000;
    const late = ops.filter((o) => days(o) > 30);
    expect(late.length).toBeGreaterThan(20);
    expect(late.length).toBeLessThan(100);
    expect(late.every((o) => o.dataOperazione <= '2026-08-03')).toBe(true);
    expect(ops.filter((o) => days(o) > 2).length).toBe(late.length);
    expect(ops[0]!.dataOperazione).toBe('2024-11-01');
    expect(ops.at(-1)!.dataOperazione > '2026-10-01').toBe(true);
    expect(new Set(ops.map((o) => o.causaleAnalitica)).size).toBeGreaterThan(10);
    expect(ops.some((o) => o.anomala)).toBe(true);
  });
});
