import { describe, expect, it } from 'vitest';
import { FACTOR_TABLE, factorEntry } from '../../routing/factor-table.ts';
import { callKind } from './kinds/call.tsx';
import { customKind } from './kinds/custom.tsx';
import { duoKind } from './kinds/duo.tsx';
import { emailKind } from './kinds/email.tsx';
import { hardwareKind } from './kinds/hardware.tsx';
import { u2fKind, webauthnKind, windowsHelloKind } from './kinds/fido/index.ts';
import { findVerifyKind, type VerifyKindModule } from './kinds/kind.ts';
import { passcodeKind } from './kinds/passcode.tsx';
import { passwordKind } from './kinds/password.tsx';
import { pushKind } from './kinds/push/index.ts';
import { questionKind } from './kinds/question.tsx';
import { smsKind } from './kinds/sms.tsx';
import { VERIFY_KINDS } from './verify-kinds.ts';

/** Each factor of spec §3 → the module that verifies it (webauthn feature on). */
const EXPECTED: Record<string, VerifyKindModule> = {
  'OKTA:push': pushKind,
  'OKTA:token:software:totp': passcodeKind,
  'GOOGLE:token:software:totp': passcodeKind,
  'CUSTOM:token:hotp': passcodeKind,
  'SYMANTEC:token': passcodeKind,
  'RSA:token': passcodeKind,
  'DEL_OATH:token': passcodeKind,
  'OKTA:sms': smsKind,
  'OKTA:call': callKind,
  'OKTA:email': emailKind,
  'OKTA:question': questionKind,
  'OKTA:password': passwordKind,
  'FIDO:webauthn': webauthnKind,
  'FIDO:u2f': u2fKind,
  'YUBICO:token:hardware': hardwareKind,
  'DUO:web': duoKind,
  'GENERIC_SAML:assertion:saml2': customKind,
  'GENERIC_OIDC:assertion:oidc': customKind,
};

const kindOf = (key: string, features: { webauthn?: boolean }) => {
  const [provider, ...type] = key.split(':');
  const factorType = type.join(':');
  const entry = factorEntry(provider!, factorType, features);
  return entry && findVerifyKind(VERIFY_KINDS, entry.verify, factorType);
};

describe('verify kinds table (spec §2 "Verify screen by factor type")', () => {
  it('is checked for every factor of the factor table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(FACTOR_TABLE).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', (key, expected) => {
    expect(kindOf(key, { webauthn: true })).toBe(expected);
  });

  it('sends FIDO webauthn to the Windows Hello kind without the webauthn feature (spec §2 route table)', () => {
    expect(kindOf('FIDO:webauthn', {})).toBe(windowsHelloKind);
  });

  it('has one module per verify kind and factor type', () => {
    const keys = VERIFY_KINDS.flatMap((k) => (k.factorTypes ?? ['*']).map((t) => `${k.verify}/${t}`));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
