import { useEffect, useState } from 'react';

/** The recovery switches the IdP publishes for embedded widgets (widget features, spec §3 "Feature flags"). */
export interface RecoveryFeatures {
  selfServiceUnlock: boolean;
  emailRecovery: boolean;
  smsRecovery: boolean;
  callRecovery: boolean;
}

/** The IdP's public summary of its recovery policy (docs/decisions.md "Recovery switches for embedded widgets"). */
export const RECOVERY_FEATURES_PATH = '/api/v1/authn/recovery/features';
/** How long the login page waits for the summary before it shows the widget with its defaults, ms. */
export const RECOVERY_FEATURES_TIMEOUT_MS = 3000;

const KEYS = ['selfServiceUnlock', 'emailRecovery', 'smsRecovery', 'callRecovery'] as const;

/**
 * Reads `GET {idpUrl}/api/v1/authn/recovery/features` (no credentials). Resolves with the four switches, or with
 * `null` when the IdP cannot be read (network, timeout, an answer of another shape): the widget then keeps its
 * defaults (forgot password by email; no "Unlock account"). Never rejects; the cause goes to console.error.
 */
export async function fetchRecoveryFeatures(
  idpUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RecoveryFeatures | null> {
  try {
    const res = await fetchImpl(`${idpUrl}${RECOVERY_FEATURES_PATH}`, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(RECOVERY_FEATURES_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`recovery features: HTTP ${res.status}`);
    const body = (await res.json()) as Record<string, unknown>;
    if (!KEYS.every((k) => typeof body[k] === 'boolean'))
      throw new Error('recovery features: unexpected answer');
    return Object.fromEntries(KEYS.map((k) => [k, body[k]])) as unknown as RecoveryFeatures;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * The IdP's recovery switches for the login page: `undefined` while they are read, then the switches, or `null`
 * when they could not be read (fetchRecoveryFeatures).
 */
export function useRecoveryFeatures(idpUrl: string): RecoveryFeatures | null | undefined {
  const [features, setFeatures] = useState<{ idpUrl: string; value: RecoveryFeatures | null }>();
  useEffect(() => {
    let current = true;
    void fetchRecoveryFeatures(idpUrl).then((value) => {
      if (current) setFeatures({ idpUrl, value });
    });
    return () => {
      current = false;
    };
  }, [idpUrl]);
  return features?.idpUrl === idpUrl ? features.value : undefined;
}
