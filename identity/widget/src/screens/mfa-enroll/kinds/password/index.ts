import type { EnrolKind } from '../kind.ts';
import { EnrollPassword } from './enroll-password.tsx';

/** The password factor: the password typed twice; the IdP activates it at once (no activation step). */
export const passwordKind: EnrolKind = {
  factorType: 'password',
  providers: ['OKTA'],
  Enroll: EnrollPassword,
};
