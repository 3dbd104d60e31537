import { useState } from 'react';
import type { AuthFactor, AuthTransaction, VerifyBody } from '@identity/client';
import { toWidgetError } from '../../i18n/error-keys.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { factorMeta } from '../mfa-common/factor-meta.ts';
import { MfaFooter } from '../mfa-common/mfa-footer.tsx';
import { allowsRememberDevice, RememberDevice } from '../mfa-common/remember-device.tsx';
import type { VerifyScreenProps } from './kinds/kind.ts';
import { useResendLock } from './resend-lock.ts';
import { VerifyPage } from './verify-page.tsx';

/** What differs between the kinds answered by typing something (each kind's module gives one). */
export interface AnswerSpec {
  /** The text under the title (`label`: the factor's translated name). */
  subtitle(factor: AuthFactor, t: Translate, label: string): string | undefined;
  /** The field's label key, whether what is typed is a secret (answer, password), and its autocomplete token. */
  field: { label: string; secret: boolean; autoComplete?: string };
  /** The verify body of a typed value (`passCode`, `answer` or `password`). */
  body(value: string): VerifyBody;
  /**
   * For factors the IdP challenges first (sms, call, email): the send button's label keys by state (spec §4:
   * "sent" while locked, resend / redial after) and the timing warning shown once resend is possible (sms, call).
   */
  send?: { idle: string; locked: string; resend: string; warning?: string };
  /**
   * True when an HTTP 409 answer to this factor's verify empties the field (spec §4 "Factor verification": RSA and
   * on-prem tokens, whose server asks for the next code with a 409).
   */
  clearOnConflict?(factor: AuthFactor): boolean;
}

type Props = VerifyScreenProps & { spec: AnswerSpec };

/**
 * The answer-entry verify form (spec §2 "Verify screen by factor type"; 2.21.0 page `mfa-verify`) that the
 * passcode, SMS, call, email, security question and password kinds render with their {@link AnswerSpec}: the
 * factor's name, the code / answer / password field, "Send code" / "Call" / "Send me the code" for the factors
 * the IdP challenges (its MFA_CHALLENGE answer is kept by this screen, not routed: spec §4), locked 30 s after
 * each send and then "Re-send code" / "Redial" with the timing warning (sms, call); "remember this device" when
 * the policy allows it; Verify sends the answer with `rememberDevice` through the one verify call offered.
 */
export function AnswerForm(props: Props) {
  const { transaction, factor, settings, t, actions, spec } = props;
  const label = t(factorMeta(factor, settings.features).label);
  const policy = transaction?.policy;
  const canRemember = allowsRememberDevice(policy);
  const [challenge, setChallenge] = useState<AuthTransaction | null>(null);
  const lock = useResendLock();
  const form = useForm({
    initialValues: { answer: '', rememberDevice: Boolean(policy?.rememberDeviceByDefault) },
    t,
    validate: ({ answer }) => (answer.trim() ? {} : { answer: 'model.validation.field.blank' }),
    focusAfterSubmit: 'answer',
    properties: { passCode: 'answer', password: 'answer' },
    submit: async ({ answer, rememberDevice }) => {
      const body = { ...spec.body(answer), ...(canRemember ? { rememberDevice } : {}) };
      const verify = challenge?.verify ?? factor.verify;
      if (!verify) return;
      try {
        await actions.transition(verify(body));
      } catch (err) {
        if (spec.clearOnConflict?.(factor) && toWidgetError(err).statusCode === 409)
          form.setValue('answer', '');
        throw err;
      }
    },
  });
  const type = factor.factorType;
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
  const subtitle = spec.subtitle(factor, t, label);
  const sendLabels = spec.send;

  return (
    <VerifyPage {...props} challenge={challenge} perform={form.perform} busy={form.busy}>
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
        {lock.state === 'resend' && sendLabels?.warning ? (
          <p className="siw-text siw-warning" role="status">
            {t(sendLabels.warning)}
          </p>
        ) : null}
        <TextField
          id="mfa-answer"
          label={t(spec.field.label)}
          type={spec.field.secret ? 'password' : 'text'}
          autoComplete={spec.field.autoComplete ?? (spec.field.secret ? 'off' : 'one-time-code')}
          inputMode={spec.field.secret ? undefined : 'numeric'}
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
    </VerifyPage>
  );
}
