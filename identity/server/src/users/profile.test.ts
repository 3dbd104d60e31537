import { describe, expect, it } from 'vitest';
import { InputErrors } from '../errors.ts';
import { buildProfile } from './profile.ts';

const valid = { login: 'ada@example.com', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

function problemsOf(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof InputErrors) return e.problems;
    throw e;
  }
  throw new Error('expected InputErrors');
}

describe('buildProfile (Okta base user profile)', () => {
  it('accepts the base attributes, trims values and drops blank ones', () => {
    expect(
      buildProfile({ ...valid, mobilePhone: ' +39 333 ', secondEmail: '', timezone: 'Europe/Rome' }, null),
    ).toEqual({ ...valid, mobilePhone: '+39 333', timezone: 'Europe/Rome' });
  });

  it('requires Okta’s four attributes on create and replace, or the ones the caller names', () => {
    expect(problemsOf(() => buildProfile({ login: 'a@example.com' }, null))).toEqual([
      { property: 'email', message: 'The field cannot be left blank' },
      { property: 'firstName', message: 'The field cannot be left blank' },
      { property: 'lastName', message: 'The field cannot be left blank' },
    ]);
    expect(
      buildProfile({ login: 'a@example.com', email: 'a@example.com' }, null, ['login', 'email']),
    ).toEqual({
      login: 'a@example.com',
      email: 'a@example.com',
    });
  });

  it('reports every problem at once: unknown attribute, wrong type, formats, lengths', () => {
    const problems = problemsOf(() =>
      buildProfile(
        {
          ...valid,
          login: 'not-an-email',
          shoeSize: '42',
          title: 7,
          locale: 'english',
          timezone: 'Mars/Olympus',
          countryCode: 'ita',
          profileUrl: 'javascript:alert(1)',
          firstName: 'x'.repeat(51),
        },
        null,
      ),
    );
    expect(problems.map((p) => p.property)).toEqual([
      'login',
      'firstName',
      'shoeSize',
      'title',
      'locale',
      'timezone',
      'countryCode',
      'profileUrl',
    ]);
    expect(problems[0]!.message).toBe('Username must be an email address');
    expect(problems[2]!.message).toBe('The attribute is not defined in the user profile');
  });

  it('merges a partial update into the current profile; null removes, required ones cannot be removed', () => {
    const current = { ...valid, mobilePhone: '1', title: 'Countess' };
    expect(buildProfile({ mobilePhone: null, city: 'London' }, current)).toEqual({
      ...valid,
      title: 'Countess',
      city: 'London',
    });
    expect(problemsOf(() => buildProfile({ lastName: null }, current))).toEqual([
      { property: 'lastName', message: 'The field cannot be left blank' },
    ]);
  });
});
