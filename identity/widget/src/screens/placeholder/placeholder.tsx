import { useEffect, useRef } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';

/**
 * Stand-in for the screens that later issues build (MFA, enrolment, recovery, consent, registration...).
 * It says the step is not available and offers "Back to sign in", which cancels the transaction.
 */
export default function Placeholder({ route, t, actions }: ScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="siw-form siw-placeholder" data-route={route.name}>
      <h2 className="siw-title" tabIndex={-1} ref={heading}>
        {t('step.unavailable.title')}
      </h2>
      <p className="siw-text">{t('step.unavailable.desc')}</p>
      <button type="button" className="siw-button siw-secondary" onClick={() => actions.cancel()}>
        {t('goback')}
      </button>
    </div>
  );
}
