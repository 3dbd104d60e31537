/**
 * Browser codes (BCP 47) that name one of the sign-in widget's 28 languages (spec §1) by another code, keyed by
 * lower-case `language` or `language-script|region`: Norwegian `no` and Nynorsk `nn` -> `nb`; Chinese by script or
 * region -> simplified `zh-CN` or traditional `zh-TW` (Hong Kong and Macau write traditional); bare `pt` and `nl`
 * -> the regional variant there is; the old Indonesian code `in` -> `id`.
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

/**
 * Matches one browser or host language code (`it-IT`, `pt_br`, `zh-Hant-HK`, `no`) to one of `available`, or
 * undefined: exactly (case and `_` ignored), then language plus script or region through the aliases above, then
 * the primary subtag (`de-AT` -> `de`, `pt-PT` -> `pt-BR`, `nl-BE` -> `nl-NL`). Used by the widget (its supported
 * languages) and by the IdP's hosted pages (the languages they have texts for), so both choose alike.
 */
export function matchLanguageTag<T extends string>(code: string, available: readonly T[]): T | undefined {
  const wanted = code.trim().replace(/_/g, '-').toLowerCase();
  if (!wanted) return undefined;
  const exact = available.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const [base = '', second] = wanted.split('-');
  const aliased = ALIASES[`${base}-${second}`] ?? ALIASES[base];
  if (aliased) return available.find((l) => l === aliased);
  return available.find((l) => l.toLowerCase().split('-')[0] === base);
}
