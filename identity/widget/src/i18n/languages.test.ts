import { describe, expect, it } from 'vitest';
import { languageTag, matchLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from './languages.ts';

describe('matchLanguage (browser and host codes to the 28 languages of spec §1)', () => {
  it.each<[string, string | undefined]>([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE_ch', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['nl-NL', 'nl-NL'],
    ['nl', 'nl-NL'],
    ['nl-BE', 'nl-NL'],
    ['no', 'nb'],
    ['nb-NO', 'nb'],
    ['nn-NO', 'nb'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh_cn', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['id-ID', 'id'],
    ['in', 'in'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['ar', undefined],
    ['he-IL', undefined],
    ['', undefined],
  ])('%s → %s', (code, expected) => {
    expect(matchLanguage(code)).toBe(expected);
  });

  it('matches every supported code to itself', () => {
    for (const l of SUPPORTED_LANGUAGES) expect(matchLanguage(l)).toBe(l);
  });
});

describe('resolveLanguage', () => {
  it('prefers the setting, then the first supported browser language, then English', () => {
    expect(resolveLanguage('ja', ['de-DE'])).toBe('ja');
    expect(resolveLanguage(undefined, ['ar-EG', 'no', 'de'])).toBe('nb');
    expect(resolveLanguage(undefined, ['ar-EG', 'he'])).toBe('en');
    expect(resolveLanguage('ar', ['de'])).toBe('en');
  });

  it('calls a picker function with the supported set and the browser languages', () => {
    const seen: unknown[] = [];
    const picked = resolveLanguage(
      (supported, user) => {
        seen.push(supported, user);
        return user.includes('zh-HK') ? 'zh-Hant' : 'en';
      },
      ['zh-HK'],
    );
    expect(picked).toBe('zh-TW');
    expect(seen).toEqual([SUPPORTED_LANGUAGES, ['zh-HK']]);
  });
});

describe('languageTag', () => {
  it('writes the old Indonesian code in as id, and leaves the others alone', () => {
    expect(languageTag('in')).toBe('id');
    expect(languageTag('id')).toBe('id');
    expect(languageTag('zh-TW')).toBe('zh-TW');
  });
});
