import { useEffect } from 'react';
import { deviceFingerprint } from '@identity/client/fingerprint';
import type { Translate } from '../../../i18n/translator.ts';
import type { ResolvedSettings } from '../../../settings/settings.ts';
import { lookOf, SecurityBeacon, type BeaconLook } from './security-beacon.tsx';
import { trackTyping } from './typing-pattern.ts';

/** The id of primary sign-in's username input, whose typing rhythm `trackTypingPattern` records. */
const USERNAME_INPUT = 'okta-signin-username';

/** What primary sign-in gets from this chunk (see {@link createExtras}). */
export interface PrimaryAuthExtras {
  /** The headers of `POST /api/v1/authn`: `X-Device-Fingerprint` and `X-Typing-Pattern` when on and available. */
  headers(): Promise<Record<string, string>>;
  /** Rendered above the fields: the security beacon, and the typing tracker of the username input. */
  Extras(props: { username: string; t: Translate }): React.JSX.Element | null;
}

/**
 * Primary sign-in's optional features, one lazily loaded chunk because all are off by default (spec §3 "Feature
 * flags"): `securityImage` (the beacon, `GET {baseUrl}/login/getimage`), `deviceFingerprinting` (the IdP's
 * fingerprint frame; a failure is ignored, spec §4 "Primary sign-in sequence") and `trackTypingPattern`. With
 * `securityImage` and `useDeviceFingerprintForSecurityImage` (on by default) the fingerprint also goes with the image
 * lookup and with the sign-in, since only a browser that signed in with its fingerprint is shown a user's picture.
 */
export function createExtras(settings: ResolvedSettings): PrimaryAuthExtras {
  const { features, baseUrl } = settings;
  const withFingerprint =
    features.deviceFingerprinting ||
    (features.securityImage && features.useDeviceFingerprintForSecurityImage);
  let pending: Promise<string | undefined> | undefined;
  const fingerprint = (): Promise<string | undefined> =>
    (pending ??= deviceFingerprint(baseUrl).catch(() => {
      pending = undefined;
      return undefined;
    }));
  let typing: ReturnType<typeof trackTyping> | undefined;

  const lookup = async (username: string): Promise<BeaconLook> => {
    const print = features.useDeviceFingerprintForSecurityImage ? await fingerprint() : undefined;
    const res = await fetch(`${baseUrl}/login/getimage?username=${encodeURIComponent(username)}`, {
      credentials: 'include',
      headers: { Accept: 'application/json', ...(print ? { 'X-Device-Fingerprint': print } : {}) },
    });
    if (!res.ok) throw new Error(`getimage ${res.status}`);
    return lookOf((await res.json()) as Record<string, unknown>);
  };

  return {
    async headers() {
      const out: Record<string, string> = {};
      const pattern = features.trackTypingPattern ? typing?.value() : undefined;
      if (pattern) out['X-Typing-Pattern'] = pattern;
      const print = withFingerprint ? await fingerprint() : undefined;
      if (print) out['X-Device-Fingerprint'] = print;
      return out;
    },
    Extras({ username, t }) {
      useEffect(() => {
        const input = features.trackTypingPattern ? document.getElementById(USERNAME_INPUT) : null;
        if (!input) return;
        typing = trackTyping(input);
        return () => typing?.stop();
      }, []);
      if (!features.securityImage) return null;
      return <SecurityBeacon username={username} host={new URL(baseUrl).host} lookup={lookup} t={t} />;
    },
  };
}
