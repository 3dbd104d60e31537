import type { EnrolKind } from '../kind.ts';
import { ActivateDuo, EnrollDuo } from './enroll-duo.tsx';

/** Duo Security (`DUO:web`): enrolled at once, activated in the Duo frame. */
export const duoKind: EnrolKind = {
  factorType: 'web',
  providers: ['DUO'],
  Enroll: EnrollDuo,
  Activate: ActivateDuo,
};
