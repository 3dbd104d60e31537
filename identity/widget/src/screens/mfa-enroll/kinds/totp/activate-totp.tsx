import { useState } from 'react';
import { Form, SubmitButton, TextField, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { ActivateScreenProps } from '../kind.ts';

type Props = ActivateScreenProps;

/**
 * Authenticator-app activation (MFA_ENROLL_ACTIVATE for token:software:totp; spec §2 "Barcode scan step", "Manual
 * setup step", "Passcode activation step"; §4 "Factor enrolment" TOTP), one step per route `step`:
 * - none (2.21.0 page `barcode-totp`): the QR code image of `_links.qrcode`, "Can't scan?" (→ `manual`) and Next
 *   (→ `passcode`); a QR code that fails to load is marked expired with a refresh link (enrol again);
 * - `manual` (`enroll-manual-totp`): the shared secret, read-only, and Next (→ `passcode`);
 * - `passcode` (`activate-totp`): the code the app shows, "Verify" → `activate({passCode})`.
 * "Back to factor list" follows `prev` (back to MFA_ENROLL).
 */
export function ActivateTotp({ route, transaction, settings, t, actions }: Props) {
  const factor = transaction?.factor;
  const label = factor ? t(factorMeta(factor, settings.features).label) : '';
  const step = (s: 'manual' | 'passcode') => actions.go({ ...route, step: s });
  const [expired, setExpired] = useState(false);
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
  const back = () => {
    if (transaction?.has('prev')) void form.perform(() => actions.transition(transaction.prev()));
    else actions.go({ name: 'enroll-choices' });
  };
  const footer = <MfaFooter settings={settings} t={t} actions={actions} onBack={back} />;
  const next = (to: 'passcode') => (
    <button type="button" className="siw-button siw-primary" onClick={() => step(to)}>
      {t('oform.next')}
    </button>
  );

  if (route.step === 'passcode') {
    return (
      <Form form={form} className="activate-totp" title={t('enroll.totp.title', label)}>
        <TextField
          id="mfa-passcode"
          label={t('enroll.totp.enterCode')}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.field('passCode')}
        />
        <SubmitButton form={form}>{t('mfa.challenge.verify')}</SubmitButton>
        {footer}
      </Form>
    );
  }
  if (route.step === 'manual') {
    return (
      <Form form={form} className="enroll-manual-totp" title={t('enroll.totp.manual.title', label)}>
        <p className="siw-text">{t('enroll.totp.sharedSecretInstructions')}</p>
        <TextField
          id="mfa-shared-secret"
          label={t('enroll.totp.sharedSecret')}
          value={factor?.activation?.sharedSecret ?? ''}
          readOnly
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
        />
        {next('passcode')}
        {footer}
      </Form>
    );
  }
  const qrcode = factor?.activation?.qrcode?.href;
  return (
    <Form form={form} className="barcode-totp" title={t('enroll.totp.title', label)}>
      <h3 className="siw-subtitle">{t('mfa.scanBarcode')}</h3>
      <p className="siw-text">{t('enroll.totp.scanInstructions')}</p>
      {qrcode && !expired ? (
        <img
          className="siw-qrcode"
          src={qrcode}
          alt={t('enroll.totp.qrcode.alt')}
          onError={() => setExpired(true)}
        />
      ) : (
        <p className="siw-text siw-qrcode-expired">
          {t('enroll.totp.barcodeExpired')}{' '}
          <button type="button" className="siw-link-button" onClick={back}>
            {t('enroll.totp.refreshBarcode')}
          </button>
        </p>
      )}
      <button type="button" className="siw-link-button siw-manual-link" onClick={() => step('manual')}>
        {t('enroll.totp.cannotScan')}
      </button>
      {next('passcode')}
      {footer}
    </Form>
  );
}
