import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchLanguageTag } from '@identity/contracts/languages';
import { PAGE_LANGUAGES, type PageLanguage } from './page-text.ts';

const cache = new Map<string, PageLanguage[]>();

/**
 * The languages the hosted pages can be shown in: English, plus each language that has both the page's own
 * texts (page-text.ts) and a widget bundle `labels/json/login_{lang}.json` in `widgetDist`. Checked once per
 * widget build directory.
 */
export function hostedLanguages(widgetDist: string): PageLanguage[] {
  let languages = cache.get(widgetDist);
  if (!languages) {
    languages = PAGE_LANGUAGES.filter(
      (l) => l === 'en' || existsSync(join(widgetDist, 'labels', 'json', `login_${l}.json`)),
    );
    cache.set(widgetDist, languages);
  }
  return languages;
}

/**
 * Picks the language of a page from an `Accept-Language` header (RFC 9110 §12.5.4): the entries in order of
 * their `q` weight (ties keep the header's order; `q=0` and `*` are skipped), each matched as the widget matches
 * (`matchLanguageTag`: exactly, by alias, or by its primary subtag: `it-CH` -> `it`, `pt-PT` -> `pt-BR`). English
 * when nothing matches.
 */
export function pickLanguage(
  acceptLanguage: string | undefined,
  available: readonly PageLanguage[],
): PageLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 32)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().replace(/_/g, '-').toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const match = matchLanguageTag(tag, available);
    if (match) return match;
  }
  return 'en';
}
