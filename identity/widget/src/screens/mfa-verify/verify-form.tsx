import { useState } from 'react';
import type { AuthFactor, AuthTransaction } from '@identity/client';
import { toWidgetError } from '../../i18n/error-keys.ts';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { factorMeta } from '../mfa-common/factor-meta.ts';
import { MfaFooter } from '../mfa-common/mfa-footer.tsx';
import { allowsRememberDevice, RememberDevice } from '../mfa-common/remember-device.tsx';
import { dropdownOptions, type DropdownOption } from './dropdown-options.ts';
import { FactorDropdown } from './factor-dropdown.tsx';
import { useResendLock } from './resend-lock.ts';

type Props = ScreenProps<Extract<Route, { name: 'mfa-verify' }>> & { factor: AuthFactor };

/** Labels of the send button by factor type and state (spec §4: "sent" while locked, resend / redial after). */
const SEND_LABELS: Record<string, Record<'idle' | 'locked' | 'resend', string>> = {
  sms: { idle: 'mfa.sendCode', locked: 'mfa.sent', resend: 'mfa.resendCode' },
  call: { idle: 'mfa.call', locked: 'mfa.calling', resend: 'mfa.redial' },
  email: { idle: 'mfa.sendEmail', locked: 'mfa.sent', resend: 'mfa.resendEmail' },
};

/**
 * The answer-entry verify screen (spec §2 "Verify screen by factor type"; 2.21.0 page `mfa-verify`) for passcode
 * factors (TOTP, HOTP, tokens), SMS, call, email and the security question: the factor-switch dropdown, the
 * factor's name, the code or answer field, "Send code" / "Call" / "Send me the code" for the factors the IdP
 * challenges (its MFA_CHALLENGE answer is kept by this screen, not routed: spec §4), locked 30 s after each send
 * and then "Re-send code" / "Redial" with the timing warning (sms, call); "remember this device" when the policy
 * allows it; Verify sends the answer with `rememberDevice` through the one verify call the transaction offers.
 */
export function VerifyForm({ route, transaction, factor, settings, t, actions }: Props) {
  const { features } = settings;
  const type = factor.factorType;
  const meta = factorMeta(factor, features);
  const label = t(meta.label);
  const policy = transaction?.policy;
  const canRemember = allowsRememberDevice(policy);
  const isQuestion = type === 'question';
  const sendLabels = SEND_LABELS[type];
  const [challenge, setChallenge] = useState<AuthTransaction | null>(null);
  const lock = useResendLock();
  const form = useForm({
    initialValues: { answer: '', rememberDevice: Boolean(policy?.rememberDeviceByDefault) },
    t,
    validate: ({ answer }) => (answer.trim() ? {} : { answer: 'model.validation.field.blank' }),
    focusAfterSubmit: 'answer',
    properties: { passCode: 'answer' },
    submit: async ({ answer, rememberDevice }) => {
      const body = {
        ...(isQuestion ? { answer } : { passCode: answer.trim() }),
        ...(canRemember ? { rememberDevice } : {}),
      };
      const verify = challenge?.verify ?? factor.verify;
      if (verify) await actions.transition(verify(body));
    },
  });
  const send = () =>
    form.perform(async () => {
      const resend = challenge?.has(`resend:${type}`) ? challenge.resend : undefined;
      try {
        const next = resend ? await resend(type) : await factor.verify?.();
        if (next) setChallenge(next);
      } catch (err) {
        // The send is kept on this screen (not routed by the shell), so the host hears of its failure here
        // (spec §8 "Transport handling": afterError with name, message, statusCode and xhr).
        const e = toWidgetError(err);
        const detail = { name: e.name, message: e.message, statusCode: e.statusCode, xhr: e.xhr };
        actions.emit('afterError', { controller: 'mfa-verify' }, detail);
        throw e;
      }
      lock.sent();
    });
  const switchTo = async (option: DropdownOption) => {
    actions.emit('factorSwitched', { provider: option.ref.provider, factorType: option.ref.factorType });
    // spec §4: from MFA_CHALLENGE go one step back first, so the IdP expects a factor again.
    if (challenge?.has('prev')) await form.perform(async () => void (await challenge.prev()));
    actions.go({ name: 'mfa-verify', factor: option.ref });
  };
  const options = dropdownOptions(transaction?.factors ?? [], features, t);
  const current = options.find((o) => o.ref.id === route.factor.id) ?? options[0];
  const target = type === 'email' ? factor.profile?.email : factor.profile?.phoneNumber;
  const subtitle = isQuestion
    ? factor.profile?.questionText
    : sendLabels
      ? t(`mfa.challenge.${type}`, target ?? '')
      : t('mfa.challenge.passcode', label);

  return (
    <div className="siw-mfa-verify" data-se={meta.name}>
      {current && options.length > 1 ? (
        <FactorDropdown
          options={options}
          current={current}
          t={t}
          disabled={form.busy}
          onSelect={(o) => void switchTo(o)}
        />
      ) : null}
      <Form form={form} className="mfa-verify" title={label}>
        {subtitle ? <p className="siw-text">{subtitle}</p> : null}
        {sendLabels ? (
          <button
            type="button"
            className="siw-button siw-secondary siw-send"
            disabled={form.busy || lock.state === 'locked'}
            onClick={() => void send()}
          >
            {t(sendLabels[lock.state])}
          </button>
        ) : null}
        {lock.state === 'resend' && type !== 'email' ? (
          <p className="siw-text siw-warning" role="status">
            {t(`mfa.resendWarning.${type}`)}
          </p>
        ) : null}
        <TextField
          id="mfa-answer"
          label={t(isQuestion ? 'mfa.challenge.answer' : 'mfa.challenge.enterCode')}
          type={isQuestion ? 'password' : 'text'}
          autoComplete={isQuestion ? 'off' : 'one-time-code'}
          inputMode={isQuestion ? undefined : 'numeric'}
          {...form.field('answer')}
        />
        {canRemember ? (
          <RememberDevice
            policy={policy}
            checked={form.values.rememberDevice}
            onChange={(checked) => form.setValue('rememberDevice', checked)}
            disabled={form.busy}
            t={t}
          />
        ) : null}
        <SubmitButton form={form}>{t('mfa.challenge.verify')}</SubmitButton>
        <MfaFooter settings={settings} t={t} actions={actions} />
      </Form>
    </div>
  );
}
