import { useEffect, useRef, useState } from 'react';
import type { AuthTransaction } from '@identity/client';
import { Form, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import { allowsRememberDevice, RememberDevice } from '../../../mfa-common/remember-device.tsx';
import { VerifyPage } from '../../verify-page.tsx';
import type { VerifyScreenProps } from '../kind.ts';
import { signChallenge, type FidoVariant } from './assertion.ts';
import { canVerify, ceremonyMessage, FIDO_TEXTS } from './fido-support.ts';

/** loading: support not known yet; signing-in: ceremony running; stopped: waiting for the person; unsupported. */
type State = 'loading' | 'signing-in' | 'stopped' | 'unsupported';

/**
 * Security key and biometric verification (spec §2 route table, §4 "Factor verification", §8; 2.21.0 pages
 * `verify-webauthn`, `verify-u2f`, `verify-windows-hello`): asks the IdP for a challenge (`verify` without an
 * answer → MFA_CHALLENGE `_embedded.challenge`), has the authenticator sign it (assertion.ts), and sends
 * `{clientData, authenticatorData, signatureData}` (with `rememberDevice`) to the challenge's verify. WebAuthn and
 * U2F start on render, Windows Hello when it is the only factor; a spinner shows while signing, the instructions
 * and a retry button after a failure (its message per fido-support.ts). A browser without the capability gets
 * the not-supported message (one-factor variant when there is no other factor) instead.
 */
export function VerifyFido(props: VerifyScreenProps) {
  const { route, transaction, factor, settings, t, actions } = props;
  const variant = route.factor.verify as FidoVariant;
  const texts = FIDO_TEXTS[variant];
  const oneFactor = (transaction?.factors?.length ?? 0) <= 1;
  const policy = transaction?.policy;
  const canRemember = allowsRememberDevice(policy);
  const [state, setState] = useState<State>('loading');
  const [challenge, setChallenge] = useState<AuthTransaction | null>(null);
  const [failure, setFailure] = useState<{ message: string | undefined; id: number }>();
  const remember = useRef(Boolean(policy?.rememberDeviceByDefault));
  const verifyOnce = async () => {
    setState('signing-in');
    try {
      const sent = factor.verify ? await factor.verify() : null;
      if (!sent?.verify) return setState('stopped');
      setChallenge(sent);
      let body;
      try {
        body = await signChallenge(variant, factor, sent.factor?.challenge);
      } catch (err) {
        const message = ceremonyMessage(variant, err, oneFactor, t);
        setFailure((prev) => ({ message, id: (prev?.id ?? 0) + 1 }));
        return setState('stopped');
      }
      await actions.transition(
        sent.verify({ ...body, ...(canRemember ? { rememberDevice: remember.current } : {}) }),
      );
    } catch (err) {
      setState('stopped');
      throw err;
    }
  };
  const form = useForm({
    initialValues: { rememberDevice: remember.current },
    t,
    notice: failure,
    submit: verifyOnce,
  });
  const run = () => void form.perform(verifyOnce);
  useEffect(() => {
    let live = true;
    void canVerify(variant).then((can) => {
      if (!live) return;
      if (!can) return setState('unsupported');
      setState('stopped');
      if (variant !== 'windows-hello' || oneFactor) run();
    });
    return () => {
      live = false;
    };
    // Once, on arrival (spec §4: auto-start on render); the button starts it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const working = state === 'signing-in' || state === 'loading';
  const waitingText =
    variant === 'windows-hello'
      ? t(
          state === 'loading'
            ? 'verify.windowsHello.subtitle.loading'
            : 'verify.windowsHello.subtitle.signingIn.generic',
        )
      : t(texts.instructions);
  return (
    <VerifyPage {...props} challenge={challenge} perform={form.perform} busy={form.busy}>
      <Form
        form={form}
        className={`verify-${variant}`}
        title={t(factorMeta(factor, settings.features).label)}
      >
        {state === 'unsupported' ? (
          <p className="siw-text siw-warning siw-not-supported" role="alert">
            {t(oneFactor ? `${texts.notSupported}.oneFactor` : texts.notSupported)}
          </p>
        ) : working ? (
          <div className="siw-fido-waiting" role="status">
            <span className="siw-spinner" aria-hidden="true" />
            <p className="siw-text">{waitingText}</p>
          </div>
        ) : (
          <>
            <p className="siw-text">{t(texts.instructions)}</p>
            {canRemember ? (
              <RememberDevice
                policy={policy}
                checked={form.values.rememberDevice}
                onChange={(checked) => {
                  remember.current = checked;
                  form.setValue('rememberDevice', checked);
                }}
                disabled={form.busy}
                t={t}
              />
            ) : null}
            <button type="submit" className="siw-button siw-primary" disabled={form.busy}>
              {t(texts.start)}
            </button>
          </>
        )}
      </Form>
      <MfaFooter settings={settings} t={t} actions={actions} />
    </VerifyPage>
  );
}
