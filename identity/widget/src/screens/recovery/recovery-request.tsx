import { useRef } from 'react';
import type { RecoveryRequest } from '@identity/contracts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { Form, TextField, useForm } from '../../ui/index.ts';
import { BackToSignIn } from './back-to-sign-in.tsx';
import { rememberRecoveryUsername } from './recovery-username.ts';

type Channel = NonNullable<RecoveryRequest['factorType']>;

/** Labels of each kind of request: title, field, one button per channel, "no options" message. */
const KINDS = {
  PASSWORD: {
    title: 'password.reset',
    field: 'password.forgot.email.or.username.placeholder',
    buttons: {
      SMS: 'password.forgot.sendText',
      CALL: 'password.forgot.call',
      EMAIL: 'password.forgot.sendEmail',
    },
    none: 'password.forgot.noFactorsEnabled',
    operation: 'FORGOT_PASSWORD',
    className: 'forgot-password',
  },
  UNLOCK: {
    title: 'account.unlock.title',
    field: 'account.unlock.email.or.username.placeholder',
    buttons: {
      SMS: 'account.unlock.sendText',
      CALL: 'account.unlock.voiceCall',
      EMAIL: 'account.unlock.sendEmail',
    },
    none: 'account.unlock.noFactorsEnabled',
    operation: 'UNLOCK_ACCOUNT',
    className: 'account-unlock',
  },
} as const;

/**
 * Forgot password and unlock account (spec §2 "Other screens": username field and buttons for SMS, call and
 * email; §4 "Recovery and unlock"): one button per channel the features allow (smsRecovery, callRecovery,
 * emailRecovery), in that order; the username goes through `transformUsername` with FORGOT_PASSWORD or
 * UNLOCK_ACCOUNT; one call, `forgotPassword` or `unlockAccount`. With no channel the screen says to contact the
 * administrator (`noFactorsEnabled`). Enter submits with the first channel.
 */
export function RecoveryRequestScreen({
  kind,
  settings,
  client,
  t,
  actions,
}: Pick<ScreenProps, 'settings' | 'client' | 't' | 'actions'> & { kind: 'PASSWORD' | 'UNLOCK' }) {
  const labels = KINDS[kind];
  const f = settings.features;
  const channels = (['SMS', 'CALL', 'EMAIL'] as const).filter((c) =>
    c === 'SMS' ? f.smsRecovery : c === 'CALL' ? f.callRecovery : f.emailRecovery,
  );
  // The button that submitted (Enter clicks the first one): read at submit, so a ref, not state.
  const channel = useRef<Channel>(channels[0] ?? 'EMAIL');
  const form = useForm({
    initialValues: { username: settings.username ?? '' },
    t,
    validate: ({ username }) => (username.trim() ? {} : { username: 'model.validation.field.blank' }),
    focusAfterSubmit: 'username',
    submit: async ({ username }) => {
      const transformed = settings.transformUsername
        ? settings.transformUsername(username.trim(), labels.operation)
        : username.trim();
      rememberRecoveryUsername(transformed);
      const body = {
        username: transformed,
        factorType: channel.current,
        ...(settings.relayState ? { relayState: settings.relayState } : {}),
      };
      await actions.transition(
        kind === 'PASSWORD' ? client.forgotPassword(body) : client.unlockAccount(body),
      );
    },
  });
  return (
    <>
      <Form form={form} className={labels.className} title={t(labels.title)}>
        {channels.length === 0 ? (
          <p className="siw-text" role="status">
            {t(labels.none)}
          </p>
        ) : (
          <>
            <TextField
              id={`${labels.className}-username`}
              autoComplete="username"
              label={t(labels.field)}
              {...form.field('username')}
            />
            {channels.map((c, i) => (
              <button
                key={c}
                type="submit"
                className={`siw-button ${i === 0 ? 'siw-primary' : 'siw-secondary'}`}
                data-channel={c}
                disabled={form.busy}
                onClick={() => {
                  channel.current = c;
                }}
              >
                {t(labels.buttons[c])}
              </button>
            ))}
          </>
        )}
      </Form>
      <BackToSignIn t={t} actions={actions} />
    </>
  );
}
