import { describe, expect, it } from 'vitest';
import { countryOptions, fullPhoneNumber } from './countries.ts';

describe('phone enrolment countries (spec §2 "Phone", §9 excluded countries)', () => {
  it('names regions in the language, sorted, with their calling codes, less HM, BV and TF', () => {
    const it = countryOptions('it');
    expect(it.find((c) => c.region === 'US')).toEqual({
      region: 'US',
      callingCode: '1',
      name: 'Stati Uniti',
    });
    expect(it.find((c) => c.region === 'IT')?.callingCode).toBe('39');
    expect(it.map((c) => c.region)).not.toEqual(expect.arrayContaining(['HM']));
    expect(it.some((c) => ['HM', 'BV', 'TF'].includes(c.region))).toBe(false);
    const names = it.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
  });

  it('builds +{code}{digits}; a number typed with + is taken as it is', () => {
    expect(fullPhoneNumber('US', ' (415) 555-0123 ')).toBe('+14155550123');
    expect(fullPhoneNumber('IT', '06 1234 5678')).toBe('+390612345678');
    expect(fullPhoneNumber('US', '+39 06 1234 5678')).toBe('+39 06 1234 5678');
  });
});
