import { useEffect, useRef } from 'react';
import type { ScreenProps } from '../../shell/screen-props.ts';

/**
 * Cookies disabled (spec §2 "Other screens": 'Cookies are required' with a Refresh action): shown at start when the
 * browser refuses cookies, since the state token, the remembered username and the IdP session all live in cookies.
 * Refresh reloads the page, for after the person has allowed cookies. The heading takes focus on arrival.
 */
export default function UnsupportedCookie({ t }: ScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="siw-form siw-unsupported-cookie">
      <h2 className="siw-title" tabIndex={-1} ref={heading}>
        {t('unsupported.cookies.title')}
      </h2>
      <p className="siw-text">{t('unsupported.cookies')}</p>
      <button type="button" className="siw-button siw-primary" onClick={() => window.location.reload()}>
        {t('unsupported.cookies.refresh')}
      </button>
    </div>
  );
}
