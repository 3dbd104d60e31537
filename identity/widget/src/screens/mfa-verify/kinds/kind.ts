import type { ComponentType } from 'react';
import type { AuthFactor } from '@identity/client';
import type { Route } from '../../../routing/route.ts';
import type { VerifyKind } from '../../../routing/factor-table.ts';
import type { ScreenProps } from '../../../shell/screen-props.ts';

/** Props of a kind's verify screen (route `mfa-verify`): the factor of the route, found in the transaction. */
export type VerifyScreenProps = ScreenProps<Extract<Route, { name: 'mfa-verify' }>> & { factor: AuthFactor };

/**
 * One factor kind's verification in the widget (spec §2 "Verify screen by factor type", §4 "Factor verification"):
 * the form it renders for the route's factor. Kinds are registered in ONE table (verify-kinds.ts); adding a kind
 * touches no other kind.
 */
export interface VerifyKindModule {
  /** The route's verify kind (factor-table.ts `VerifyKind`) this module answers. */
  verify: VerifyKind;
  /** The wire factor types it answers when the verify kind is shared (sms and call are both `code`). */
  factorTypes?: readonly string[];
  Verify: ComponentType<VerifyScreenProps>;
}

/** The module of `table` that verifies a factor of verify kind `verify` and type `factorType`, if any. */
export function findVerifyKind(
  table: readonly VerifyKindModule[],
  verify: VerifyKind,
  factorType: string,
): VerifyKindModule | undefined {
  return table.find((k) => k.verify === verify && (!k.factorTypes || k.factorTypes.includes(factorType)));
}
