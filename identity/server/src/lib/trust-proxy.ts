import { isIP } from 'node:net';

/** Fastify's `trustProxy` forms that TRUST_PROXY can express. */
export type TrustProxy = boolean | number | string[];

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY (which proxies may set `X-Forwarded-For` / `-Proto` / `-Host`, hence the client IP that the
 * rate limits and the audit log see): `false` (default: the socket peer is the client), `true` (trust every
 * hop: only when nothing can reach the IdP except through your proxy), a hop count such as `1`, or a
 * comma-separated list of proxy addresses / CIDR ranges (`10.0.0.0/8, 192.168.1.10`, `loopback`, `linklocal`,
 * `uniquelocal`). Returns null for anything else.
 */
export function parseTrustProxy(text: string): TrustProxy | null {
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}

/**
 * The value for Fastify's `trustProxy` option. A hop count becomes the function Fastify itself builds for numbers
 * (trust the `n` closest hops), which its type declarations do not list.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
