import { AnswerForm, type AnswerSpec } from '../answer-form.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const SPEC: AnswerSpec = {
  subtitle: (factor, t) => t('mfa.challenge.sms', factor.profile?.phoneNumber ?? ''),
  field: { label: 'mfa.challenge.enterCode', secret: false },
  body: (value) => ({ passCode: value.trim() }),
  send: {
    idle: 'mfa.sendCode',
    locked: 'mfa.sent',
    resend: 'mfa.resendCode',
    warning: 'mfa.resendWarning.sms',
  },
};

/** SMS: "Send code" (the IdP texts a code), locked 30 s, then "Re-send code" with the timing warning. */
export const smsKind: VerifyKindModule = {
  verify: 'code',
  factorTypes: ['sms'],
  Verify: (props: VerifyScreenProps) => <AnswerForm {...props} spec={SPEC} />,
};
