import { describe, expect, it } from 'vitest';
import { formatDate, formatEur, formatInteger } from './formats.ts';

describe('display formats', () => {
  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(formatDate('2024-12-31T23:30:00.000Z')).toBe('01/01/2025');
    expect(formatDate(undefined)).toBe('');
  });

  it('shows EUR amounts with Italian separators', () => {
    expect(formatEur(1234567.5).replace(/\s/g, ' ')).toBe('1.234.567,50 €');
    // Four-digit amounts are grouped too (CLDR's Italian minimum grouping would print 9800,00).
    expect(formatEur(9800).replace(/\s/g, ' ')).toBe('9.800,00 €');
  });

  it('shows counts with Italian thousands separators, four digits included', () => {
    expect(formatInteger(1200)).toBe('1.200');
    expect(formatInteger(987)).toBe('987');
    expect(formatInteger(1234567)).toBe('1.234.567');
  });
});
