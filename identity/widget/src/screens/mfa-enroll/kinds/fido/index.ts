import type { EnrolKind } from '../kind.ts';
import { ActivateFido } from './activate-fido.tsx';
import { EnrollFido } from './enroll-fido.tsx';

/** WebAuthn security keys and biometrics (Windows Hello without the `webauthn` feature), FIDO provider. */
export const webauthnKind: EnrolKind = {
  factorType: 'webauthn',
  providers: ['FIDO'],
  Enroll: EnrollFido,
  Activate: ActivateFido,
};

/** FIDO U2F security keys, through the browser's U2F API where there is one. */
export const u2fKind: EnrolKind = {
  factorType: 'u2f',
  providers: ['FIDO'],
  Enroll: EnrollFido,
  Activate: ActivateFido,
};
