import type { AuthFactor } from '@identity/client';

/** What a token enrolment asks for (spec §2 "Enrolment screens", §3 "Token enrol"). */
export interface TokenFields {
  /** Label key of `profile.credentialId`, absent when the token needs none (YubiKey). */
  credentialId?: string;
  /** True when the token also gives the next code (`nextPassCode`: Symantec VIP). */
  nextPassCode: boolean;
  /** True when the code is typed by the key itself into a password-type field (YubiKey). */
  secret: boolean;
}

/**
 * The fields of a token factor's enrolment: RSA SecurID and on-prem MFA (DEL_OATH) take the username the token
 * is registered to and a code; Symantec VIP its credential ID, a code and the next code; a YubiKey one code.
 */
export function tokenFields(factor: AuthFactor): TokenFields {
  if (factor.factorType === 'token:hardware') return { nextPassCode: false, secret: true };
  if (factor.provider.toUpperCase() === 'SYMANTEC')
    return { credentialId: 'enroll.symantecVip.credentialId', nextPassCode: true, secret: false };
  return { credentialId: 'primaryauth.username.placeholder', nextPassCode: false, secret: false };
}
