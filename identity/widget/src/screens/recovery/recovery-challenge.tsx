import type { AuthTransaction } from '@identity/client';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { useResendLock } from '../mfa-verify/resend-lock.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import { recoveryUsername } from './recovery-username.ts';

/**
 * Recovery challenge (spec §2 "Recovery challenge (code)"; RECOVERY_CHALLENGE by SMS or voice call): the code
 * field and Verify (`verify({passCode})`); "Re-send code", locked 30 s after the code was sent (spec §9), which
 * follows the `resend` link; and the "not received" link, which asks again by email for the same username
 * (spec §4 "Recovery and unlock"). A transaction without links gets the local cancel.
 */
export function RecoveryChallenge({
  transaction,
  client,
  t,
  actions,
}: ScreenProps<Extract<Route, { name: 'recovery-challenge' }>>) {
  const channel = (transaction?.factorType ?? 'SMS').toString().toLowerCase() === 'call' ? 'call' : 'sms';
  const unlock = transaction?.recoveryType === 'UNLOCK';
  const lock = useResendLock(true);
  const form = useForm({
    initialValues: { passCode: '' },
    t,
    validate: ({ passCode }) => (passCode.trim() ? {} : { passCode: 'model.validation.field.blank' }),
    focusAfterSubmit: 'passCode',
    submit: async ({ passCode }) => {
      if (transaction?.verify) await actions.transition(transaction.verify({ passCode: passCode.trim() }));
    },
  });
  const resend = () =>
    form.perform(async () => {
      const link = transaction?.data._links?.resend;
      if (!transaction?.resend || !link) return;
      // The reference sends one `resend` link here (fixture RECOVERY_CHALLENGE), MFA_CHALLENGE an array of them;
      // the client makes a single link a method without a name argument.
      if (Array.isArray(link)) await transaction.resend(channel);
      else await (transaction.resend as unknown as () => Promise<AuthTransaction>)();
      lock.sent();
    });
  const byEmail = () =>
    form.perform(async () => {
      const body = { username: recoveryUsername(), factorType: 'EMAIL' as const };
      await actions.transition(unlock ? client.unlockAccount(body) : client.forgotPassword(body));
    });
  const username = recoveryUsername();
  return (
    <>
      <Form form={form} className="recovery-challenge" title={t(`recoveryChallenge.${channel}.title`)}>
        <TextField
          id="recovery-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          label={t('recovery.code.placeholder')}
          {...form.field('passCode')}
        />
        {transaction?.resend ? (
          <button
            type="button"
            className="siw-button siw-secondary"
            disabled={form.busy || lock.state === 'locked'}
            onClick={() => void resend()}
          >
            {t(lock.state === 'locked' ? 'mfa.sent' : 'mfa.resendCode')}
          </button>
        ) : null}
        <SubmitButton form={form}>{t('mfa.challenge.verify')}</SubmitButton>
        {username ? (
          <button
            type="button"
            className="siw-link-button"
            disabled={form.busy}
            onClick={() => void byEmail()}
          >
            {t(unlock ? 'account.unlock.code.notReceived' : 'password.forgot.code.notReceived')}
          </button>
        ) : null}
      </Form>
      <BackToSignIn t={t} actions={actions} />
    </>
  );
}
