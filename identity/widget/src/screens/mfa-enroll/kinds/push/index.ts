import type { EnrolKind } from '../kind.ts';
import { ActivatePush } from './activate-push.tsx';
import { EnrollPush } from './enroll-push.tsx';

/** Push to the companion authenticator: device type, barcode or activation link by SMS / email, enrolment poll. */
export const pushKind: EnrolKind = {
  factorType: 'push',
  providers: ['OKTA'],
  Enroll: EnrollPush,
  Activate: ActivatePush,
};
