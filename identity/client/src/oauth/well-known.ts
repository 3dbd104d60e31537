import { AuthSdkError } from '../errors/index.ts';
import { httpRequest, type HttpContext } from '../http/http-client.ts';
import { evictCachedResponse } from '../http/response-cache.ts';

/** The parts of the discovery document the SDK reads (OIDC Discovery §3). */
export interface WellKnown {
  issuer: string;
  jwks_uri: string;
  [key: string]: unknown;
}

export interface Jwk {
  kid?: string;
  kty: string;
  alg?: string;
  use?: string;
  [key: string]: unknown;
}

/** GET {issuer}/.well-known/openid-configuration, cached 86400 s in `okta-cache-storage` (spec §7 "OAuth and tokens"). */
export const getWellKnown = (http: HttpContext, issuer: string): Promise<WellKnown> =>
  httpRequest<WellKnown>(http, {
    url: `${issuer}/.well-known/openid-configuration`,
    cacheResponse: true,
    credentials: 'omit',
  });

/**
 * The JWK with `kid` from the issuer's `jwks_uri` (cached; refetched once when the kid is missing).
 * Throws AuthSdkError "The key id, x, was not found in the server's keys" (spec §8 "OAuth and tokens").
 */
export async function getKey(http: HttpContext, issuer: string, kid: string): Promise<Jwk> {
  const { jwks_uri: jwksUri } = await getWellKnown(http, issuer);
  const fetchKeys = async () =>
    (await httpRequest<{ keys?: Jwk[] }>(http, { url: jwksUri, cacheResponse: true, credentials: 'omit' }))
      ?.keys ?? [];
  let key = (await fetchKeys()).find((candidate) => candidate.kid === kid);
  if (!key) {
    evictCachedResponse(jwksUri);
    key = (await fetchKeys()).find((candidate) => candidate.kid === kid);
  }
  if (!key) throw new AuthSdkError(`The key id, ${kid}, was not found in the server's keys`);
  return key;
}
