import type { HelpText } from './texts/hosted-text.ts';
import { HOSTED_TEXTS, PAGE_LANGUAGES, type PageLanguage } from './texts/index.ts';

export type { HelpText } from './texts/hosted-text.ts';

/** The texts of the sign-in help page (`/help/login`), per language (texts/{lang}.ts `help`). */
export const HELP_TEXT = Object.fromEntries(PAGE_LANGUAGES.map((l) => [l, HOSTED_TEXTS[l].help])) as Record<
  PageLanguage,
  HelpText
>;
