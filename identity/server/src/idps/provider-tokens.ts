import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { FederationError } from './federation-error.ts';
import type { IdpRow } from './tables.ts';

/** What the IdP needs to know about the person the provider signed in. */
export interface ProviderIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

const TIMEOUT_MS = 10_000;
// One key set per JWKS URL, so the provider's keys are fetched once and refetched on an unknown kid (jose caches).
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetOf(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: TIMEOUT_MS });
    keySets.set(url, set);
  }
  return set;
}

/**
 * Exchanges an authorization code at the provider's token endpoint (RFC 6749 §4.1.3 with the PKCE verifier,
 * RFC 7636 §4.5), authenticating with the client secret as configured. The secret is sent, never logged.
 * @throws FederationError `provider_error` when the provider refuses or cannot be reached.
 */
export async function exchangeCode(
  idp: IdpRow,
  secret: string | undefined,
  args: { code: string; verifier: string; redirectUri: string },
): Promise<{ idToken: string; accessToken: string | undefined }> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: args.code,
    redirect_uri: args.redirectUri,
    code_verifier: args.verifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (idp.tokenAuthMethod === 'client_secret_basic' && secret !== undefined) {
    const enc = (v: string) => encodeURIComponent(v);
    headers.authorization = `Basic ${Buffer.from(`${enc(idp.clientId)}:${enc(secret)}`).toString('base64')}`;
  } else {
    body.set('client_id', idp.clientId);
    if (idp.tokenAuthMethod === 'client_secret_post' && secret !== undefined)
      body.set('client_secret', secret);
  }
  let res: Response;
  try {
    res = await fetch(idp.tokenUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new FederationError(
      'provider_error',
      `The identity provider could not be reached (${(err as Error).name}).`,
    );
  }
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !json) {
    const reason = typeof json?.error === 'string' ? json.error : `HTTP ${res.status}`;
    throw new FederationError('provider_error', `The identity provider refused the sign-in (${reason}).`);
  }
  if (typeof json.id_token !== 'string') {
    throw new FederationError('provider_error', 'The identity provider sent no ID token.');
  }
  return {
    idToken: json.id_token,
    accessToken: typeof json.access_token === 'string' ? json.access_token : undefined,
  };
}

/**
 * Verifies the provider's ID token (OIDC Core §3.1.3.7): signature by the provider's JWKS, `iss` (when the
 * provider has one configured), `aud` = our client id, `exp`/`iat` within the allowed clock skew, and `nonce`
 * equal to the one this sign-in sent. Missing email claims are read from the userinfo endpoint when configured
 * (with the same `sub`).
 * @throws FederationError `invalid_token` naming the failed check.
 */
export async function verifyIdentity(
  idp: IdpRow,
  tokens: { idToken: string; accessToken: string | undefined },
  nonce: string,
): Promise<ProviderIdentity> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(tokens.idToken, keySetOf(idp.jwksUrl!), {
      audience: idp.clientId,
      ...(idp.issuer ? { issuer: idp.issuer } : {}),
      clockTolerance: Math.round(idp.maxClockSkewMs / 1000),
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (err) {
    throw new FederationError(
      'invalid_token',
      `The identity provider's ID token is not valid (${(err as Error).message}).`,
    );
  }
  if (claims.nonce !== nonce) {
    throw new FederationError(
      'invalid_token',
      "The identity provider's ID token does not carry this sign-in's nonce.",
    );
  }
  let profile: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string' && idp.userinfoUrl && tokens.accessToken) {
    const res = await fetch(idp.userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    const info = (await res?.json().catch(() => null)) as Record<string, unknown> | null;
    if (res?.ok && info && info.sub === claims.sub) {
      profile = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    sub: claims.sub!,
    email: typeof profile.email === 'string' && profile.email !== '' ? profile.email : null,
    emailVerified: profile.email_verified === true || profile.email_verified === 'true',
    givenName: str(profile.given_name),
    familyName: str(profile.family_name),
  };
}
