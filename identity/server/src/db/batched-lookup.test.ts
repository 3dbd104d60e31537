import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';

function recorder(rows: Record<string, number>) {
  const calls: string[][] = [];
  const lookup = batchedLookup(async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.filter((k) => k in rows).map((k) => [k, rows[k]!]));
  });
  return { calls, lookup };
}

describe('batchedLookup', () => {
  it('answers the calls of one event-loop turn with one fetch of the distinct keys', async () => {
    const { calls, lookup } = recorder({ a: 1, b: 2 });
    expect(await Promise.all([lookup('a'), lookup('b'), lookup('zz'), lookup('a')])).toEqual([1, 2, null, 1]);
    expect(calls).toEqual([['a', 'b', 'zz']]);
  });

  it('caches nothing: a later call fetches again and sees the current rows', async () => {
    const rows: Record<string, number> = { a: 1 };
    const { calls, lookup } = recorder(rows);
    expect(await lookup('a')).toBe(1);
    delete rows.a;
    expect(await lookup('a')).toBeNull();
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('rejects every call of a batch whose fetch fails', async () => {
    const lookup = batchedLookup(async () => {
      throw new Error('database down');
    });
    const results = await Promise.allSettled([lookup('a'), lookup('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
