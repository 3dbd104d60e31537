import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

describe('pickLanguage (Accept-Language -> page language)', () => {
  const both = ['en', 'it'] as const;

  it('follows the q weights, then the header order, matching primary subtags', () => {
    expect(pickLanguage('it-IT,it;q=0.9,en;q=0.8', both)).toBe('it');
    expect(pickLanguage('en;q=0.5, it;q=0.6', both)).toBe('it');
    expect(pickLanguage('fr-CH, fr;q=0.9, it;q=0.8, en;q=0.7', both)).toBe('it');
    expect(pickLanguage('EN-gb, it', both)).toBe('en');
    expect(pickLanguage('en-US;q=0.9, it;q=0.9', both)).toBe('en');
  });

  it('falls back to English for nothing usable, q=0, wildcards and languages without a bundle', () => {
    for (const header of [undefined, '', '*', 'it;q=0', 'de, fr;q=0.5', ';;;,,,']) {
      expect(pickLanguage(header, both), String(header)).toBe('en');
    }
    // An unreadable weight counts as 1.
    expect(pickLanguage('it;q=abc, de', both)).toBe('it');
    expect(pickLanguage('it-IT', ['en'])).toBe('en');
  });
});
