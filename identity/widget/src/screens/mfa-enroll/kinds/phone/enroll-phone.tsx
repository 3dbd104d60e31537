import { useMemo, useState } from 'react';
import { Form, SubmitButton, TextField, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import { SelectField } from '../../select-field.tsx';
import type { EnrollScreenProps } from '../kind.ts';
import { countryOptions, DEFAULT_COUNTRY, fullPhoneNumber } from './countries.ts';

/**
 * Phone enrolment, SMS and voice call (spec §2 "Phone (SMS or call)"; §4 "Factor enrolment" Phone; §5 "Enrolment
 * and recovery"; 2.21.0 pages `enroll-sms` / `enroll-call`): country select (default US), phone number, the
 * extension for calls, then "Send code" / "Call", which enrols the factor with `+{calling code}{number}`
 * (MFA_ENROLL → MFA_ENROLL_ACTIVATE: the code step). The IdP's E0000098 (invalid number) shows with a try-again
 * note, and the next send asks it to skip the validity check (`validatePhone: false`).
 */
export function EnrollPhone({ factor, settings, t, actions }: EnrollScreenProps) {
  const isCall = factor.factorType === 'call';
  const label = t(factorMeta(factor, settings.features).label);
  const locale = typeof settings.language === 'string' ? settings.language : navigator.language;
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const [skipValidation, setSkipValidation] = useState(false);
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const form = useForm({
    initialValues: { phoneNumber: '', phoneExtension: '' },
    t,
    validate: ({ phoneNumber }) =>
      phoneNumber.trim() ? {} : { phoneNumber: 'model.validation.field.blank' },
    focusAfterSubmit: 'phoneNumber',
    submit: async ({ phoneNumber, phoneExtension }) => {
      const profile = {
        phoneNumber: fullPhoneNumber(country, phoneNumber),
        ...(isCall && phoneExtension.trim() ? { phoneExtension: phoneExtension.trim() } : {}),
        ...(skipValidation ? { validatePhone: false } : {}),
      };
      if (!factor.enroll) return;
      try {
        await actions.transition(factor.enroll({ profile }));
      } catch (err) {
        if ((err as { code?: string }).code === 'E0000098') setSkipValidation(true);
        throw err;
      }
    },
  });
  return (
    <Form
      form={form}
      className={isCall ? 'enroll-call' : 'enroll-sms'}
      title={t(isCall ? 'enroll.call.title' : 'enroll.sms.title', label)}
    >
      <p className="siw-text">{t(isCall ? 'enroll.call.description' : 'enroll.sms.description')}</p>
      <SelectField
        id="mfa-country"
        label={t('enroll.phone.country')}
        searchLabel={t('enroll.phone.country.search')}
        value={country}
        disabled={form.busy}
        onChange={(e) => setCountry(e.target.value)}
        options={countries.map((c) => ({ value: c.region, label: `${c.name} (+${c.callingCode})` }))}
      />
      <TextField
        id="mfa-phone-number"
        label={t('enroll.phone.number')}
        type="tel"
        autoComplete="tel-national"
        {...form.field('phoneNumber')}
      />
      {isCall ? (
        <TextField
          id="mfa-phone-extension"
          label={t('enroll.call.extension')}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('phoneExtension')}
        />
      ) : null}
      {skipValidation ? (
        <p className="siw-text siw-warning" role="status">
          {t('enroll.phone.tryAgain')}
        </p>
      ) : null}
      <SubmitButton form={form}>{t(isCall ? 'mfa.call' : 'mfa.sendCode')}</SubmitButton>
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </Form>
  );
}
