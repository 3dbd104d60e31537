import type { EnrolKind } from '../kind.ts';
import { ActivateTotp } from './activate-totp.tsx';
import { EnrollTotp } from './enroll-totp.tsx';

/** Authenticator apps (Okta Verify's and Google Authenticator's TOTP): device type, barcode, manual, passcode. */
export const totpKind: EnrolKind = {
  factorType: 'token:software:totp',
  Enroll: EnrollTotp,
  Activate: ActivateTotp,
};
