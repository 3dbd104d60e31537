import type { AuthTransaction } from '@identity/client';
import { Form, SubmitButton, useForm } from '../../../../ui/index.ts';
import { continueCustomFactor, customFactorRedirect } from '../../../mfa-common/custom-redirect.ts';
import { factorMeta } from '../../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../../mfa-common/mfa-footer.tsx';
import type { ActivateScreenProps, EnrollScreenProps } from '../kind.ts';

type Props = Pick<EnrollScreenProps, 'settings' | 't' | 'actions'> & {
  name: string;
  /** The call "Enroll" makes; its answer's `next` link is where the browser goes. */
  call(): Promise<AuthTransaction> | undefined;
  onBack?: () => void;
};

function CustomFactorStep({ name, call, settings, t, actions, onBack }: Props) {
  const form = useForm({
    initialValues: {},
    t,
    submit: async () => {
      const pending = call();
      if (pending) await continueCustomFactor(pending, actions.transition);
    },
  });
  return (
    <Form form={form} className="enroll-custom-factor" title={t('enroll.choices.setup.factor', name)}>
      <p className="siw-text">{t('enroll.customFactor.subtitle', name)}</p>
      <SubmitButton form={form}>{t('enroll.customFactor.save')}</SubmitButton>
      <MfaFooter settings={settings} t={t} actions={actions} onBack={onBack} />
    </Form>
  );
}

/**
 * Generic SAML / OIDC enrolment (spec §2 routes `enroll/generic_saml/assertion:saml2`,
 * `enroll/generic_oidc/assertion:oidc`; "Custom factor: redirects to the next link after enrolment"): the factor's
 * name, a line saying the button leaves for that identity provider, and "Enroll", which enrols the factor and sends
 * the browser to the `next` link of the answer.
 */
export function EnrollCustom({ factor, ...props }: EnrollScreenProps) {
  const name = factor.vendorName || props.t(factorMeta(factor, props.settings.features).label);
  return (
    <CustomFactorStep
      {...props}
      name={name}
      call={() => factor.enroll?.()}
      onBack={() => props.actions.go({ name: 'enroll-choices' })}
    />
  );
}

/**
 * The same factor after a reload in MFA_ENROLL_ACTIVATE: "Enroll" goes on to the identity provider the transaction's
 * `next` link names.
 */
export function ActivateCustom({ transaction, ...props }: ActivateScreenProps) {
  const factor = transaction?.factor;
  const name =
    factor?.vendorName ||
    props.t(factor ? factorMeta(factor, props.settings.features).label : 'factor.customFactor');
  return (
    <CustomFactorStep
      {...props}
      name={name}
      call={() =>
        transaction && customFactorRedirect(transaction) ? Promise.resolve(transaction) : undefined
      }
    />
  );
}
