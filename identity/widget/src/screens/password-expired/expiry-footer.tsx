import { useState } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';
import { bannerMessage, type WidgetError } from '../../i18n/error-keys.ts';
import { ErrorBanner } from '../../ui/index.ts';

/**
 * Footer of the password expiry screens (spec §2 "Footers"): "Remind me later" when the password is only
 * expiring (PASSWORD_WARN `skip`, one call), and "Sign out", which cancels the transaction, then goes to the
 * host's `signOutLink` when one is set, otherwise back to the start (`actions.signOut`).
 */
export function ExpiryFooter({
  transaction,
  t,
  actions,
}: Pick<ScreenProps, 'transaction' | 't' | 'actions'>) {
  const [error, setError] = useState<WidgetError | undefined>();
  const [busy, setBusy] = useState(false);
  const skip = async () => {
    if (busy || !transaction?.has('skip')) return;
    setBusy(true);
    setError(undefined);
    try {
      await actions.transition(transaction.skip());
    } catch (err) {
      setError(err as WidgetError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="siw-footer">
      {error ? <ErrorBanner message={bannerMessage(error, t)} /> : null}
      {transaction?.has('skip') ? (
        <button type="button" className="siw-link-button" disabled={busy} onClick={() => void skip()}>
          {t('password.expiring.later')}
        </button>
      ) : null}
      <button type="button" className="siw-link-button" onClick={() => actions.signOut()}>
        {t('signout')}
      </button>
    </div>
  );
}
