import type { AuthFactor } from '@identity/client';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator.ts';
import english from '../../i18n/labels/later/login.json';
import { copyOf, RECORDED } from '../../test-support/recorded.ts';
import { dropdownOptions } from './dropdown-options.ts';

const t = createTranslator(english, undefined);
const [google] = copyOf(RECORDED.requiredTotp)._embedded.factors as AuthFactor[];
const f = (id: string, provider: string, factorType: string, profile: object = {}): AuthFactor => ({
  ...google!,
  id,
  provider,
  factorType,
  profile,
});

describe('dropdownOptions (spec §2 "Factor-switch dropdown")', () => {
  it('labels push factors with their device name and hides Okta TOTP when more than one push factor exists', () => {
    const factors = [
      f('sms1', 'OKTA', 'sms'),
      google!,
      f('ost2', 'OKTA', 'token:software:totp'),
      f('opf1', 'OKTA', 'push', { name: 'Pixel 8' }),
      f('opf2', 'OKTA', 'push', { name: 'iPad' }),
      f('fwf1', 'FIDO', 'webauthn'),
    ];
    expect(dropdownOptions(factors, {}, t).map((o) => `${o.name} ${o.label}`)).toEqual([
      'OKTA_VERIFY_PUSH Okta Verify (push) (Pixel 8)',
      'OKTA_VERIFY_PUSH Okta Verify (push) (iPad)',
      'WINDOWS_HELLO Windows Hello',
      'GOOGLE_AUTH Google Authenticator',
      'SMS SMS Authentication',
    ]);
    expect(dropdownOptions(factors, { webauthn: true }, t)[2]?.name).toBe('WEBAUTHN');
  });

  it('keeps Okta TOTP with one push factor, and leaves out unknown factor types', () => {
    const factors = [
      f('opf1', 'OKTA', 'push'),
      f('ost2', 'OKTA', 'token:software:totp'),
      f('x', 'ACME', 'smoke'),
    ];
    expect(dropdownOptions(factors, {}, t).map((o) => o.label)).toEqual([
      'Okta Verify (push)',
      'Okta Verify',
    ]);
  });
});
