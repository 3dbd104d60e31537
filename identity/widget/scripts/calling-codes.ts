/**
 * Prints the region → calling code table of src/screens/mfa-enroll/kinds/phone/calling-codes.ts from
 * libphonenumber-js's metadata (the widget ships the 1.4 kB table, not the library's metadata):
 *
 *   npx tsx identity/widget/scripts/calling-codes.ts
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

/** Regions spec §9 excludes from the country list. */
const EXCLUDED = new Set(['HM', 'BV', 'TF']);

console.log(
  getCountries()
    .filter((region) => !EXCLUDED.has(region))
    .map((region) => `${region}${getCountryCallingCode(region)}`)
    .join(' '),
);
