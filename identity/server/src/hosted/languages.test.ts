import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';
import { HOSTED_TEXTS, PAGE_LANGUAGES } from './texts/index.ts';

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

describe('pickLanguage over all hosted languages', () => {
  it.each<[string, string]>([
    ['de-DE,de;q=0.9', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-pt', 'pt-BR'],
    ['nl', 'nl-NL'],
    ['nl-BE', 'nl-NL'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['in', 'id'],
    ['id-ID', 'id'],
    ['ar-EG, ja;q=0.5', 'ja'],
    ['he', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header, PAGE_LANGUAGES)).toBe(expected);
  });
});

describe('hosted texts (texts/, one file per language)', () => {
  const english = HOSTED_TEXTS.en;

  it('cover the 28 widget languages but the old code in', () => {
    expect(PAGE_LANGUAGES).toHaveLength(27);
    expect(PAGE_LANGUAGES[0]).toBe('en');
  });

  it.each(PAGE_LANGUAGES.filter((l) => l !== 'en'))('%s: every text, translated, with {login}', (lang) => {
    const { page, help } = HOSTED_TEXTS[lang];
    for (const [key, text] of Object.entries(page)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(english.page[key as keyof typeof page]);
    }
    expect(page.signedInAs).toContain('{login}');
    expect(help.sections).toHaveLength(english.help.sections.length);
    for (const s of help.sections) expect(s.heading && s.body).toBeTruthy();
    expect(help.title).not.toBe(english.help.title);
  });
});
