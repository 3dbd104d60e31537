import { useEffect, useState } from 'react';
import { bannerMessage, type WidgetError } from '../i18n/error-keys.ts';
// Through the index: in the IIFE build this file is bundled into the lazy screens that use it.
import { ErrorBanner } from './index.ts';

interface OneCallStepProps {
  /** The screen's one client call, already wrapped in the shell's `actions.transition`. */
  call: () => Promise<unknown>;
  /** The call runs once per key (e.g. the token it redeems); the shell replaces the screen when it resolves. */
  callKey: string | undefined;
  t: (key: string, ...args: string[]) => string;
  /** "Back to sign in" after a failure. */
  onBack: () => void;
}

/**
 * Body of a loading screen that makes one client call on mount: a spinner announced as a status while it runs,
 * then, on failure, the error banner and a way back (spec §2 "recovery-token loading screens", "refresh state").
 */
export function OneCallStep({ call, callKey, t, onBack }: OneCallStepProps) {
  const [error, setError] = useState<WidgetError | undefined>();
  useEffect(() => {
    call().catch((err: WidgetError) => setError(err));
    // Runs once per key: `call` is a new closure on every render of the same step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callKey]);
  return (
    <div className="siw-form" aria-busy={!error}>
      <ErrorBanner message={error ? bannerMessage(error, t) : undefined} />
      {error ? (
        <button type="button" className="siw-button siw-secondary" onClick={onBack}>
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
