import { useEffect, useState } from 'react';
import { bannerMessage, type WidgetError } from '../../i18n/error-keys.ts';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';

/** Recovery-token loading screen (spec §2 "signin/recovery/{recoveryToken}"): one call, verifyRecoveryToken. */
export default function RecoveryLoading({
  route,
  client,
  t,
  actions,
}: ScreenProps<Extract<Route, { name: 'recovery-loading' }>>) {
  const [error, setError] = useState<WidgetError | undefined>();
  useEffect(() => {
    actions
      .transition(client.verifyRecoveryToken(route.recoveryToken))
      .catch((err: WidgetError) => setError(err));
    // Runs once per token: the shell replaces this screen when the call resolves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route.recoveryToken]);
  return (
    <div className="siw-form" aria-busy={!error}>
      <ErrorBanner message={error ? bannerMessage(error, t) : undefined} />
      {error ? (
        <button type="button" className="siw-button siw-secondary" onClick={() => actions.cancel()}>
          {t('goback')}
        </button>
      ) : (
        <div className="siw-spinner" role="status">
          <span className="siw-sr-only">{t('processing.alt.text')}</span>
        </div>
      )}
    </div>
  );
}
