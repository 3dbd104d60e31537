import { CALLING_CODES } from './calling-codes.ts';

/** One option of the country select: region, its name in the widget's language, and its calling code. */
export interface CountryOption {
  region: string;
  name: string;
  callingCode: string;
}

/** The country preselected on the phone enrolment screen (spec §2: default US). */
export const DEFAULT_COUNTRY = 'US';

/**
 * The regions of {@link CALLING_CODES}, named in `locale` through Intl.DisplayNames (the region code itself where
 * the runtime has no name), sorted by name in that locale.
 */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  return Object.entries(CALLING_CODES)
    .map(([region, callingCode]) => ({ region, callingCode, name: names?.of(region) ?? region }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The number to send: `+{calling code}{digits}` from the region and what the person typed (spaces kept out). */
export function fullPhoneNumber(region: string, typed: string): string {
  const number = typed.trim();
  if (number.startsWith('+')) return number;
  return `+${CALLING_CODES[region] ?? ''}${number.replace(/[\s().-]/g, '')}`;
}
