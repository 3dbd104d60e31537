import { describe, expect, it } from 'vitest';
import { createTranslator, ENGLISH } from './translator.ts';
import { bannerMessage, ERROR_KEYS, fieldErrorsOf, toWidgetError } from './error-keys.ts';
import later from './labels/later/login.json';

const t = (key: string) => ENGLISH[key] ?? key;

const validation = (errorCauses: unknown[]) =>
  toWidgetError({
    name: 'AuthApiError',
    errorCode: 'E0000001',
    errorSummary: 'Api validation failed: username',
    errorCauses,
    status: 400,
  });

describe('toWidgetError and fieldErrorsOf (spec §5 "Form behaviour", §8 "Transport handling")', () => {
  it('keeps property, summary and reason per cause; the first cause is the banner', () => {
    const e = validation([{ errorSummary: 'username: too long', property: 'username', reason: 'r' }, {}]);
    expect(e.causes).toEqual([{ summary: 'username: too long', property: 'username', reason: 'r' }]);
    expect(bannerMessage(e, t)).toBe('username: too long');
    expect(fieldErrorsOf(e, t)).toEqual({ username: 'too long' });
  });

  it("splits 'field: message', keeps an unsplittable summary whole, skips causes without a field", () => {
    const e = validation([
      { errorSummary: 'profile.email: not an email' },
      { errorSummary: 'Password is weak', property: 'password' },
      { errorSummary: 'Something else went wrong' },
      { errorSummary: 'password: second one' },
    ]);
    expect(fieldErrorsOf(e, t)).toEqual({ 'profile.email': 'not an email', password: 'Password is weak' });
  });

  it('maps nothing for a code with a localized message, a network failure or a 5xx', () => {
    const cause = [{ errorSummary: 'username: x', property: 'username' }];
    const known = toWidgetError({
      errorCode: 'E0000004',
      errorSummary: 'Auth',
      errorCauses: cause,
      status: 401,
    });
    expect(fieldErrorsOf(known, t)).toEqual({});
    expect(fieldErrorsOf({ ...validation(cause), statusCode: 500 }, t)).toEqual({});
    expect(fieldErrorsOf({ ...validation(cause), code: undefined, statusCode: 0 }, t)).toEqual({});
  });
});

describe('English labels of the error codes (spec §8 "Server codes")', () => {
  it("exist for every known code: bundled for primary sign-in, in the later screens' chunk for the others", () => {
    const all: Record<string, string> = { ...ENGLISH, ...later };
    for (const key of Object.values(ERROR_KEYS)) expect(all[key], key).toMatch(/\w/);
    expect(ENGLISH['errors.E0000004']).toBe('Sign in failed!');
    expect(ENGLISH['errors.E0000105']).toBeUndefined();
  });

  it("falls back to the server's texts while a known code's label is not loaded yet", () => {
    const used = toWidgetError({ errorCode: 'E0000105', errorSummary: 'Recovery link expired', status: 403 });
    expect(bannerMessage(used, createTranslator(undefined, undefined))).toBe('Recovery link expired');
    const withLater = createTranslator(later, undefined);
    expect(bannerMessage(used, withLater)).toBe(
      'You have accessed an account recovery link that has expired or been previously used.',
    );
  });
});
