import { useId, useState } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, SubmitButton, TextField, useForm } from '../../ui/index.ts';
import { ExpiryFooter } from './expiry-footer.tsx';
import { expiryTitle } from './expiry-heading.ts';
import { PasswordRulesList } from './password-rules-list.tsx';
import { passwordRuleLines } from './password-rules.ts';

const FIELDS = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password expired or expiring (spec §2 "Other screens"; routes of PASSWORD_EXPIRED and PASSWORD_WARN, 2.21.0
 * controller `password-expired`): old, new and repeated password, the policy's rules checked live as the person
 * types, one call `changePassword({oldPassword, newPassword})`. The server's causes show on their fields
 * (`oldPassword`, `newPassword`) and in the banner. PASSWORD_WARN adds "Remind me later" (`skip`).
 */
export default function PasswordExpired({ transaction, t, actions }: ScreenProps) {
  const rulesId = useId();
  const [left, setLeft] = useState(false);
  const embedded = transaction?.data._embedded;
  const form = useForm({
    initialValues: FIELDS,
    t,
    validate: (v) => ({
      ...(v.oldPassword ? {} : { oldPassword: 'model.validation.field.blank' }),
      ...(v.newPassword ? {} : { newPassword: 'model.validation.field.blank' }),
      ...(!v.confirmPassword
        ? { confirmPassword: 'model.validation.field.blank' }
        : v.confirmPassword !== v.newPassword
          ? { confirmPassword: 'password.error.match' }
          : {}),
    }),
    submit: async ({ oldPassword, newPassword }) => {
      if (transaction?.has('changePassword')) {
        await actions.transition(transaction.changePassword({ oldPassword, newPassword }));
      }
    },
    focusAfterSubmit: 'oldPassword',
  });
  const lines = passwordRuleLines(embedded?.policy, embedded?.user?.profile ?? {}, form.values.newPassword);
  const typed = form.values.newPassword !== '';
  return (
    <>
      <Form form={form} className="password-expired" title={expiryTitle(transaction, t)}>
        <p className="siw-text">{t('password.expired.subtitle')}</p>
        <TextField
          id="old-password"
          type="password"
          autoComplete="current-password"
          label={t('password.oldPassword.placeholder')}
          {...form.field('oldPassword')}
        />
        <TextField
          id="new-password"
          type="password"
          autoComplete="new-password"
          label={t('password.newPassword.placeholder')}
          onBlur={() => setLeft(true)}
          {...form.field('newPassword')}
        />
        <PasswordRulesList id={rulesId} lines={lines} checked={typed || left} t={t} />
        <TextField
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          label={t('password.confirmPassword.placeholder')}
          {...form.field('confirmPassword')}
        />
        <SubmitButton form={form}>{t('password.expired.submit')}</SubmitButton>
      </Form>
      <ExpiryFooter transaction={transaction} t={t} actions={actions} />
    </>
  );
}
