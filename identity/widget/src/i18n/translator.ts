import english from './labels/login.json';

export type Labels = Readonly<Record<string, string>>;

/** Looks up a label and fills `{0}`, `{1}`... (spec §2 "Step label is '{0} of {1}'"). */
export type Translate = (key: string, ...args: string[]) => string;

/** The bundled English labels (the fallback for every key). */
export const ENGLISH: Labels = english;

/**
 * Builds `t(key, ...args)` over English, then the loaded bundle, then the host's `i18n` overrides
 * for that language (spec §3 "language, i18n"). An unknown key returns the key itself.
 */
export function createTranslator(bundle: Labels | undefined, overrides: Labels | undefined): Translate {
  const labels: Labels = { ...ENGLISH, ...bundle, ...overrides };
  return (key, ...args) => {
    const text = labels[key] ?? key;
    return text.replace(/\{(\d+)\}/g, (m, i: string) => args[Number(i)] ?? m);
  };
}
