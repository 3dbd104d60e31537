import type { Factor } from '@identity/contracts';
import { factorEntry } from '../../routing/factor-table.ts';

/**
 * The dropdown option names of spec §2 "Factor-switch dropdown" (one icon each, ui: FactorIcon). DUO's push, sms
 * and call sub-options use DUO's name and icon.
 */
export type FactorName =
  | 'OKTA_VERIFY'
  | 'OKTA_VERIFY_PUSH'
  | 'GOOGLE_AUTH'
  | 'CUSTOM_HOTP'
  | 'SYMANTEC_VIP'
  | 'RSA_SECURID'
  | 'ON_PREM'
  | 'DUO'
  | 'YUBIKEY'
  | 'SMS'
  | 'CALL'
  | 'QUESTION'
  | 'PASSWORD'
  | 'WINDOWS_HELLO'
  | 'U2F'
  | 'WEBAUTHN'
  | 'EMAIL'
  | 'GENERIC_SAML'
  | 'GENERIC_OIDC';

/** Display data of a factor kind: its option name, label key and description key (labels/later/login.json). */
export interface FactorMeta {
  name: FactorName;
  label: string;
  description: string;
}

const meta = (name: FactorName, key: string): FactorMeta => ({
  name,
  label: `factor.${key}`,
  description: `factor.${key}.description`,
});

/** Keyed by `PROVIDER:factorType` as on the wire (provider upper-case). */
const BY_KEY: Readonly<Record<string, FactorMeta>> = {
  'OKTA:push': meta('OKTA_VERIFY_PUSH', 'push'),
  'OKTA:token:software:totp': meta('OKTA_VERIFY', 'totpSoft.oktaVerify'),
  'GOOGLE:token:software:totp': meta('GOOGLE_AUTH', 'totpSoft.googleAuthenticator'),
  'CUSTOM:token:hotp': meta('CUSTOM_HOTP', 'hotp'),
  'SYMANTEC:token': meta('SYMANTEC_VIP', 'totpHard.symantecVip'),
  'RSA:token': meta('RSA_SECURID', 'totpHard.rsaSecurId'),
  'DEL_OATH:token': meta('ON_PREM', 'totpHard.onPrem'),
  'DUO:web': meta('DUO', 'duo'),
  'YUBICO:token:hardware': meta('YUBIKEY', 'totpHard.yubikey'),
  'OKTA:sms': meta('SMS', 'sms'),
  'OKTA:call': meta('CALL', 'call'),
  'OKTA:question': meta('QUESTION', 'securityQuestion'),
  'OKTA:password': meta('PASSWORD', 'password'),
  'FIDO:u2f': meta('U2F', 'u2f'),
  'FIDO:webauthn': meta('WEBAUTHN', 'webauthn'),
  'OKTA:email': meta('EMAIL', 'email'),
  'GENERIC_SAML:assertion:saml2': meta('GENERIC_SAML', 'customFactor'),
  'GENERIC_OIDC:assertion:oidc': meta('GENERIC_OIDC', 'customFactor'),
};

const WINDOWS_HELLO = meta('WINDOWS_HELLO', 'windowsHello');
const GENERIC = meta('ON_PREM', 'generic');

/** Display data of a factor (spec §3 "Factor"); `webauthn` off shows FIDO webauthn as Windows Hello (spec §2). */
export function factorMeta(
  factor: Pick<Factor, 'provider' | 'factorType'>,
  features: { webauthn?: boolean } = {},
): FactorMeta {
  const key = `${factor.provider.toUpperCase()}:${factor.factorType}`;
  if (key === 'FIDO:webauthn' && !features.webauthn) return WINDOWS_HELLO;
  return BY_KEY[key] ?? GENERIC;
}

/** Sort order of spec §3 (lower first; unknown kinds last). */
export function sortOrderOf(factor: Pick<Factor, 'provider' | 'factorType'>, features = {}): number {
  return factorEntry(factor.provider, factor.factorType, features)?.sortOrder ?? 99;
}

/** Factors sorted by spec §3's order, stable for equal orders. */
export function sortFactors<F extends Pick<Factor, 'provider' | 'factorType'>>(
  factors: readonly F[],
  features: { webauthn?: boolean } = {},
): F[] {
  return factors
    .map((f, i) => ({ f, i, o: sortOrderOf(f, features) }))
    .sort((a, b) => a.o - b.o || a.i - b.i)
    .map(({ f }) => f);
}
