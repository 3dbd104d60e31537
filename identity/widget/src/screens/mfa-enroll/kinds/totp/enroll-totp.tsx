import { useId } from 'react';
import { Form, SubmitButton, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { EnrollScreenProps } from '../kind.ts';
import { totpDevices } from './totp-devices.ts';

type Props = EnrollScreenProps;

/**
 * Authenticator-app enrolment, first step (spec §2 "Authenticator app (TOTP)"; 2.21.0 page `enroll-totp`): the
 * device type as radios, then the app's download instructions with a store link, then "Next", which enrols the
 * factor (`factor.enroll()`, MFA_ENROLL → MFA_ENROLL_ACTIVATE: the barcode step). "Back to factor list" returns
 * to the enrolment choices.
 */
export function EnrollTotp({ factor, settings, t, actions }: Props) {
  const devices = totpDevices(factor.provider, settings.features);
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
  const chosen = devices.find((d) => d.id === form.values.device);
  const error = form.errorOf('device');
  return (
    <Form form={form} className="enroll-totp" title={t('enroll.totp.title', label)}>
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
      {chosen ? (
        <div className="siw-app-download">
          <p className="siw-text">{t('enroll.totp.downloadApp', label, t(chosen.store))}</p>
          {chosen.href ? (
            <a href={chosen.href} target="_blank" rel="noopener noreferrer">
              {t('enroll.totp.storeLink', t(chosen.store))}
              <span className="siw-sr-only"> {t('newtab.hint')}</span>
            </a>
          ) : null}
        </div>
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
