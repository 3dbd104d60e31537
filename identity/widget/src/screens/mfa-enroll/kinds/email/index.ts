import { createElement } from 'react';
import { CodeActivation } from '../../code-activation.tsx';
import type { ActivateScreenProps, EnrolKind } from '../kind.ts';
import { EnrollEmail } from './enroll-email.tsx';

const LABELS = {
  title: 'enroll.email.title',
  sent: 'enroll.email.sent',
  locked: 'mfa.sent',
  resend: 'mfa.resendEmail',
};

/** Email: "Send me the code", then the code from the email ("Send again" after 30 s, no warning). */
export const emailKind: EnrolKind = {
  factorType: 'email',
  providers: ['OKTA'],
  Enroll: EnrollEmail,
  Activate: function EmailActivation(props: ActivateScreenProps) {
    return createElement(CodeActivation, { ...props, labels: LABELS });
  },
};
