import english from './labels/login.json';

export type Labels = Readonly<Record<string, string>>;

/** Looks up a label and fills `{0}`, `{1}`... (spec §2 "Step label is '{0} of {1}'"). */
export type Translate = (key: string, ...args: string[]) => string;

/**
 * The English labels known so far (the fallback for every key): those of primary sign-in and the shell are
 * bundled (labels/login.json); those of the later screens (labels/later/login.json) arrive with the first lazy
 * screen (screens/index.ts) through {@link addEnglish}.
 */
export const ENGLISH: Record<string, string> = { ...english };

/** Adds English labels (the later screens' ones, once their chunk has loaded). */
export function addEnglish(labels: Labels): void {
  Object.assign(ENGLISH, labels);
}

/**
 * Builds `t(key, ...args)` over the host's `i18n` overrides for that language, then the loaded bundle, then
 * English (spec §3 "language, i18n"); English is read at each call, so labels added later apply. An unknown key
 * returns the key itself.
 */
export function createTranslator(bundle: Labels | undefined, overrides: Labels | undefined): Translate {
  return (key, ...args) => {
    const text = overrides?.[key] ?? bundle?.[key] ?? ENGLISH[key] ?? key;
    return text.replace(/\{(\d+)\}/g, (m, i: string) => args[Number(i)] ?? m);
  };
}
