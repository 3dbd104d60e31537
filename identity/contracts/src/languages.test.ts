import { describe, expect, it } from 'vitest';
import { matchLanguageTag } from './languages.ts';

const AVAILABLE = ['en', 'de', 'id', 'it', 'nb', 'nl-NL', 'pt-BR', 'zh-CN', 'zh-TW'] as const;

describe('matchLanguageTag', () => {
  it('matches exactly, ignoring case and underscores', () => {
    expect(matchLanguageTag('pt_br', AVAILABLE)).toBe('pt-BR');
    expect(matchLanguageTag(' IT ', AVAILABLE)).toBe('it');
  });

  it('follows the aliases by language plus script or region, then by language', () => {
    expect(matchLanguageTag('zh-Hant-HK', AVAILABLE)).toBe('zh-TW');
    expect(matchLanguageTag('zh-HK', AVAILABLE)).toBe('zh-TW');
    expect(matchLanguageTag('zh', AVAILABLE)).toBe('zh-CN');
    expect(matchLanguageTag('nn', AVAILABLE)).toBe('nb');
    expect(matchLanguageTag('in', AVAILABLE)).toBe('id');
    expect(matchLanguageTag('nl', AVAILABLE)).toBe('nl-NL');
  });

  it('falls back to the primary subtag, and answers undefined when nothing matches', () => {
    expect(matchLanguageTag('de-AT', AVAILABLE)).toBe('de');
    expect(matchLanguageTag('pt-PT', AVAILABLE)).toBe('pt-BR');
    expect(matchLanguageTag('ar', AVAILABLE)).toBeUndefined();
    expect(matchLanguageTag('', AVAILABLE)).toBeUndefined();
    // An alias whose target is not available matches nothing rather than a wrong language.
    expect(matchLanguageTag('no', ['en', 'de'])).toBeUndefined();
  });
});
