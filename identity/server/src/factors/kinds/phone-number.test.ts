import { describe, expect, it } from 'vitest';
import { ApiError, InputError } from '../../errors.ts';
import { maskEmail } from './email.ts';
import { maskPhone, parsePhone } from './phone-number.ts';

const US_CA = ['US', 'CA'];

/** The error code `fn` throws (E0000001 for an InputError). */
function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err.errorCode;
    if (err instanceof InputError) return 'E0000001';
    throw err;
  }
  return 'none';
}

describe('phone numbers of the SMS and voice factors (libphonenumber-js)', () => {
  it('parses international and US national forms to E.164 with their region', () => {
    expect(parsePhone('+1 415 555 0123', US_CA)).toEqual({ e164: '+14155550123', region: 'US' });
    expect(parsePhone('(415) 555-0123', US_CA)).toEqual({ e164: '+14155550123', region: 'US' });
    expect(parsePhone('+1 604 555 0199', US_CA)).toEqual({ e164: '+16045550199', region: 'CA' });
  });

  it('refuses invalid numbers (E0000098) unless validation is skipped, then needs a possible length', () => {
    expect(codeOf(() => parsePhone('+1 555 555 0123', US_CA))).toBe('E0000098');
    expect(parsePhone('+1 555 555 0123', US_CA, false)).toEqual({ e164: '+15555550123' });
    expect(codeOf(() => parsePhone('+1 555 55', US_CA, false))).toBe('E0000098');
    expect(codeOf(() => parsePhone('not a number', US_CA))).toBe('E0000001');
  });

  it('accepts only the allowed regions (E0000099), also when validation is skipped', () => {
    expect(codeOf(() => parsePhone('+39 347 123 4567', US_CA))).toBe('E0000099');
    expect(codeOf(() => parsePhone('+39 347 123 4567', US_CA, false))).toBe('E0000099');
    expect(parsePhone('+39 347 123 4567', ['IT'])).toEqual({ e164: '+393471234567', region: 'IT' });
  });

  it('masks all but the last four digits, as the reference shows numbers', () => {
    expect(maskPhone('+14155550123')).toBe('+1 XXX-XXX-0123');
    expect(maskPhone('+3906123456')).toBe('+39 XXXX-3456');
  });

  it('masks email addresses to the first and last character of the local part', () => {
    expect(maskEmail('giulia.rossi@example.com')).toBe('g...i@example.com');
    expect(maskEmail('ab@example.com')).toBe('a...@example.com');
  });
});
