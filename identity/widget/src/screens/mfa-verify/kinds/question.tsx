import { AnswerForm, type AnswerSpec } from '../answer-form.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const SPEC: AnswerSpec = {
  subtitle: (factor) => factor.profile?.questionText,
  field: { label: 'mfa.challenge.answer', secret: true },
  body: (value) => ({ answer: value }),
};

/** Security question: the question's text and the answer (a secret field), sent as `answer`. */
export const questionKind: VerifyKindModule = {
  verify: 'question',
  Verify: (props: VerifyScreenProps) => <AnswerForm {...props} spec={SPEC} />,
};
