import type { EnrolKind } from '../kind.ts';
import { EnrollToken } from './enroll-token.tsx';

/** RSA SecurID, on-prem MFA and Symantec VIP: the token's first code(s) enrol it; no activation step. */
export const tokenKind: EnrolKind = {
  factorType: 'token',
  providers: ['RSA', 'DEL_OATH', 'SYMANTEC'],
  Enroll: EnrollToken,
};

/** YubiKey: one code the key types; no activation step. */
export const hardwareTokenKind: EnrolKind = {
  factorType: 'token:hardware',
  providers: ['YUBICO'],
  Enroll: EnrollToken,
};
