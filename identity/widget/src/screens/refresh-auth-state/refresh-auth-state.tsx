import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { OneCallStep } from '../../ui/one-call-step.tsx';

/** Refresh-state screen (spec §2 "signin/refresh-auth-state"): one call, resume with the state token. */
export default function RefreshAuthState({
  route,
  client,
  t,
  actions,
}: ScreenProps<Extract<Route, { name: 'refresh-auth-state' }>>) {
  const args = route.stateToken ? { stateToken: route.stateToken } : undefined;
  return (
    <OneCallStep
      call={() => actions.transition(client.tx.resume(args))}
      callKey={route.stateToken}
      t={t}
      onBack={() => actions.cancel()}
    />
  );
}
