import { Form, SubmitButton, TextField, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { EnrollScreenProps } from '../kind.ts';
import { tokenFields } from './token-fields.ts';

const BLANK = 'model.validation.field.blank';

/**
 * Token enrolment (spec §2 routes `enroll/rsa/token`, `del_oath/token`, `symantec/token`, `yubico/token:hardware`;
 * §3 "Token enrol": passCode and profile.credentialId, Symantec adds nextPassCode; YubiKey one password-type
 * passcode): every field required; "Verify" enrols the factor with its first code(s), which the IdP checks and
 * activates at once (SUCCESS, or MFA_ENROLL when more factors are to set up). A refused code shows on its field.
 */
export function EnrollToken({ factor, settings, t, actions }: EnrollScreenProps) {
  const meta = factorMeta(factor, settings.features);
  const label = t(meta.label);
  const fields = tokenFields(factor);
  const form = useForm({
    initialValues: { credentialId: '', passCode: '', nextPassCode: '' },
    t,
    validate: (v) => ({
      ...(fields.credentialId && !v.credentialId.trim() ? { credentialId: BLANK } : {}),
      ...(v.passCode.trim() ? {} : { passCode: BLANK }),
      ...(fields.nextPassCode && !v.nextPassCode.trim() ? { nextPassCode: BLANK } : {}),
    }),
    focusAfterSubmit: 'passCode',
    properties: { 'profile.credentialId': 'credentialId' },
    submit: async (v) => {
      if (!factor.enroll) return;
      const body = {
        passCode: v.passCode.trim(),
        ...(fields.nextPassCode ? { nextPassCode: v.nextPassCode.trim() } : {}),
        ...(fields.credentialId ? { profile: { credentialId: v.credentialId.trim() } } : {}),
      };
      await actions.transition(factor.enroll(body));
    },
  });
  const code = { autoComplete: 'off', inputMode: fields.secret ? undefined : ('numeric' as const) };
  return (
    <Form form={form} className="enroll-token" title={t('enroll.choices.setup.factor', label)}>
      <p className="siw-text">{t(meta.description)}</p>
      {fields.credentialId ? (
        <TextField
          id="enroll-credential-id"
          label={t(fields.credentialId)}
          autoComplete="username"
          {...form.field('credentialId')}
        />
      ) : null}
      <TextField
        id="enroll-passcode"
        type={fields.secret ? 'password' : 'text'}
        label={t('mfa.challenge.enterCode')}
        {...code}
        {...form.field('passCode')}
      />
      {fields.nextPassCode ? (
        <TextField
          id="enroll-next-passcode"
          label={t('enroll.symantecVip.nextPassCode')}
          {...code}
          {...form.field('nextPassCode')}
        />
      ) : null}
      <SubmitButton form={form}>{t('mfa.challenge.verify')}</SubmitButton>
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </Form>
  );
}
