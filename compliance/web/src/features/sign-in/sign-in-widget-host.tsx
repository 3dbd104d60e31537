import { useEffect, useRef } from 'react';
import { handleWidgetSuccess, type WidgetSuccess } from '../../lib/login-flow.ts';
import type { SuiteWidgetSettings, WelcomeWidgetSettings } from './widget-settings.ts';

/** Id of the host element; the widget renders its own `#okta-sign-in` container inside it. */
export const WIDGET_HOST_ID = 'sign-in-widget-host';

/**
 * Mounts the sign-in widget (ESM build, loaded on demand) with the given host settings and removes it on unmount.
 * Success follows rules 5–6 of §4 "Login flow"; widget errors go to console.error only (spec §8).
 */
export function SignInWidgetHost({
  settings,
  origin,
}: {
  settings: SuiteWidgetSettings | WelcomeWidgetSettings;
  origin: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let widget: { remove(): void } | undefined;
    import('./widget-module.ts')
      .then(({ SignInWidget }) => {
        const el = hostRef.current;
        if (cancelled || !el) return;
        const instance = new SignInWidget({ ...settings, el });
        widget = instance;
        instance.renderEl(
          { el },
          (res: unknown) => handleWidgetSuccess(res as WidgetSuccess, origin),
          (error: unknown) => console.error(error),
        );
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, [settings, origin]);

  return <div id={WIDGET_HOST_ID} ref={hostRef} className="widget-host" />;
}
