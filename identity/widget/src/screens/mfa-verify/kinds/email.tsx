import { AnswerForm, type AnswerSpec } from '../answer-form.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const SPEC: AnswerSpec = {
  subtitle: (factor, t) => t('mfa.challenge.email', factor.profile?.email ?? ''),
  field: { label: 'mfa.challenge.enterCode', secret: false },
  body: (value) => ({ passCode: value.trim() }),
  send: { idle: 'mfa.sendEmail', locked: 'mfa.sent', resend: 'mfa.resendEmail' },
};

/** Email: "Send me the code", locked 30 s, then "Send again" (no timing warning for email: spec §4). */
export const emailKind: VerifyKindModule = {
  verify: 'email',
  Verify: (props: VerifyScreenProps) => <AnswerForm {...props} spec={SPEC} />,
};
