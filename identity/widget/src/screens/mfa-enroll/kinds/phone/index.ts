import { createElement } from 'react';
import { CodeActivation, type CodeActivationLabels } from '../../code-activation.tsx';
import type { ActivateScreenProps, EnrolKind } from '../kind.ts';
import { EnrollPhone } from './enroll-phone.tsx';

const activation = (labels: CodeActivationLabels) =>
  function PhoneActivation(props: ActivateScreenProps) {
    return createElement(CodeActivation, { ...props, labels });
  };

/** SMS: country and number, "Send code", then the code ("Re-send code" after 30 s). */
export const smsKind: EnrolKind = {
  factorType: 'sms',
  providers: ['OKTA'],
  Enroll: EnrollPhone,
  Activate: activation({
    title: 'enroll.sms.title',
    sent: 'enroll.sms.sent',
    locked: 'mfa.sent',
    resend: 'mfa.resendCode',
    warning: 'mfa.resendWarning.sms',
  }),
};

/** Voice call: country, number and extension, "Call", then the code the call reads ("Redial" after 30 s). */
export const callKind: EnrolKind = {
  factorType: 'call',
  providers: ['OKTA'],
  Enroll: EnrollPhone,
  Activate: activation({
    title: 'enroll.call.title',
    sent: 'enroll.call.sent',
    locked: 'mfa.calling',
    resend: 'mfa.redial',
    warning: 'mfa.resendWarning.call',
  }),
};
