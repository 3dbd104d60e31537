import type { AuthFactor } from '@identity/client';
import { describe, expect, it } from 'vitest';
import { copyOf, RECORDED } from '../../test-support/recorded.ts';
import { choicesPage } from './choices-page.ts';

// The recorded MFA_ENROLL factors (Google and Okta TOTP) with other types derived from them: the six situations.
const [google, okta] = copyOf(RECORDED.enrollRequired)._embedded.factors as AuthFactor[];
const as = (f: AuthFactor | undefined, over: Partial<AuthFactor>): AuthFactor => ({ ...f!, ...over });
const sms = as(okta, { factorType: 'sms', enrollment: 'REQUIRED', status: 'NOT_SETUP' });
const question = as(okta, { factorType: 'question', enrollment: 'OPTIONAL', status: 'NOT_SETUP' });

describe('choicesPage (spec §4 "Enrolment choices page")', () => {
  it('has required, none enrolled: the required list, first by spec §3 order; step 1 of the required types', () => {
    const page = choicesPage([google!, sms, okta!]);
    expect(page.situation).toBe('required-none-enrolled');
    expect(page.required.map((f) => `${f.provider}:${f.factorType}`)).toEqual([
      'OKTA:token:software:totp',
      'GOOGLE:token:software:totp',
      'OKTA:sms',
    ]);
    expect(page.step).toEqual({ current: 1, total: 2 });
  });

  it('has required, some enrolled: next required, step 2 of 2', () => {
    const page = choicesPage([as(google, { status: 'ACTIVE' }), sms]);
    expect(page.situation).toBe('required-some-enrolled');
    expect(page.required).toEqual([sms]);
    expect(page.step).toEqual({ current: 2, total: 2 });
  });

  it('all required enrolled, optional remain', () => {
    const page = choicesPage([as(google, { status: 'ACTIVE' }), question]);
    expect(page.situation).toBe('required-all-enrolled');
    expect(page.optional).toEqual([question]);
  });

  it('all optional, none enrolled / some enrolled', () => {
    const optional = (f: AuthFactor | undefined) => as(f, { enrollment: 'OPTIONAL' });
    expect(choicesPage([optional(google), question]).situation).toBe('optional-none-enrolled');
    const page = choicesPage([as(google, { enrollment: 'OPTIONAL', status: 'ACTIVE' }), question]);
    expect(page.situation).toBe('optional-some-enrolled');
    expect(page.enrolled).toHaveLength(1);
  });

  it('nothing to enrol', () => {
    expect(choicesPage([as(google, { status: 'ACTIVE' })]).situation).toBe('nothing-to-enrol');
    expect(choicesPage([]).situation).toBe('nothing-to-enrol');
  });
});
