import { DipendenzaInput, fieldErrors, IstitutoInput } from '@compliance/shared';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from './demo-data.ts';
import { createPrng } from './prng.ts';

describe('the demo generator', () => {
  it('gives the same data for the same seed and other data for another seed', () => {
    expect(generateDemoData(7)).toEqual(generateDemoData(7));
    expect(generateDemoData(7).dipendenze).not.toEqual(generateDemoData(8).dipendenze);
  });

  it('makes one valid institution and 12 valid branches with distinct CAB codes', () => {
    const data = generateDemoData();
    expect(fieldErrors(IstitutoInput, {}, data.istituto)).toEqual([]);
    expect(data.dipendenze).toHaveLength(12);
    const fakeId = '00000000-0000-4000-8000-000000000000';
    for (const d of data.dipendenze)
      expect(fieldErrors(DipendenzaInput, {}, { ...d, istitutoId: fakeId })).toEqual([]);
    expect(new Set(data.dipendenze.map((d) => d.codiceCab)).size).toBe(12);
  });

  it('draws integers within bounds', () => {
    const prng = createPrng(1);
    const draws = Array.from({ length: 1000 }, () => prng.int(3, 5));
    expect(Math.min(...draws)).toBe(3);
    expect(Math.max(...draws)).toBe(5);
  });
});
