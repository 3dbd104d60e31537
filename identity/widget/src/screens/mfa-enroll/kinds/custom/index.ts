import type { EnrolKind } from '../kind.ts';
import { ActivateCustom, EnrollCustom } from './enroll-custom.tsx';

/** Generic SAML identity-provider factor: enrolment continues at the identity provider. */
export const samlKind: EnrolKind = {
  factorType: 'assertion:saml2',
  providers: ['GENERIC_SAML'],
  Enroll: EnrollCustom,
  Activate: ActivateCustom,
};

/** Generic OIDC identity-provider factor: enrolment continues at the identity provider. */
export const oidcKind: EnrolKind = {
  factorType: 'assertion:oidc',
  providers: ['GENERIC_OIDC'],
  Enroll: EnrollCustom,
  Activate: ActivateCustom,
};
