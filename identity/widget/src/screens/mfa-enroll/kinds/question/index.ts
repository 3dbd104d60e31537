import type { EnrolKind } from '../kind.ts';
import { EnrollQuestion } from './enroll-question.tsx';

/** Security question: a question from the IdP's catalogue and its answer; no activation step. */
export const questionKind: EnrolKind = {
  factorType: 'question',
  providers: ['OKTA'],
  Enroll: EnrollQuestion,
};
