import { useEffect, useState } from 'react';
import { Form, SubmitButton, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { EnrollScreenProps } from '../kind.ts';
import { canEnrol } from './fido-support.ts';
import { FIDO_LABELS, fidoVariant } from './fido-variant.ts';

/**
 * Security key and biometric enrolment, first step (spec §2 "U2F and WebAuthn: enrolment screens with a
 * not-supported message when the browser lacks the capability. The message has a one-factor variant"; §4 "the first
 * save enrols, then the activation step runs on the device"; 2.21.0 pages `enroll-webauthn`, `enroll-u2f`,
 * `enroll-windows-hello`): the instructions and "Enroll", which enrols the factor (→ MFA_ENROLL_ACTIVATE with the
 * credential creation options); when this browser cannot, the not-supported message instead of the button
 * (its one-factor variant when the policy offers no other factor).
 */
export function EnrollFido({ factor, transaction, settings, t, actions }: EnrollScreenProps) {
  const variant = fidoVariant(factor.factorType, settings.features);
  const label = t(factorMeta(factor, settings.features).label);
  const [supported, setSupported] = useState<boolean | undefined>();
  useEffect(() => {
    let live = true;
    void canEnrol(variant).then((can) => live && setSupported(can));
    return () => {
      live = false;
    };
  }, [variant]);
  const oneFactor = (transaction?.factors?.length ?? 0) <= 1;
  const form = useForm({
    initialValues: {},
    t,
    submit: async () => {
      if (factor.enroll) await actions.transition(factor.enroll());
    },
  });
  const labels = FIDO_LABELS[variant];
  return (
    <Form form={form} className={`enroll-${variant}`} title={t('enroll.totp.title', label)}>
      {supported === false ? (
        <p className="siw-text siw-warning siw-not-supported" role="alert">
          {t(oneFactor ? `${labels.notSupported}.oneFactor` : labels.notSupported)}
        </p>
      ) : (
        <>
          <p className="siw-text">{t(labels.instructions)}</p>
          <SubmitButton form={form}>{t('enroll.fido.enroll')}</SubmitButton>
        </>
      )}
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </Form>
  );
}
