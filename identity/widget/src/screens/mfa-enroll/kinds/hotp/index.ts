import type { EnrolKind } from '../kind.ts';
import { EnrollHotp } from './enroll-hotp.tsx';

/** Custom HOTP: not set up by the person; no activation step. */
export const hotpKind: EnrolKind = {
  factorType: 'token:hotp',
  providers: ['CUSTOM'],
  Enroll: EnrollHotp,
};
