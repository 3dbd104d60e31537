import { matchLanguageTag } from '@identity/contracts/languages';
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

/**
 * Matches a browser or host code (`it-IT`, `pt-br`, `zh_TW`, `zh-Hant-HK`, `no`) to a supported language, or
 * undefined: exactly (case and `_` ignored), then language plus script or region through the aliases, then the
 * primary subtag (`de-AT` -> `de`, `pt-PT` -> `pt-BR`, `nl-BE` -> `nl-NL`).
 */
export function matchLanguage(code: string | undefined): string | undefined {
  return code ? matchLanguageTag(code, SUPPORTED_LANGUAGES) : undefined;
}

/** The BCP 47 tag to put in `lang` for a supported language: `in` is the old code of Indonesian, now `id`. */
export function languageTag(language: string): string {
  return language === 'in' ? 'id' : language;
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
