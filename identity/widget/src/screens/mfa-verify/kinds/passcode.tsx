import { AnswerForm, type AnswerSpec } from '../answer-form.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const SPEC: AnswerSpec = {
  subtitle: (_factor, t, label) => t('mfa.challenge.passcode', label),
  field: { label: 'mfa.challenge.enterCode', secret: false },
  body: (value) => ({ passCode: value.trim() }),
};

/** Passcode factors (TOTP apps, custom HOTP, tokens): the code from the app or token, sent as `passCode`. */
export const passcodeKind: VerifyKindModule = {
  verify: 'passcode',
  Verify: (props: VerifyScreenProps) => <AnswerForm {...props} spec={SPEC} />,
};
