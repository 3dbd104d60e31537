/**
 * Factor variants as one lookup table (house style 2.2 rule 2): sort order (spec §3 "Factor"), the verify
 * screen kind (spec §2 "Verify screen by factor type") and the 2.21.0 controller names of verify and activation.
 */

/** The verify form a factor uses. */
export type VerifyKind =
  | 'question'
  | 'email'
  | 'code'
  | 'passcode'
  | 'hardware'
  | 'push'
  | 'password'
  | 'duo'
  | 'u2f'
  | 'webauthn'
  | 'windows-hello'
  | 'custom';

export interface FactorEntry {
  /** Lower sorts first; the default factor is the lowest. */
  sortOrder: number;
  verify: VerifyKind;
  /** 2.21.0 controller name of the verify page. */
  verifyController: string;
  /** 2.21.0 controller name of the activation page (MFA_ENROLL_ACTIVATE). */
  activateController: string;
}

const mfa = (sortOrder: number, verify: VerifyKind, activateController: string): FactorEntry => ({
  sortOrder,
  verify,
  verifyController: 'mfa-verify',
  activateController,
});

/** Keyed by `PROVIDER:factorType` (provider upper-case, as on the wire). */
export const FACTOR_TABLE: Readonly<Record<string, FactorEntry>> = {
  'OKTA:push': mfa(1, 'push', 'barcode-push'),
  'OKTA:token:software:totp': mfa(1, 'passcode', 'barcode-totp'),
  'FIDO:u2f': {
    sortOrder: 2,
    verify: 'u2f',
    verifyController: 'mfa-verify verify-u2f',
    activateController: 'enroll-u2f',
  },
  'FIDO:webauthn': {
    sortOrder: 2,
    verify: 'webauthn',
    verifyController: 'mfa-verify verify-webauthn',
    activateController: 'enroll-webauthn',
  },
  'YUBICO:token:hardware': mfa(4, 'hardware', 'enroll-yubikey'),
  'GOOGLE:token:software:totp': mfa(5, 'passcode', 'barcode-totp'),
  'CUSTOM:token:hotp': mfa(6, 'passcode', 'enroll-hotp'),
  'OKTA:sms': mfa(7, 'code', 'enroll-sms'),
  'OKTA:call': mfa(8, 'code', 'enroll-call'),
  'OKTA:email': mfa(9, 'email', 'enroll-activation-link-sent'),
  'OKTA:question': mfa(10, 'question', 'enroll-question'),
  'DUO:web': {
    sortOrder: 11,
    verify: 'duo',
    verifyController: 'mfa-verify-duo duo-form',
    activateController: 'enroll-duo duo-form',
  },
  'SYMANTEC:token': mfa(12, 'passcode', 'enroll-symantec'),
  'RSA:token': mfa(13, 'passcode', 'enroll-rsa'),
  'DEL_OATH:token': mfa(14, 'passcode', 'enroll-onprem'),
  'OKTA:password': mfa(15, 'password', 'enroll-password'),
  'GENERIC_SAML:assertion:saml2': {
    sortOrder: 16,
    verify: 'custom',
    verifyController: 'verify-custom-factor custom-factor-form',
    activateController: 'enroll-custom-factor',
  },
  'GENERIC_OIDC:assertion:oidc': {
    sortOrder: 17,
    verify: 'custom',
    verifyController: 'verify-custom-factor custom-factor-form',
    activateController: 'enroll-custom-factor',
  },
};

/** Verify form by factor type alone, for providers the table does not list (spec §2). */
const VERIFY_BY_TYPE: Readonly<Record<string, VerifyKind>> = {
  question: 'question',
  email: 'email',
  sms: 'code',
  call: 'code',
  token: 'passcode',
  'token:software:totp': 'passcode',
  'token:hotp': 'passcode',
  'token:hardware': 'hardware',
  push: 'push',
  password: 'password',
};

/** Table entry for a factor, or undefined when its type is unknown (spec §2: any other type is an error). */
export function factorEntry(
  provider: string,
  factorType: string,
  features: { webauthn?: boolean } = {},
): FactorEntry | undefined {
  const entry = FACTOR_TABLE[`${provider.toUpperCase()}:${factorType}`];
  if (entry?.verify === 'webauthn' && !features.webauthn) {
    // spec §2 route table: FIDO webauthn is the Windows Hello screen unless the webauthn feature is on.
    return {
      ...entry,
      sortOrder: 3,
      verify: 'windows-hello',
      verifyController: 'mfa-verify verify-windows-hello',
      activateController: 'enroll-windows-hello',
    };
  }
  if (entry) return entry;
  const verify = VERIFY_BY_TYPE[factorType];
  return verify
    ? { sortOrder: 99, verify, verifyController: 'mfa-verify', activateController: 'enroll-activate' }
    : undefined;
}
