import type { RegistrationForm as FormResponse } from '@identity/client';
import { useId, useState } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { PasswordRulesList } from '../password-expired/password-rules-list.tsx';
import { registrationFormError, RegistrationError } from './registration-errors.ts';
import { runHook, type HookError } from './registration-hooks.ts';
import { fieldError, fieldLabel, passwordRules, type RegistrationFieldSpec } from './registration-schema.ts';

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  email: 'email',
  password: 'new-password',
  firstName: 'given-name',
  lastName: 'family-name',
  login: 'username',
  mobilePhone: 'tel',
};

type Props = Pick<ScreenProps, 'client' | 'settings' | 't' | 'actions'> & {
  form: FormResponse;
  fields: RegistrationFieldSpec[];
};

/**
 * The schema-driven registration form (spec §2 "signin/register", §5 "Registration and password rules"): one
 * input per field in `fieldOrder`, required ones with an asterisk, local checks (blank, min/max length, email,
 * `/regex/` format, the password rules listed live); submit runs `preSubmit`, the register call, `postSubmit`,
 * then signs in with the `activationToken` when there is one, else shows registration-complete. A refusal shows
 * on the fields and in the banner and goes to the host's error callback as a RegistrationError (spec §8).
 */
export function RegistrationFormView({ form: response, fields, client, settings, t, actions }: Props) {
  const rulesId = useId();
  const [left, setLeft] = useState(false);
  const userNameField = fields.some((f) => f.name === 'login') ? 'login' : 'email';
  const hooks = settings.registration ?? {};
  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(fields.map((f) => [f.name, ''])),
    t,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const f of fields) {
        const message = fieldError(f, values, t);
        if (message) errors[f.name] = message;
      }
      return errors;
    },
    focusAfterSubmit: fields[0]?.name ?? 'email',
    submit: async (values) => {
      const userProfile = Object.fromEntries(
        fields
          .map((f) => [f.name, f.name === 'password' ? values[f.name]! : values[f.name]!.trim()] as const)
          .filter(([, v]) => v !== ''),
      );
      try {
        const postData = await runHook(
          'preSubmit',
          hooks.preSubmit,
          { userProfile, ...(settings.relayState ? { relayState: settings.relayState } : {}) },
          t,
        );
        let res: { activationToken?: string };
        try {
          res = await client.registration.register(response.policyId, postData);
        } catch (err) {
          const shown = registrationFormError(err, t, userNameField);
          actions.emit(
            'afterError',
            { controller: 'registration' },
            { name: 'RegistrationError', message: shown.summary },
          );
          actions.reportError(new RegistrationError(shown.causes[0]?.summary ?? shown.message));
          throw shown;
        }
        await runHook('postSubmit', hooks.postSubmit, res, t);
        if (res.activationToken) await actions.transition(client.signIn({ token: res.activationToken }));
        else actions.go({ name: 'registration-complete' });
      } catch (err) {
        if ((err as HookError).callback) actions.reportError(err);
        throw err;
      }
    },
  });
  const password = fields.find((f) => f.name === 'password');
  const lines = passwordRules(password, form.values);
  return (
    <Form form={form} className="registration" title={t('registration.form.title')}>
      <p className="siw-text">{t('registration.required.fields.label')}</p>
      {fields.map((f) => (
        <div key={f.name}>
          <TextField
            id={`registration-${f.name}`}
            type={f.name === 'password' ? 'password' : f.name === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[f.name] ?? 'off'}
            label={fieldLabel(f, t)}
            aria-required={f.required || undefined}
            {...(f.name === 'password' ? { onBlur: () => setLeft(true) } : {})}
            {...form.field(f.name)}
          />
          {f.name === 'password' ? (
            <PasswordRulesList
              id={rulesId}
              lines={lines}
              checked={form.values.password !== '' || left}
              t={t}
            />
          ) : null}
        </div>
      ))}
      <SubmitButton form={form} id="registration-submit">
        {t('registration.form.submit')}
      </SubmitButton>
    </Form>
  );
}
