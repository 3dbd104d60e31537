import { cs } from './cs.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { el } from './el.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import type { HostedText } from './hosted-text.ts';
import { hu } from './hu.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ms } from './ms.ts';
import { nb } from './nb.ts';
import { nlNL } from './nl-nl.ts';
import { pl } from './pl.ts';
import { ptBR } from './pt-br.ts';
import { ro } from './ro.ts';
import { ru } from './ru.ts';
import { sv } from './sv.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { uk } from './uk.ts';
import { vi } from './vi.ts';
import { zhCN } from './zh-cn.ts';
import { zhTW } from './zh-tw.ts';

/**
 * The one table of the hosted pages' languages (spec §1's 28 widget languages less `in`, the old code of
 * Indonesian that browsers no longer send; an `Accept-Language: in` is matched to `id`). English first: it is the
 * fallback. Adding a language = one file here (lower-case name) plus the widget's labels/login_{lang}.json.
 */
export const HOSTED_TEXTS = {
  en,
  cs,
  da,
  de,
  el,
  es,
  fi,
  fr,
  hu,
  id,
  it,
  ja,
  ko,
  ms,
  nb,
  'nl-NL': nlNL,
  pl,
  'pt-BR': ptBR,
  ro,
  ru,
  sv,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
} as const satisfies Record<string, HostedText>;

export type PageLanguage = keyof typeof HOSTED_TEXTS;

/** The hosted pages' languages, English first. */
export const PAGE_LANGUAGES = Object.keys(HOSTED_TEXTS) as PageLanguage[];
