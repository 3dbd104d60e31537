import mfaRequired from './recorded/verify/mfa-required.json';
import passwordError from './recorded/verify/password-error.json';
import passwordVerified from './recorded/verify/password-verified.json';
import pushApproved from './recorded/verify/push-approved.json';
import pushPollWaiting from './recorded/verify/push-poll-waiting.json';
import pushRejected from './recorded/verify/push-rejected.json';
import pushWaiting from './recorded/verify/push-waiting.json';

/**
 * Answers of OUR identity provider to the factor verifications (push, the password factor), recorded by
 * scripts/record-widget-verify-transactions.ts for giulia.rossi@example.com with push (and Okta Verify's TOTP) and
 * the password factor enrolled: `{status, body}` as the IdP sent them. Run the script again when the IdP's shapes
 * change.
 */
export const VERIFY = {
  mfaRequired,
  passwordError,
  passwordVerified,
  pushApproved,
  pushPollWaiting,
  pushRejected,
  pushWaiting,
};
