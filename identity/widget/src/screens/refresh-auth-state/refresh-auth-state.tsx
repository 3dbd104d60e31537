import { useEffect, useState } from 'react';
import { bannerMessage, type WidgetError } from '../../i18n/error-keys.ts';
import type { Route } from '../../routing/route.ts';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';

/** Refresh-state screen (spec §2 "signin/refresh-auth-state"): one call, resume with the state token. */
export default function RefreshAuthState({
  route,
  client,
  t,
  actions,
}: ScreenProps<Extract<Route, { name: 'refresh-auth-state' }>>) {
  const [error, setError] = useState<WidgetError | undefined>();
  useEffect(() => {
    const args = route.stateToken ? { stateToken: route.stateToken } : undefined;
    actions.transition(client.tx.resume(args)).catch((err: WidgetError) => setError(err));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route.stateToken]);
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
