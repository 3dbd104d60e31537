import type { PageText } from './texts/hosted-text.ts';
import { HOSTED_TEXTS, PAGE_LANGUAGES, type PageLanguage } from './texts/index.ts';

export type { PageText } from './texts/hosted-text.ts';
/** Languages the hosted pages have their own texts for (texts/, one file per language); the widget brings its own labels. */
export { PAGE_LANGUAGES, type PageLanguage };

/** The texts of the hosted pages outside the widget, per language (texts/{lang}.ts `page`). */
export const PAGE_TEXT = Object.fromEntries(PAGE_LANGUAGES.map((l) => [l, HOSTED_TEXTS[l].page])) as Record<
  PageLanguage,
  PageText
>;
