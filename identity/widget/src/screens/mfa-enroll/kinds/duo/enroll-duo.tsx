import { useEffect, useRef, useState } from 'react';
import { Form, useForm } from '../../../../ui/index.ts';
import { duoProblemText, DuoStep } from '../../../mfa-common/duo/duo-step.tsx';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { ActivateScreenProps, EnrollScreenProps } from '../kind.ts';

/**
 * Duo Security enrolment, first step (spec §2 route `signin/enroll/duo/web`): the factor is enrolled as the screen
 * opens (there is nothing to type), and the shell routes the MFA_ENROLL_ACTIVATE that carries the Duo frame.
 */
export function EnrollDuo({ factor, settings, t, actions }: EnrollScreenProps) {
  const form = useForm({ initialValues: {}, t, submit: async () => undefined });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !factor.enroll) return;
    started.current = true;
    const enroll = factor.enroll;
    void form.perform(() => actions.transition(enroll()));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const label = t(factorMeta(factor, settings.features).label);
  return (
    <Form form={form} className="enroll-duo" title={t('enroll.choices.setup.factor', label)}>
      <div className="siw-spinner" role="status" aria-label={t('loading.language')} />
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </Form>
  );
}

/**
 * Duo Security enrolment, activation (MFA_ENROLL_ACTIVATE; spec §4 "Duo", §7 "Duo"): the Duo frame from the
 * factor's `activation` (host, signed request, `complete` link); its enroll response goes back with the application
 * signature, then the transaction is polled and the shell routes the answer. Missing options or a Duo error show
 * in the banner (spec §8 "Other").
 */
export function ActivateDuo({ transaction, settings, t, actions }: ActivateScreenProps) {
  const [frameProblem, setFrameProblem] = useState<string>();
  const message =
    frameProblem ?? (transaction ? duoProblemText(transaction, 'activation', t) : t('error.duo.unavailable'));
  const form = useForm({
    initialValues: {},
    t,
    notice: { message, id: message },
    submit: async () => undefined,
  });
  return (
    <Form form={form} className="enroll-duo" title={t('enroll.choices.setup.factor', t('factor.duo'))}>
      {transaction ? (
        <DuoStep
          tx={transaction}
          block="activation"
          t={t}
          actions={actions}
          perform={form.perform}
          query={() => ({})}
          onProblem={setFrameProblem}
        />
      ) : null}
      <MfaFooter settings={settings} t={t} actions={actions} />
    </Form>
  );
}
