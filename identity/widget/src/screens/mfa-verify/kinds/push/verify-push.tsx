import { useEffect, useRef, useState } from 'react';
import { isAuthPollStopError, type AuthTransaction, type QueryOptions } from '@identity/client';
import { Form, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import { allowsRememberDevice, RememberDevice } from '../../../mfa-common/remember-device.tsx';
import { VerifyPage } from '../../verify-page.tsx';
import type { VerifyScreenProps } from '../kind.ts';
import { BackupCode } from './backup-code.tsx';
import { PUSH_WARNING_MS, waitForPush } from './push-wait.ts';

type Phase = 'idle' | 'waiting';
/** The push's own challenge state: MFA_CHALLENGE, or FACTOR_CHALLENGE in a step-up (spec §4). */
const isChallenge = (tx: AuthTransaction) =>
  tx.status === 'MFA_CHALLENGE' || tx.status === 'FACTOR_CHALLENGE';
/** Messages of a push that ended without approval (spec §4 "Factor verification"). */
const RESULT_KEYS: Record<string, string> = {
  REJECTED: 'oktaverify.rejected',
  TIMEOUT: 'oktaverify.timeout',
};

/**
 * Push verification (spec §2 "push: push form", §4 "Factor verification"; 2.21.0 page `mfa-verify`): "Send Push"
 * sends a push (with `autoPush` and `rememberDevice`), then reads "Push sent!" and stays disabled while the screen
 * waits for the answer (4000 ms, then polling every 4000 ms: push-wait.ts); after 30 s without one a warning
 * shows. Approval: the shell routes the SUCCESS. Rejection or expiry re-enable the button with "You have chosen to
 * reject this login." / "Your push notification has expired." in the banner. The "Send push automatically"
 * checkbox (feature `autoPush`) starts from `policy.factorsPolicyInfo[factor].autoPushEnabled`, which the IdP keeps
 * from the `autoPush` of each send; when it is on the push goes out as the screen opens. With Okta Verify's TOTP
 * factor in the transaction, "Or enter code" verifies its passcode inline (the backup factor). Leaving the screen
 * (a factor switch, sign-out) aborts the wait.
 */
export function VerifyPush(props: VerifyScreenProps) {
  const { transaction, factor, settings, t, actions } = props;
  const policy = transaction?.policy;
  const canRemember = allowsRememberDevice(policy);
  const autoPushFeature = Boolean(settings.features.autoPush);
  const autoPushChosen = Boolean(factor.id && policy?.factorsPolicyInfo?.[factor.id]?.autoPushEnabled);
  const backup = transaction?.factors?.find(
    (f) => f.provider.toUpperCase() === 'OKTA' && f.factorType === 'token:software:totp',
  );
  const [challenge, setChallenge] = useState<AuthTransaction | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [warning, setWarning] = useState(false);
  const [notice, setNotice] = useState<{ message: string | undefined; id: number }>();
  const wait = useRef<AbortController | null>(null);
  const stopWaiting = () => wait.current?.abort();
  useEffect(() => stopWaiting, []);
  useEffect(() => {
    setWarning(false);
    if (phase !== 'waiting') return;
    const timer = setTimeout(() => setWarning(true), PUSH_WARNING_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const ended = (next: AuthTransaction) => {
    setPhase('idle');
    setChallenge(next);
    const key = RESULT_KEYS[String(next.data.factorResult)];
    if (key) setNotice((prev) => ({ message: t(key), id: (prev?.id ?? 0) + 1 }));
  };
  const awaitAnswer = (sent: AuthTransaction, query: QueryOptions) => {
    stopWaiting();
    const controller = new AbortController();
    wait.current = controller;
    setChallenge(sent);
    setPhase('waiting');
    waitForPush(sent, query, controller.signal).then(
      async (next) => {
        if (controller.signal.aborted) return;
        // REJECTED / TIMEOUT: the same screen shows why.
        if (isChallenge(next)) return ended(next);
        await form.perform(() => actions.transition(Promise.resolve(next)));
        setPhase('idle');
      },
      (err: unknown) => {
        if (controller.signal.aborted || isAuthPollStopError(err)) return;
        setPhase('idle');
        void form.perform(() => Promise.reject(err));
      },
    );
  };
  const send = async (values: { autoPush: boolean; rememberDevice: boolean }) => {
    const query: QueryOptions = {
      ...(autoPushFeature ? { autoPush: values.autoPush } : {}),
      ...(canRemember ? { rememberDevice: values.rememberDevice } : {}),
    };
    // After a result the challenge's `verify` sends a new push; before any, the factor's own verify link.
    const verify = challenge?.verify ?? factor.verify;
    if (!verify) return;
    const next = await verify(query);
    if (!isChallenge(next)) return actions.transition(Promise.resolve(next));
    if (next.data.factorResult === 'WAITING') return awaitAnswer(next, query);
    ended(next);
  };
  const form = useForm({
    initialValues: { autoPush: autoPushChosen, rememberDevice: Boolean(policy?.rememberDeviceByDefault) },
    t,
    notice,
    submit: send,
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !autoPushFeature || !autoPushChosen) return;
    started.current = true;
    // Auto-push (spec §4): the person chose it and the policy allows it.
    void form.perform(() => send(form.values));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const waiting = phase === 'waiting';
  return (
    <VerifyPage {...props} challenge={challenge} perform={form.perform} busy={form.busy}>
      <Form form={form} className="mfa-verify-push" title={t(factorMeta(factor, settings.features).label)}>
        {autoPushFeature ? (
          <div className="siw-check">
            <input
              id="mfa-auto-push"
              type="checkbox"
              checked={form.values.autoPush}
              disabled={form.busy || waiting}
              onChange={(e) => form.setValue('autoPush', e.target.checked)}
            />
            <label htmlFor="mfa-auto-push">{t('autoPush')}</label>
          </div>
        ) : null}
        {canRemember ? (
          <RememberDevice
            policy={policy}
            checked={form.values.rememberDevice}
            onChange={(checked) => form.setValue('rememberDevice', checked)}
            disabled={form.busy || waiting}
            t={t}
          />
        ) : null}
        <button
          type="submit"
          className="siw-button siw-primary siw-send-push"
          disabled={form.busy || waiting}
        >
          {t(waiting ? 'oktaverify.sent' : 'oktaverify.send')}
        </button>
        <p className="siw-text siw-warning" role="status">
          {warning ? t('oktaverify.warning') : ''}
        </p>
      </Form>
      {backup ? (
        <BackupCode
          backup={backup}
          t={t}
          actions={actions}
          rememberDevice={canRemember ? form.values.rememberDevice : undefined}
          beforeVerify={() => {
            stopWaiting();
            setPhase('idle');
          }}
          onRefused={() => setPhase('idle')}
        />
      ) : null}
      <MfaFooter settings={settings} t={t} actions={actions} />
    </VerifyPage>
  );
}
