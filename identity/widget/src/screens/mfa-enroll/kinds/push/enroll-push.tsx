import { useId } from 'react';
import { Form, SubmitButton, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { EnrollScreenProps } from '../kind.ts';
import { totpDevices } from '../totp/totp-devices.ts';

/**
 * Push enrolment, first step (spec §2 "Enrolment screens", push; 2.21.0 page `enroll-push`): the device type as
 * radios (Apple and Android; Windows with `windowsVerify`), then where the companion authenticator lives (the
 * IdP's installable web app at `{baseUrl}/authenticator`, opened in the phone's browser), then "Next", which
 * enrols the factor (MFA_ENROLL → MFA_ENROLL_ACTIVATE: the barcode step).
 */
export function EnrollPush({ factor, settings, t, actions }: EnrollScreenProps) {
  const devices = totpDevices('OKTA', settings.features);
  const label = t(factorMeta(factor, settings.features).label);
  const groupId = useId();
  const form = useForm({
    initialValues: { device: '' },
    t,
    validate: ({ device }) => (device ? {} : { device: 'model.validation.field.blank' }),
    submit: async () => {
      if (factor.enroll) await actions.transition(factor.enroll());
    },
  });
  const error = form.errorOf('device');
  const app = `${settings.baseUrl}/authenticator`;
  return (
    <Form form={form} className="enroll-push" title={t('enroll.totp.title', label)}>
      <fieldset
        className={error ? 'siw-radios siw-field-invalid' : 'siw-radios'}
        aria-describedby={error ? `${groupId}-error` : undefined}
      >
        <legend>{t('enroll.totp.selectDevice')}</legend>
        {devices.map((d, i) => (
          <div className="siw-radio" key={d.id}>
            <input
              type="radio"
              id={`${groupId}-${d.id}`}
              name="device"
              value={d.id}
              checked={form.values.device === d.id}
              ref={i === 0 ? form.inputRef('device') : undefined}
              disabled={form.busy}
              onChange={() => form.setValue('device', d.id)}
            />
            <label htmlFor={`${groupId}-${d.id}`}>{t(d.id)}</label>
          </div>
        ))}
        {error ? (
          <p id={`${groupId}-error`} className="siw-field-error">
            {error}
          </p>
        ) : null}
      </fieldset>
      {form.values.device ? (
        <p className="siw-text siw-app-download">{t('enroll.push.openApp', t(form.values.device), app)}</p>
      ) : null}
      <SubmitButton form={form}>{t('oform.next')}</SubmitButton>
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </Form>
  );
}
