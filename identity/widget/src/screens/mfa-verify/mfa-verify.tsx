import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import Placeholder from '../placeholder/placeholder.tsx';
import { VerifyForm } from './verify-form.tsx';

type Props = ScreenProps<Extract<Route, { name: 'mfa-verify' }>>;

/** Verify kinds this chunk answers with the answer-entry form (spec §2 "Verify screen by factor type"). */
const ANSWER_KINDS = new Set(['passcode', 'code', 'email', 'question']);

/**
 * The verify family's lazy chunk (`mfa-verify`): the factor of the route, found among the transaction's factors by
 * id (or provider and type), on the answer-entry form; kinds whose screens are not built yet (push, U2F, WebAuthn,
 * Duo, password, custom) show the "not available yet" step.
 */
export default function MfaVerify(props: Props) {
  const { route, transaction } = props;
  const ref = route.factor;
  const factor =
    transaction?.factors?.find((f) => ref.id !== undefined && f.id === ref.id) ??
    transaction?.factors?.find(
      (f) => f.provider.toUpperCase() === ref.provider.toUpperCase() && f.factorType === ref.factorType,
    );
  if (!factor || !ANSWER_KINDS.has(ref.verify)) return <Placeholder {...props} />;
  return <VerifyForm {...props} factor={factor} />;
}
