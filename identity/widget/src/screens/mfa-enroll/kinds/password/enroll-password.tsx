import { Form, SubmitButton, TextField, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { EnrollScreenProps } from '../kind.ts';

/**
 * Password factor enrolment (spec §2 route `enroll/okta/password`; §3 "Payload models": password and
 * confirmPassword, both required; §5: they must match; §7 "Enrol": posts `profile.password`; 2.21.0 page
 * `enroll-password`): "Save" enrols the factor, which the IdP activates at once (SUCCESS, or MFA_ENROLL when more
 * factors are to set up). A password the IdP refuses comes back as the password field's error.
 */
export function EnrollPassword({ factor, settings, t, actions }: EnrollScreenProps) {
  const label = t(factorMeta(factor, settings.features).label);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    t,
    validate: ({ password, confirmPassword }) => {
      if (!password) return { password: 'model.validation.field.blank' };
      if (!confirmPassword) return { confirmPassword: 'model.validation.field.blank' };
      return password === confirmPassword ? {} : { confirmPassword: 'password.enroll.error.match' };
    },
    focusAfterSubmit: 'password',
    properties: { 'profile.password': 'password' },
    submit: async ({ password }) => {
      if (factor.enroll) await actions.transition(factor.enroll({ profile: { password } }));
    },
  });
  return (
    <Form form={form} className="enroll-password" title={t('enroll.choices.setup.factor', label)}>
      <p className="siw-text">{t('mfa.challenge.password.subtitle')}</p>
      <TextField
        id="enroll-password"
        type="password"
        label={t('mfa.challenge.password.placeholder')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <TextField
        id="enroll-password-confirm"
        type="password"
        label={t('password.enroll.confirm')}
        autoComplete="current-password"
        {...form.field('confirmPassword')}
      />
      <SubmitButton form={form}>{t('enroll.question.save')}</SubmitButton>
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </Form>
  );
}
