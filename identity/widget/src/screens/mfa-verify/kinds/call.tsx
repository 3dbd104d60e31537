import { AnswerForm, type AnswerSpec } from '../answer-form.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const SPEC: AnswerSpec = {
  subtitle: (factor, t) => t('mfa.challenge.call', factor.profile?.phoneNumber ?? ''),
  field: { label: 'mfa.challenge.enterCode', secret: false },
  body: (value) => ({ passCode: value.trim() }),
  send: { idle: 'mfa.call', locked: 'mfa.calling', resend: 'mfa.redial', warning: 'mfa.resendWarning.call' },
};

/** Voice call: "Call" (the IdP reads a code), locked 30 s, then "Redial" with the timing warning. */
export const callKind: VerifyKindModule = {
  verify: 'code',
  factorTypes: ['call'],
  Verify: (props: VerifyScreenProps) => <AnswerForm {...props} spec={SPEC} />,
};
