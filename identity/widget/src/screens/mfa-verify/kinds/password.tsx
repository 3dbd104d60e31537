import { AnswerForm, type AnswerSpec } from '../answer-form.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const SPEC: AnswerSpec = {
  subtitle: (_factor, t) => t('mfa.challenge.password.subtitle'),
  field: { label: 'mfa.challenge.password.placeholder', secret: true, autoComplete: 'current-password' },
  body: (value) => ({ password: value }),
};

/** The password factor (spec §2 "password: password form"): the user's password again, sent as `password`. */
export const passwordKind: VerifyKindModule = {
  verify: 'password',
  Verify: (props: VerifyScreenProps) => <AnswerForm {...props} spec={SPEC} />,
};
