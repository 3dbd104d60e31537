import { Form, SubmitButton, useForm } from '../../../../ui/index.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { EnrollScreenProps } from '../kind.ts';

/**
 * Email enrolment, first step (spec §2 "Enrolment screens", email; §4 "Factor enrolment"): says where the code
 * will go (the person's login; the IdP sends to it) and "Send me the code", which enrols the factor (MFA_ENROLL →
 * MFA_ENROLL_ACTIVATE: the code step, whose code arrives by email).
 */
export function EnrollEmail({ factor, transaction, settings, t, actions }: EnrollScreenProps) {
  const label = t(factorMeta(factor, settings.features).label);
  const address = transaction?.user?.profile?.login ?? '';
  const form = useForm({
    initialValues: {},
    t,
    submit: async () => {
      if (factor.enroll) await actions.transition(factor.enroll());
    },
  });
  return (
    <Form form={form} className="enroll-email" title={t('enroll.email.title', label)}>
      <p className="siw-text">{t('mfa.challenge.email', address)}</p>
      <SubmitButton form={form}>{t('mfa.sendEmail')}</SubmitButton>
      <MfaFooter
        settings={settings}
        t={t}
        actions={actions}
        onBack={() => actions.go({ name: 'enroll-choices' })}
      />
    </Form>
  );
}
