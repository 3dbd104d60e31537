import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { OneCallStep } from '../../ui/one-call-step.tsx';

/** Recovery-token loading screen (spec §2 "signin/recovery/{recoveryToken}"): one call, verifyRecoveryToken. */
export default function RecoveryLoading({
  route,
  client,
  t,
  actions,
}: ScreenProps<Extract<Route, { name: 'recovery-loading' }>>) {
  return (
    <OneCallStep
      call={() => actions.transition(client.verifyRecoveryToken(route.recoveryToken))}
      callKey={route.recoveryToken}
      t={t}
      onBack={() => actions.cancel()}
    />
  );
}
