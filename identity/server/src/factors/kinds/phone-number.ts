import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { ApiError, InputError } from '../../errors.ts';

/** A phone number as the SMS and voice factors keep it: E.164, and its region when libphonenumber knows it. */
export interface PhoneNumber {
  e164: string;
  region?: string;
}

/**
 * Parses the number a person typed (international form `+…`; without `+`, read as a US number, the widget's
 * default country) with libphonenumber-js's full metadata. With `validate` (the default) the number must be a
 * valid number of its region; the widget retries with `validatePhone: false` after E0000098, and then a number
 * of possible length for its calling code is enough. Its region (or, unknown, its calling code) must be one of
 * `countries`.
 * @throws ApiError 400 E0000098 (invalid number), 400 E0000099 (region not allowed); InputError (400
 *   E0000001) for text that is no phone number at all.
 */
export function parsePhone(raw: string, countries: readonly string[], validate = true): PhoneNumber {
  const text = raw.trim();
  if (!/^\+?[\d\s().-]{4,30}$/.test(text)) throw new InputError('Enter a phone number.', 'phoneNumber');
  const parsed = parsePhoneNumberFromString(text, text.startsWith('+') ? undefined : 'US');
  if (!parsed || !(validate ? parsed.isValid() : parsed.isPossible())) throw new ApiError('invalidPhone');
  const region = parsed.country;
  const allowed = region
    ? countries.includes(region)
    : countries.some((c) => callingCode(c) === parsed.countryCallingCode);
  if (!allowed) throw new ApiError('phoneRegionNotAllowed', { params: { '0': countries.join(', ') } });
  return { e164: parsed.number, ...(region ? { region } : {}) };
}

function callingCode(region: string): string | undefined {
  try {
    return getCountryCallingCode(region as CountryCode);
  } catch {
    return undefined;
  }
}

/**
 * A number as shown before sign-in completes: the calling code, then X for all but the last four digits,
 * grouped as the reference shows it (`+1 XXX-XXX-1337`).
 */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const code = parsed?.countryCallingCode ?? '';
  const national = parsed ? String(parsed.nationalNumber) : e164.replace(/\D/g, '');
  const last = national.slice(-4);
  const hidden = 'X'.repeat(Math.max(national.length - 4, 0));
  const grouped = hidden.length === 6 ? `${hidden.slice(0, 3)}-${hidden.slice(3)}-` : `${hidden}-`;
  return `+${code} ${grouped}${last}`;
}
