import callActivate from './recorded/enroll/call-activate.json';
import callActivated from './recorded/enroll/call-activated.json';
import callErrorE0000133 from './recorded/enroll/call-error-e0000133.json';
import emailActivate from './recorded/enroll/email-activate.json';
import emailActivated from './recorded/enroll/email-activated.json';
import mfaEnrollAll from './recorded/enroll/mfa-enroll-all.json';
import pushActivate from './recorded/enroll/push-activate.json';
import pushActivated from './recorded/enroll/push-activated.json';
import pushPollWaiting from './recorded/enroll/push-poll-waiting.json';
import pushSentEmail from './recorded/enroll/push-sent-email.json';
import pushSentSms from './recorded/enroll/push-sent-sms.json';
import questionEnrolled from './recorded/enroll/question-enrolled.json';
import questionErrorShortAnswer from './recorded/enroll/question-error-short-answer.json';
import questionQuestions from './recorded/enroll/question-questions.json';
import smsActivate from './recorded/enroll/sms-activate.json';
import smsActivated from './recorded/enroll/sms-activated.json';
import smsErrorE0000068 from './recorded/enroll/sms-error-e0000068.json';
import smsErrorE0000098 from './recorded/enroll/sms-error-e0000098.json';
import smsErrorE0000099 from './recorded/enroll/sms-error-e0000099.json';
import smsErrorE0000109 from './recorded/enroll/sms-error-e0000109.json';
import u2fActivate from './recorded/enroll/u2f-activate.json';
import webauthnActivate from './recorded/enroll/webauthn-activate.json';

/**
 * Answers of OUR identity provider to the factor enrolments (SMS, voice call, email, security question, push,
 * WebAuthn, U2F), recorded by scripts/record-widget-enrol-transactions.ts for giulia.rossi@example.com with every
 * factor optional: `{status, body}` as the IdP sent them. Run the script again when the IdP's shapes change.
 */
export const ENROLL = {
  callActivate,
  callActivated,
  callErrorE0000133,
  emailActivate,
  emailActivated,
  mfaEnrollAll,
  pushActivate,
  pushActivated,
  pushPollWaiting,
  pushSentEmail,
  pushSentSms,
  questionEnrolled,
  questionErrorShortAnswer,
  questionQuestions,
  smsActivate,
  smsActivated,
  smsErrorE0000068,
  smsErrorE0000098,
  smsErrorE0000099,
  smsErrorE0000109,
  u2fActivate,
  webauthnActivate,
};
