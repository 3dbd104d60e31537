import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES, effectivePasswordRules, type PasswordRules } from './password-policy.ts';
import {
  brokenComplexityRules,
  complexityCause,
  historyCause,
  minAgeCause,
  passwordAge,
  tooRecentlyChanged,
  usernameParts,
} from './password-rules.ts';

const rules = (overrides: Partial<PasswordRules>): PasswordRules => ({
  ...DEFAULT_PASSWORD_RULES,
  ...overrides,
});
const giulia = { login: 'giulia.rossi@example.com', firstName: 'Giulia', lastName: 'Rossi' };
const strict = rules({
  minLength: 8,
  minLowerCase: 1,
  minUpperCase: 1,
  minNumber: 1,
  excludeUsername: true,
  excludeAttributes: ['firstName', 'lastName'],
});

describe('effectivePasswordRules', () => {
  it('is the default (8 characters, nothing else) without a policy', () => {
    expect(effectivePasswordRules([])).toEqual(DEFAULT_PASSWORD_RULES);
    expect(DEFAULT_PASSWORD_RULES.minLength).toBe(8);
    expect(DEFAULT_PASSWORD_RULES.maxAgeDays).toBe(0);
  });

  it('keeps the strictest value of each rule', () => {
    const a = rules({
      minLength: 12,
      minSymbol: 1,
      maxAgeDays: 90,
      warnDays: 5,
      excludeAttributes: ['lastName'],
    });
    const b = rules({ minLength: 10, minNumber: 2, maxAgeDays: 0, historyCount: 4, minAgeMinutes: 60 });
    const c = rules({ maxAgeDays: 30, excludeUsername: true, excludeAttributes: ['firstName'] });
    expect(effectivePasswordRules([a, b, c])).toEqual({
      minLength: 12,
      minLowerCase: 0,
      minUpperCase: 0,
      minNumber: 2,
      minSymbol: 1,
      excludeUsername: true,
      excludeAttributes: ['firstName', 'lastName'],
      historyCount: 4,
      minAgeMinutes: 60,
      maxAgeDays: 30,
      warnDays: 5,
    });
  });
});

describe('brokenComplexityRules', () => {
  it('accepts a password that follows every rule', () => {
    expect(brokenComplexityRules(strict, 'Tramonto2026', giulia)).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(brokenComplexityRules(strict, 'short', giulia)).toEqual([
      'minLength',
      'minUpperCase',
      'minNumber',
    ]);
    expect(brokenComplexityRules(rules({ minSymbol: 2 }), 'Abcdefg1!', giulia)).toEqual(['minSymbol']);
    expect(brokenComplexityRules(strict, 'Xrossi2026', giulia)).toEqual(['excludeUsername', 'lastName']);
    expect(brokenComplexityRules(strict, 'GIULIA-pass9', giulia)).toEqual(['excludeUsername', 'firstName']);
    expect(brokenComplexityRules(strict, 'Example99x', giulia)).toEqual(['excludeUsername']);
  });

  it('counts characters, not UTF-16 units, and counts letters of every script', () => {
    expect(brokenComplexityRules(rules({ minLength: 8 }), '😀😀😀😀', giulia)).toEqual(['minLength']);
    expect(brokenComplexityRules(rules({ minUpperCase: 1, minLowerCase: 1 }), 'ÉtÉàààà1', giulia)).toEqual(
      [],
    );
  });

  it('splits the username on , . - _ # @ and ignores parts under 3 characters', () => {
    expect(usernameParts('jo.de_luca#x@example.com')).toEqual(['luca', 'example', 'com']);
    expect(
      brokenComplexityRules(rules({ excludeUsername: true }), 'jode1234', { login: 'jo.de@x.it' }),
    ).toEqual([]);
  });
});

describe('causes', () => {
  it('lists the requirements in the reference wording', () => {
    expect(complexityCause(strict)).toBe(
      'Password requirements were not met. Password requirements: at least 8 characters, a lowercase letter, ' +
        'an uppercase letter, a number, no parts of your username, does not include your first name, ' +
        'does not include your last name.',
    );
    expect(complexityCause(rules({ minLength: 10, minSymbol: 2 }))).toContain(
      'at least 10 characters, at least 2 symbols',
    );
    expect(historyCause(4)).toContain('cannot be any of your last 4 passwords');
  });

  it('states the minimum age in the largest exact unit', () => {
    expect(minAgeCause(2880)).toContain('At least 2 days');
    expect(minAgeCause(60)).toContain('At least 1 hour');
    expect(minAgeCause(90)).toContain('At least 90 minutes');
  });
});

describe('ages', () => {
  const changed = new Date('2026-11-01T12:00:00Z');
  const policy = rules({ maxAgeDays: 30, warnDays: 5, minAgeMinutes: 60 });

  it('expires after the maximum age and warns in the last days with the whole days left', () => {
    expect(passwordAge(policy, changed, new Date('2026-11-20T12:00:00Z'))).toEqual({ state: 'OK' });
    expect(passwordAge(policy, changed, new Date('2026-11-27T11:00:00Z'))).toEqual({
      state: 'WARN',
      daysLeft: 4,
    });
    expect(passwordAge(policy, changed, new Date('2026-12-01T06:00:00Z'))).toEqual({
      state: 'WARN',
      daysLeft: 0,
    });
    expect(passwordAge(policy, changed, new Date('2026-12-01T12:00:00Z'))).toEqual({ state: 'EXPIRED' });
    expect(passwordAge(rules({}), changed, new Date('2036-01-01T00:00:00Z'))).toEqual({ state: 'OK' });
    expect(passwordAge(policy, null, new Date('2036-01-01T00:00:00Z'))).toEqual({ state: 'OK' });
    // As many warning days as the maximum age: a password just set warns already.
    const always = rules({ maxAgeDays: 30, warnDays: 30 });
    expect(passwordAge(always, changed, new Date('2026-11-01T12:01:00Z'))).toEqual({
      state: 'WARN',
      daysLeft: 29,
    });
  });

  it('refuses a change before the minimum age', () => {
    expect(tooRecentlyChanged(policy, changed, new Date('2026-11-01T12:59:00Z'))).toBe(true);
    expect(tooRecentlyChanged(policy, changed, new Date('2026-11-01T13:00:00Z'))).toBe(false);
    expect(tooRecentlyChanged(rules({}), changed, changed)).toBe(false);
  });
});
