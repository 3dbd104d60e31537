import { useId, useState } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, PasswordJammer, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { PasswordRulesList } from '../password-expired/password-rules-list.tsx';
import { passwordRuleLines } from '../password-expired/password-rules.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';

/**
 * Password reset (spec §2 "password reset (new and confirm)"; PASSWORD_RESET): the new password with the
 * policy's rules checked live (the same list as the expired-password screen, spec §5), the confirmation, one
 * call `resetPassword({newPassword})`. The server's causes show on the new password and in the banner.
 * "Back to Sign In" unless `features.hideBackToSignInForReset`. With `features.preventBrowserFromSavingOktaPassword`
 * (spec §3, on by default) the decoy fields of ui/password-jammer.tsx are added and autocomplete is off.
 */
export function PasswordReset({ transaction, settings, t, actions }: ScreenProps) {
  const rulesId = useId();
  const [left, setLeft] = useState(false);
  const embedded = transaction?.data._embedded;
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    t,
    validate: (v) => ({
      ...(v.newPassword ? {} : { newPassword: 'model.validation.field.blank' }),
      ...(!v.confirmPassword
        ? { confirmPassword: 'model.validation.field.blank' }
        : v.confirmPassword !== v.newPassword
          ? { confirmPassword: 'password.error.match' }
          : {}),
    }),
    focusAfterSubmit: 'newPassword',
    submit: async ({ newPassword }) => {
      if (transaction?.resetPassword) await actions.transition(transaction.resetPassword({ newPassword }));
    },
  });
  // features.preventBrowserFromSavingOktaPassword (spec §3): decoys, and no autocomplete hint to save the new one.
  const noSave = settings.features.preventBrowserFromSavingOktaPassword;
  const autoComplete = noSave ? 'off' : 'new-password';
  const lines = passwordRuleLines(embedded?.policy, embedded?.user?.profile ?? {}, form.values.newPassword);
  return (
    <>
      <Form form={form} className="password-reset" title={t('password.reset.title')}>
        {noSave ? <PasswordJammer /> : null}
        <TextField
          id="reset-new-password"
          type="password"
          autoComplete={autoComplete}
          label={t('password.newPassword.placeholder')}
          onBlur={() => setLeft(true)}
          {...form.field('newPassword')}
        />
        <PasswordRulesList
          id={rulesId}
          lines={lines}
          checked={form.values.newPassword !== '' || left}
          t={t}
        />
        <TextField
          id="reset-confirm-password"
          type="password"
          autoComplete={autoComplete}
          label={t('password.confirmPassword.placeholder')}
          {...form.field('confirmPassword')}
        />
        <SubmitButton form={form}>{t('password.reset')}</SubmitButton>
      </Form>
      {settings.features.hideBackToSignInForReset ? null : <BackToSignIn t={t} actions={actions} />}
    </>
  );
}
