import { useEffect, useRef, useState } from 'react';
import { Form, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { ActivateScreenProps } from '../kind.ts';
import { CeremonyError, registerCredential } from './ceremony.ts';
import { FIDO_LABELS, fidoVariant } from './fido-variant.ts';

/**
 * Security key and biometric activation (MFA_ENROLL_ACTIVATE of `webauthn` / `u2f`; spec §4 "U2F and WebAuthn:
 * auto-start on render. A spinner shows while waiting and a retry button after failure"; "On error the
 * instructions return"): starts the device's registration with the IdP's options at once, then sends the result
 * to `activate` (SUCCESS, or MFA_ENROLL when more factors are to set up). A failure shows the browser's message
 * (WebAuthn) or the U2F message of its error code (spec §8), the instructions, and "Retry".
 */
export function ActivateFido({ route, transaction, settings, t, actions }: ActivateScreenProps) {
  const factor = transaction?.factor;
  const variant = fidoVariant(route.factorType, settings.features);
  const label = factor ? t(factorMeta(factor, settings.features).label) : '';
  const [failure, setFailure] = useState<{ message: string; id: number } | undefined>();
  const [waiting, setWaiting] = useState(true);
  const form = useForm({ initialValues: {}, t, submit: async () => undefined, notice: failure });
  const run = async () => {
    if (!factor?.activation || !transaction?.has('activate')) return;
    setWaiting(true);
    let body;
    try {
      body = await registerCredential(variant, factor.activation);
    } catch (err) {
      const key = err instanceof CeremonyError ? err.labelKey : undefined;
      const message = key ? t(key) : (err as Error).message || t('u2f.error.other');
      setFailure((prev) => ({ message, id: (prev?.id ?? 0) + 1 }));
      setWaiting(false);
      return;
    }
    const activate = transaction.activate;
    if (!(await form.perform(() => actions.transition(activate(body))))) setWaiting(false);
  };
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
    // Once, on arrival (spec §4: auto-start on render); "Retry" starts it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const back = () => {
    if (transaction?.has('prev')) void form.perform(() => actions.transition(transaction.prev()));
    else actions.go({ name: 'enroll-choices' });
  };
  return (
    <Form form={form} className={`enroll-${variant}`} title={t('enroll.totp.title', label)}>
      {waiting ? (
        <div className="siw-fido-waiting" role="status">
          <span className="siw-spinner" aria-hidden="true" />
          <p className="siw-text">{t('enroll.fido.waiting')}</p>
        </div>
      ) : (
        <>
          <p className="siw-text">{t(FIDO_LABELS[variant].instructions)}</p>
          <button type="button" className="siw-button siw-primary" onClick={() => void run()}>
            {t('enroll.fido.retry')}
          </button>
        </>
      )}
      <MfaFooter settings={settings} t={t} actions={actions} onBack={back} />
    </Form>
  );
}
