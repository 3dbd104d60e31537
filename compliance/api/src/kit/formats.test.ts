import { describe, expect, it } from 'vitest';
import { italianAmount, italianDate } from './formats.ts';

describe('Italian formats', () => {
  it('writes dates as dd/MM/yyyy', () => {
    expect(italianDate('2024-03-07')).toBe('07/03/2024');
    expect(italianDate(new Date('2024-12-31T23:30:00Z'))).toBe('01/01/2025'); // already 1 January in Rome
    expect(italianDate(null)).toBe('');
  });

  it('writes EUR amounts with a dot for thousands and a comma for decimals', () => {
    expect(italianAmount(1234567.5)).toBe('1.234.567,50');
    expect(italianAmount('-15000')).toBe('-15.000,00');
    expect(italianAmount(9800)).toBe('9.800,00');
    expect(italianAmount(undefined)).toBe('');
  });
});
