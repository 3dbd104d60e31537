import type { ComponentType } from 'react';
import type { AuthFactor } from '@identity/client';
import type { Route } from '../../../routing/route.ts';
import type { ScreenProps } from '../../../shell/screen-props.ts';

/** Props of a kind's first enrolment screen (route `enroll-factor`): the MFA_ENROLL factor being set up. */
export type EnrollScreenProps = ScreenProps<Extract<Route, { name: 'enroll-factor' }>> & {
  factor: AuthFactor;
};

/** Props of a kind's activation screen (route `enroll-activate`, MFA_ENROLL_ACTIVATE: the factor is `transaction.factor`). */
export type ActivateScreenProps = ScreenProps<Extract<Route, { name: 'enroll-activate' }>>;

/**
 * One factor kind's enrolment in the widget (spec §2 "Enrolment screens", §4 "Factor enrolment"): the screens of
 * its `enroll-factor` and `enroll-activate` routes. Kinds are registered in ONE table (kinds/index.ts); adding a
 * kind touches no other kind.
 */
export interface EnrolKind {
  /** The wire `factorType` this module enrols (spec §3 "Factor"). */
  factorType: string;
  /** The providers (upper case) it enrols; absent: any provider of the type. */
  providers?: readonly string[];
  /** The first screen: what the person gives before the factor is enrolled (device type, phone number, ...). */
  Enroll: ComponentType<EnrollScreenProps>;
  /** The activation screen of MFA_ENROLL_ACTIVATE; absent for kinds the IdP activates at once (question). */
  Activate?: ComponentType<ActivateScreenProps>;
}

/** The kind of `table` that enrols `provider` + `factorType`, if any. */
export function findKind(
  table: readonly EnrolKind[],
  provider: string,
  factorType: string,
): EnrolKind | undefined {
  const p = provider.toUpperCase();
  return table.find((k) => k.factorType === factorType && (!k.providers || k.providers.includes(p)));
}
