import type { LanguageSetting } from '../settings/settings.ts';

/** The 28 interface languages (spec §1). English is bundled; the others load on demand. */
export const SUPPORTED_LANGUAGES = [
  'en',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'fi',
  'fr',
  'hu',
  'id',
  'in',
  'it',
  'ja',
  'ko',
  'ms',
  'nb',
  'nl-NL',
  'pl',
  'pt-BR',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

/** Matches a code such as `it-IT`, `pt-br` or `zh_TW` to a supported language, or undefined. */
export function matchLanguage(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const wanted = code.replace('_', '-').toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('-')[0];
  return SUPPORTED_LANGUAGES.find((l) => l.toLowerCase() === base || l.toLowerCase().split('-')[0] === base);
}

/**
 * The language to show: the `language` setting (code or picker function), else the first supported
 * browser language, else English.
 */
export function resolveLanguage(
  setting: LanguageSetting | undefined,
  userLanguages: readonly string[],
): string {
  const chosen = typeof setting === 'function' ? setting(SUPPORTED_LANGUAGES, userLanguages) : setting;
  if (chosen) return matchLanguage(chosen) ?? 'en';
  for (const l of userLanguages) {
    const match = matchLanguage(l);
    if (match) return match;
  }
  return 'en';
}
