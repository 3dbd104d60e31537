import { Form, SubmitButton, useForm } from '../../../ui/index.ts';
import { continueCustomFactor } from '../../mfa-common/custom-redirect.ts';
import { factorMeta } from '../../mfa-common/factor-meta.ts';
import { MfaFooter } from '../../mfa-common/mfa-footer.tsx';
import { VerifyPage } from '../verify-page.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

/**
 * Generic SAML and OIDC factors (spec §2 routes `signin/verify/generic_saml/assertion:saml2` and
 * `generic_oidc/assertion:oidc`, §4 "Custom-factor verify redirects away"): the factor's name (its vendor name, else
 * the generic label), a line saying the button leaves for that identity provider, and "Verify", which verifies the
 * factor and sends the browser to the `next` link of the answer.
 */
function VerifyCustom(props: VerifyScreenProps) {
  const { factor, settings, t, actions } = props;
  const name = factor.vendorName || t(factorMeta(factor, settings.features).label);
  const form = useForm({
    initialValues: {},
    t,
    submit: async () => {
      if (factor.verify) await continueCustomFactor(factor.verify(), actions.transition);
    },
  });
  return (
    <VerifyPage {...props} challenge={null} perform={form.perform} busy={form.busy}>
      <Form form={form} className="mfa-verify-custom" title={name}>
        <p className="siw-text">{t('verify.customFactor.subtitle', name)}</p>
        <SubmitButton form={form}>{t('mfa.challenge.verify')}</SubmitButton>
      </Form>
      <MfaFooter settings={settings} t={t} actions={actions} />
    </VerifyPage>
  );
}

/** Generic SAML / OIDC identity-provider factors (verify kind `custom`). */
export const customKind: VerifyKindModule = { verify: 'custom', Verify: VerifyCustom };
