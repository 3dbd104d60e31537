import { safeEqual } from '../lib/crypto.ts';

/**
 * true when `authorization` is `Bearer <token>` with the configured METRICS_TOKEN (constant-time comparison),
 * or when no token is configured (then only a separate METRICS_PORT serves metrics).
 */
export function metricsAuthorized(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const match = /^Bearer +(\S+)$/i.exec(authorization?.trim() ?? '');
  return match !== null && safeEqual(match[1]!, token);
}
