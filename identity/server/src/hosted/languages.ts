import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
 * Browser codes that name a hosted language by another code: Norwegian `no`/`nn` -> `nb`, Chinese by script or
 * region -> `zh-CN` (simplified) or `zh-TW` (traditional, also Hong Kong and Macau), bare `pt`/`nl` -> the regional
 * variant we have, the old Indonesian code `in` -> `id`. The widget matches the same way (i18n/languages.ts).
 */
const ALIASES: Readonly<Record<string, string>> = {
  no: 'nb',
  nn: 'nb',
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  pt: 'pt-BR',
  nl: 'nl-NL',
  in: 'id',
};

/** The available language for one lower-case tag: exact, then by alias, then by primary subtag; or undefined. */
function matchTag(tag: string, available: readonly PageLanguage[]): PageLanguage | undefined {
  const exact = available.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const [base = '', second] = tag.split('-');
  const aliased = ALIASES[`${base}-${second}`] ?? ALIASES[base];
  if (aliased) return available.find((l) => l === aliased);
  return available.find((l) => l.toLowerCase().split('-')[0] === base);
}

/**
 * Picks the language of a page from an `Accept-Language` header (RFC 9110 §12.5.4): the entries in order of
 * their `q` weight (ties keep the header's order; `q=0` and `*` are skipped), each matched exactly (case and `_`
 * ignored), through the aliases above, or by its primary subtag (`it-CH` -> `it`, `pt-PT` -> `pt-BR`). English
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
    const match = matchTag(tag, available);
    if (match) return match;
  }
  return 'en';
}
