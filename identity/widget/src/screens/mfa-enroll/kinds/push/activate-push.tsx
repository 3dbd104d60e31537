import { useId, useMemo, useState } from 'react';
import type { AuthTransaction } from '@identity/client';
import { factorEntry } from '../../../../routing/factor-table.ts';
import { Form, SubmitButton, TextField, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import { SelectField } from '../../select-field.tsx';
import type { ActivateScreenProps } from '../kind.ts';
import { countryOptions, DEFAULT_COUNTRY, fullPhoneNumber } from '../phone/countries.ts';
import { useEnrolmentPoll } from './enrolment-poll.ts';

/** The manual step of the provider's authenticator-app activation (the shared secret). */
const MANUAL_TOTP_STEP = {
  name: 'enroll-activate',
  provider: 'OKTA',
  factorType: 'token:software:totp',
  step: 'manual',
} as const;

/**
 * From the factor list (MFA_ENROLL, after `prev`), enrols the OKTA authenticator-app factor: MFA_ENROLL_ACTIVATE
 * with its shared secret. When the policy does not offer it, the factor list itself is the answer.
 */
async function enrolAppInstead(list: AuthTransaction): Promise<AuthTransaction> {
  const app = list.factors?.find(
    (f) => f.factorType === 'token:software:totp' && f.provider.toUpperCase() === 'OKTA',
  );
  return app?.enroll ? app.enroll() : list;
}

/**
 * Push activation (MFA_ENROLL_ACTIVATE for OKTA push; spec §2 "Barcode scan step", "Manual push setup",
 * "Activation-link-sent step"; §4 "Factor enrolment"), one step per route `step`, each polling the enrolment every
 * 6000 ms until the companion app has registered (then SUCCESS or the choices page):
 * - none (2.21.0 `barcode-push`): the QR code of `activation.qrcode`; when the wait is over (factorResult TIMEOUT)
 *   the barcode is marked expired and "Refresh code" starts a new wait (`activation.activate`); "Can't scan?";
 * - `manual` (`activation-push`... 2.21.0 `enroll-manual-push`): send the activation link by SMS (country and
 *   number) or by email (`activation.send`), then → `sent`; or "Set up manually without push": back to the
 *   factor list (`prev`) and enrol the provider's authenticator-app factor (OKTA `token:software:totp`) instead,
 *   whose manual step shows the shared secret (spec §4 "Manual setup switches to a second enrolment");
 * - `sent` (`activation-link-sent`): says the link is on its way; "Back" returns to the barcode.
 */
export function ActivatePush({ route, transaction, settings, t, actions }: ActivateScreenProps) {
  const factor = transaction?.factor;
  const activation = factor?.activation;
  const label = factor ? t(factorMeta(factor, settings.features).label) : '';
  const expired = transaction?.data.factorResult === 'TIMEOUT' || activation?.factorResult === 'TIMEOUT';
  useEnrolmentPoll(transaction, actions, !expired);
  const locale = typeof settings.language === 'string' ? settings.language : navigator.language;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const groupId = useId();
  const form = useForm({
    initialValues: { channel: 'sms', phoneNumber: '' },
    t,
    validate: ({ channel, phoneNumber }) =>
      channel === 'sms' && !phoneNumber.trim() ? { phoneNumber: 'model.validation.field.blank' } : {},
    submit: async ({ channel, phoneNumber }) => {
      if (!activation?.send) return;
      const profile =
        channel === 'sms' ? { profile: { phoneNumber: fullPhoneNumber(country, phoneNumber) } } : {};
      await activation.send(channel, profile);
      actions.go({ ...route, step: 'sent' });
    },
  });
  const back = () => {
    if (transaction?.has('prev')) void form.perform(() => actions.transition(transaction.prev()));
    else actions.go({ name: 'enroll-choices' });
  };
  const withoutPush = () => {
    if (!transaction?.has('prev')) return;
    const entry = factorEntry(MANUAL_TOTP_STEP.provider, MANUAL_TOTP_STEP.factorType, settings.features);
    void form.perform(async () => {
      let enrolled = false;
      const instead = transaction.prev().then(async (list) => {
        const next = await enrolAppInstead(list);
        enrolled = next.status === 'MFA_ENROLL_ACTIVATE';
        return next;
      });
      await actions.transition(instead);
      if (enrolled && entry) actions.go({ ...MANUAL_TOTP_STEP, controller: entry.activateController });
    });
  };
  const footer = <MfaFooter settings={settings} t={t} actions={actions} onBack={back} />;
  const toBarcode = () => actions.go({ ...route, step: undefined });

  if (route.step === 'sent') {
    return (
      <Form form={form} className="activation-link-sent" title={t('enroll.push.sent.title')}>
        <p className="siw-text" role="status">
          {t('enroll.push.sent.description')}
        </p>
        <button type="button" className="siw-link-button" onClick={toBarcode}>
          {t('enroll.push.backToBarcode')}
        </button>
        {footer}
      </Form>
    );
  }
  if (route.step === 'manual') {
    const channel = form.values.channel;
    return (
      <Form form={form} className="enroll-manual-push" title={t('enroll.push.manual.title', label)}>
        <fieldset className="siw-radios">
          <legend>{t('enroll.push.manual.choose')}</legend>
          {(['sms', 'email'] as const).map((c) => (
            <div className="siw-radio" key={c}>
              <input
                type="radio"
                id={`${groupId}-${c}`}
                name="channel"
                value={c}
                checked={channel === c}
                disabled={form.busy}
                onChange={() => form.setValue('channel', c)}
              />
              <label htmlFor={`${groupId}-${c}`}>{t(`enroll.push.manual.${c}`)}</label>
            </div>
          ))}
        </fieldset>
        {channel === 'sms' ? (
          <>
            <SelectField
              id="mfa-push-country"
              label={t('enroll.phone.country')}
              searchLabel={t('enroll.phone.country.search')}
              value={country}
              disabled={form.busy}
              onChange={(e) => setCountry(e.target.value)}
              options={countries.map((c) => ({ value: c.region, label: `${c.name} (+${c.callingCode})` }))}
            />
            <TextField
              id="mfa-push-phone"
              label={t('enroll.phone.number')}
              type="tel"
              autoComplete="tel-national"
              {...form.field('phoneNumber')}
            />
          </>
        ) : (
          <p className="siw-text">
            {t('enroll.push.manual.emailTo', transaction?.user?.profile?.login ?? '')}
          </p>
        )}
        <SubmitButton form={form}>{t('enroll.push.manual.send')}</SubmitButton>
        {transaction?.has('prev') ? (
          <button type="button" className="siw-link-button" disabled={form.busy} onClick={withoutPush}>
            {t('enroll.push.manual.withoutPush')}
          </button>
        ) : null}
        <button type="button" className="siw-link-button" onClick={toBarcode}>
          {t('enroll.push.backToBarcode')}
        </button>
        {footer}
      </Form>
    );
  }
  const qrcode = activation?.qrcode?.href;
  const refresh = () => {
    const again = activation?.activate;
    if (again) void form.perform(() => actions.transition(again()));
  };
  return (
    <Form form={form} className="barcode-push" title={t('enroll.totp.title', label)}>
      <h3 className="siw-subtitle">{t('mfa.scanBarcode')}</h3>
      <p className="siw-text">{t('enroll.push.scanInstructions')}</p>
      {qrcode && !expired ? (
        <img className="siw-qrcode" src={qrcode} alt={t('enroll.totp.qrcode.alt')} />
      ) : (
        <p className="siw-text siw-qrcode-expired">
          {t('enroll.totp.barcodeExpired')}{' '}
          <button type="button" className="siw-link-button" onClick={refresh}>
            {t('enroll.totp.refreshBarcode')}
          </button>
        </p>
      )}
      <button
        type="button"
        className="siw-link-button siw-manual-link"
        onClick={() => actions.go({ ...route, step: 'manual' })}
      >
        {t('enroll.totp.cannotScan')}
      </button>
      {footer}
    </Form>
  );
}
