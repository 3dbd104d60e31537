/**
 * The factor kinds of the sign-in widget's specification (spec/sign-in-widget.md §3 "Factor"), as the wire
 * names them: `factorType` + `provider`, with the widget's sort order (1 first). Windows Hello is not a kind of
 * its own on the wire: it is the `webauthn` / `FIDO` factor, which the widget shows on the Windows Hello screen
 * when its `webauthn` feature is off. Okta Verify's TOTP (`token:software:totp` / `OKTA`) is the backup of push.
 *
 * This is data only: which kinds have a server implementation is the registry's business (kinds/index.ts).
 */
export const FACTOR_CATALOG = [
  { factorType: 'push', provider: 'OKTA', name: 'Okta Verify', sortOrder: 1 },
  { factorType: 'token:software:totp', provider: 'OKTA', name: 'Okta Verify', sortOrder: 1 },
  { factorType: 'u2f', provider: 'FIDO', name: 'Security Key (U2F)', sortOrder: 2 },
  { factorType: 'webauthn', provider: 'FIDO', name: 'Security Key or Biometric Authenticator', sortOrder: 2 },
  { factorType: 'token:hardware', provider: 'YUBICO', name: 'YubiKey', sortOrder: 4 },
  { factorType: 'token:software:totp', provider: 'GOOGLE', name: 'Google Authenticator', sortOrder: 5 },
  { factorType: 'token:hotp', provider: 'CUSTOM', name: 'Custom HOTP', sortOrder: 6 },
  { factorType: 'sms', provider: 'OKTA', name: 'SMS Authentication', sortOrder: 7 },
  { factorType: 'call', provider: 'OKTA', name: 'Voice Call Authentication', sortOrder: 8 },
  { factorType: 'email', provider: 'OKTA', name: 'Email Authentication', sortOrder: 9 },
  { factorType: 'question', provider: 'OKTA', name: 'Security Question', sortOrder: 10 },
  { factorType: 'web', provider: 'DUO', name: 'Duo Security', sortOrder: 11 },
  { factorType: 'token', provider: 'SYMANTEC', name: 'Symantec VIP', sortOrder: 12 },
  { factorType: 'token', provider: 'RSA', name: 'RSA SecurID', sortOrder: 13 },
  { factorType: 'token', provider: 'DEL_OATH', name: 'On-Prem MFA', sortOrder: 14 },
  { factorType: 'password', provider: 'OKTA', name: 'Password', sortOrder: 15 },
  { factorType: 'assertion:saml2', provider: 'GENERIC_SAML', name: 'SAML factor', sortOrder: 16 },
  { factorType: 'assertion:oidc', provider: 'GENERIC_OIDC', name: 'OIDC factor', sortOrder: 17 },
] as const;

export type CatalogEntry = (typeof FACTOR_CATALOG)[number];

/** The factor types a policy may name (`--factors LIST`), in catalogue order, each once. */
export const POLICY_FACTOR_TYPES: readonly string[] = [...new Set(FACTOR_CATALOG.map((k) => k.factorType))];

/** true when `factorType` is a factor type of the catalogue. */
export function isKnownFactorType(factorType: string): boolean {
  return POLICY_FACTOR_TYPES.includes(factorType);
}
