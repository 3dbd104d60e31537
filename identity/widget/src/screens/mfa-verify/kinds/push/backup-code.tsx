import { useId, useState } from 'react';
import type { AuthFactor } from '@identity/client';
import type { Translate } from '../../../../i18n/translator.ts';
import type { ShellActions } from '../../../../shell/screen-props.ts';
import { Form, SubmitButton, TextField, useForm } from '../../../../ui/index.ts';

interface Props {
  /** The OKTA token:software:totp factor of the same authenticator app. */
  backup: AuthFactor;
  t: Translate;
  actions: ShellActions;
  /** The push form's "remember this device" value, when the policy allows it. */
  rememberDevice: boolean | undefined;
  /** Stops the push wait before the code is sent (another action stops polling: spec §4). */
  beforeVerify(): void;
  /** Called when the code was refused, so the push can be sent again. */
  onRefused(): void;
}

/**
 * The backup factor inline on the push screen (spec §2 "Push verify may add a backup-factor view (TOTP acting as
 * backup)"; §3 "The OKTA push and TOTP factors are merged"): "Or enter code" opens a passcode field whose
 * Verify sends the authenticator app's code through the TOTP factor's verify link.
 */
export function BackupCode({ backup, t, actions, rememberDevice, beforeVerify, onRefused }: Props) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const form = useForm({
    initialValues: { passCode: '' },
    t,
    validate: ({ passCode }) => (passCode.trim() ? {} : { passCode: 'model.validation.field.blank' }),
    focusAfterSubmit: 'passCode',
    submit: async ({ passCode }) => {
      if (!backup.verify) return;
      beforeVerify();
      const body = { passCode: passCode.trim(), ...(rememberDevice === undefined ? {} : { rememberDevice }) };
      try {
        await actions.transition(backup.verify(body));
      } catch (err) {
        onRefused();
        throw err;
      }
    },
  });
  return (
    <div className="siw-backup-factor">
      <button
        type="button"
        className="siw-link-button siw-backup-toggle"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
      >
        {t('mfa.challenge.orEnterCode')}
      </button>
      <div id={regionId} hidden={!open}>
        {open ? (
          <Form form={form} className="mfa-verify-backup">
            <TextField
              id="mfa-backup-passcode"
              label={t('mfa.challenge.enterCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              {...form.field('passCode')}
            />
            <SubmitButton form={form}>{t('mfa.challenge.verify')}</SubmitButton>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
