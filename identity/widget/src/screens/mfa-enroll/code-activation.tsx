import { toWidgetError } from '../../i18n/error-keys.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { factorMeta } from '../mfa-common/factor-meta.ts';
import { MfaFooter } from '../mfa-common/mfa-footer.tsx';
import type { ActivateScreenProps } from './kinds/kind.ts';
import { useSendLock } from './send-lock.ts';

/** Labels of one message factor's activation step (title, what was sent, the resend button by lock state). */
export interface CodeActivationLabels {
  title: string;
  sent: string;
  locked: string;
  resend: string;
  /** The warning once resend is available (sms and call; spec §4). */
  warning?: string;
}

/**
 * The code step of the factors enrolled by message, SMS, voice call and email (MFA_ENROLL_ACTIVATE; spec §4
 * "Factor enrolment" Phone; 2.21.0 pages `enroll-sms` / `enroll-call` after the send, and the email code step):
 * where the code went (the IdP's masked number or address), the resend button (locked 30 s after each send, then
 * "Re-send code" / "Redial" / "Send again", with the warning for sms and call), the code field and Verify
 * (`activate({passCode})`). A refused resend (E0000109, E0000133) fires afterError and shows in the banner.
 * "Back to factor list" follows `prev` (back to MFA_ENROLL).
 */
export function CodeActivation({
  route,
  transaction,
  settings,
  t,
  actions,
  labels,
}: ActivateScreenProps & { labels: CodeActivationLabels }) {
  const factor = transaction?.factor;
  const type = route.factorType;
  const label = factor ? t(factorMeta(factor, settings.features).label) : '';
  const target = type === 'email' ? factor?.profile?.email : factor?.profile?.phoneNumber;
  const lock = useSendLock();
  const form = useForm({
    initialValues: { passCode: '' },
    t,
    validate: ({ passCode }) => (passCode.trim() ? {} : { passCode: 'model.validation.field.blank' }),
    focusAfterSubmit: 'passCode',
    submit: async ({ passCode }) => {
      if (transaction?.has('activate'))
        await actions.transition(transaction.activate({ passCode: passCode.trim() }));
    },
  });
  const resend = () =>
    form.perform(async () => {
      if (!transaction?.has(`resend:${type}`) || !transaction.resend) return;
      try {
        await transaction.resend(type);
      } catch (err) {
        // The resend stays on this step (not routed by the shell), so the host hears of a refusal here.
        const e = toWidgetError(err);
        const detail = { name: e.name, message: e.message, statusCode: e.statusCode, xhr: e.xhr };
        actions.emit('afterError', { controller: route.controller }, detail);
        throw e;
      }
      lock.sent();
    });
  const back = () => {
    if (transaction?.has('prev')) void form.perform(() => actions.transition(transaction.prev()));
    else actions.go({ name: 'enroll-choices' });
  };
  return (
    <Form form={form} className={`enroll-activate-${type}`} title={t(labels.title, label)}>
      <p className="siw-text">{t(labels.sent, String(target ?? ''))}</p>
      <button
        type="button"
        className="siw-button siw-secondary siw-send"
        disabled={form.busy || lock.state === 'locked'}
        onClick={() => void resend()}
      >
        {t(lock.state === 'locked' ? labels.locked : labels.resend)}
      </button>
      {lock.state === 'resend' && labels.warning ? (
        <p className="siw-text siw-warning" role="status">
          {t(labels.warning)}
        </p>
      ) : null}
      <TextField
        id="mfa-passcode"
        label={t('mfa.challenge.enterCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        {...form.field('passCode')}
      />
      <SubmitButton form={form}>{t('mfa.challenge.verify')}</SubmitButton>
      <MfaFooter settings={settings} t={t} actions={actions} onBack={back} />
    </Form>
  );
}
