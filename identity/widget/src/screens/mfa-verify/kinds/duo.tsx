import { useEffect, useRef, useState } from 'react';
import type { AuthTransaction } from '@identity/client';
import { Form, useForm } from '../../../ui/index.ts';
import { duoProblemText, DuoStep } from '../../mfa-common/duo/duo-step.tsx';
import { MfaFooter } from '../../mfa-common/mfa-footer.tsx';
import { allowsRememberDevice, RememberDevice } from '../../mfa-common/remember-device.tsx';
import { VerifyPage } from '../verify-page.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const isChallenge = (tx: AuthTransaction) =>
  tx.status === 'MFA_CHALLENGE' || tx.status === 'FACTOR_CHALLENGE';

/**
 * Duo Security verification (spec §2 route `signin/verify/duo/web`, §4 "Duo", §7 "Duo"): opening the screen verifies
 * the factor, whose MFA_CHALLENGE carries the Duo host, signed request and `complete` link; the Duo frame runs, its
 * response goes back with the application signature, then the transaction is polled (with `rememberDevice` when
 * the policy offers the checkbox) and the shell routes the answer. Missing options, a request Duo refused to sign
 * (`ERR|`) or an error from the frame show in the banner (spec §8 "Other").
 */
function VerifyDuo(props: VerifyScreenProps) {
  const { transaction, factor, settings, t, actions } = props;
  const policy = transaction?.policy;
  const canRemember = allowsRememberDevice(policy);
  const [challenge, setChallenge] = useState<AuthTransaction | null>(null);
  const [frameProblem, setFrameProblem] = useState<string>();
  const message = frameProblem ?? (challenge ? duoProblemText(challenge, 'verification', t) : undefined);
  const form = useForm({
    initialValues: { rememberDevice: Boolean(policy?.rememberDeviceByDefault) },
    t,
    notice: { message, id: message },
    submit: async () => undefined,
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !factor.verify) return;
    started.current = true;
    const verify = factor.verify;
    void form.perform(async () => {
      const next = await verify();
      if (isChallenge(next)) setChallenge(next);
      else await actions.transition(Promise.resolve(next));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <VerifyPage {...props} challenge={challenge} perform={form.perform} busy={form.busy}>
      <Form form={form} className="mfa-verify-duo" title={t('factor.duo')}>
        {canRemember ? (
          <RememberDevice
            policy={policy}
            checked={form.values.rememberDevice}
            onChange={(checked) => form.setValue('rememberDevice', checked)}
            disabled={form.busy}
            t={t}
          />
        ) : null}
        {challenge ? (
          <DuoStep
            tx={challenge}
            block="verification"
            t={t}
            actions={actions}
            perform={form.perform}
            query={() => (canRemember ? { rememberDevice: form.values.rememberDevice } : {})}
            onProblem={setFrameProblem}
          />
        ) : null}
      </Form>
      <MfaFooter settings={settings} t={t} actions={actions} />
    </VerifyPage>
  );
}

/** Duo Security (`DUO:web`, verify kind `duo`). */
export const duoKind: VerifyKindModule = { verify: 'duo', Verify: VerifyDuo };
