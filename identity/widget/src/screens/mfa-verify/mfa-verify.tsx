import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import Placeholder from '../placeholder/placeholder.tsx';
import { findVerifyKind } from './kinds/kind.ts';
import { VERIFY_KINDS } from './verify-kinds.ts';

type Props = ScreenProps<Extract<Route, { name: 'mfa-verify' }>>;

/**
 * The verify family's lazy chunk (`mfa-verify`): the factor of the route, found among the transaction's factors by
 * id (or provider and type), on the form of its kind (verify-kinds.ts). A kind the widget cannot verify shows the
 * "not available yet" step. The form is keyed by the factor, so a
 * switch of factor starts the new kind afresh (and the old one's sends and polls stop as it unmounts).
 */
export default function MfaVerify(props: Props) {
  const { route, transaction } = props;
  const ref = route.factor;
  const factor =
    transaction?.factors?.find((f) => ref.id !== undefined && f.id === ref.id) ??
    transaction?.factors?.find(
      (f) => f.provider.toUpperCase() === ref.provider.toUpperCase() && f.factorType === ref.factorType,
    );
  const kind = factor && findVerifyKind(VERIFY_KINDS, ref.verify, factor.factorType);
  if (!factor || !kind) return <Placeholder {...props} />;
  return <kind.Verify key={factor.id} {...props} factor={factor} />;
}
