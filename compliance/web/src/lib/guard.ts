import type { AuthClientApi, Token } from '@identity/client';
import { isLocalPath } from './return-path.ts';

/** Token manager keys the suite stores its tokens under. */
export const TOKEN_KEYS = { idToken: 'idToken', accessToken: 'accessToken' } as const;

/**
 * Scopes asked for at the IdP (`groups` carries the suite's roles). No `offline_access`: the suite keeps no
 * refresh token; tokens are renewed by the SDK's hidden-iframe authorize request (code + PKCE, prompt=none) on the
 * IdP session.
 */
export const SCOPES = ['openid', 'profile', 'email', 'groups'];

/** sessionStorage key of the path to come back to after the authorization redirect. */
export const RETURN_PATH_KEY = 'compliance-suite.return-path';

/** Seconds of validity an access token must still have to count (covers clock skew and the request time). */
export const EXPIRY_MARGIN_S = 30;

export type GuardDecision = 'pass' | 'authorize' | 'login';

/**
 * The authentication check (ARCHITECTURE "Compliance suite"): a valid access token passes; otherwise an IdP
 * session means tokens are obtained by authorization code + PKCE (prompt=none); otherwise the login route.
 */
export function decideGuard(input: { hasValidAccessToken: boolean; sessionExists: boolean }): GuardDecision {
  if (input.hasValidAccessToken) return 'pass';
  return input.sessionExists ? 'authorize' : 'login';
}

/** True when `token` exists and expires more than EXPIRY_MARGIN_S after `nowS` (Unix time, s). */
export function isTokenValid(token: Pick<Token, 'expiresAt'> | undefined, nowS: number): boolean {
  return !!token && typeof token.expiresAt === 'number' && token.expiresAt - EXPIRY_MARGIN_S > nowS;
}

type GuardClient = Pick<AuthClientApi, 'tokenManager' | 'session'>;

/** Reads the stored access token (undefined when absent or not an access token). */
export function storedAccessToken(client: Pick<AuthClientApi, 'tokenManager'>): string | undefined {
  const token = client.tokenManager.get(TOKEN_KEYS.accessToken);
  return token && 'accessToken' in token ? token.accessToken : undefined;
}

/** Runs the check against the token manager and, only when needed, the IdP session (GET /api/v1/sessions/me). */
export async function checkAuthentication(
  client: GuardClient,
  nowS = Date.now() / 1000,
): Promise<GuardDecision> {
  const token = client.tokenManager.get(TOKEN_KEYS.accessToken);
  if (isTokenValid(token, nowS)) return 'pass';
  // session.exists() resolves false on failure; a throwing implementation is treated the same way
  const sessionExists = await client.session.exists().catch(() => false);
  return decideGuard({ hasValidAccessToken: false, sessionExists });
}

/** Saves where to come back to, then leaves for the IdP's authorize endpoint (code + PKCE, no prompt). */
export async function authorizeWithRedirect(
  client: Pick<AuthClientApi, 'token'>,
  returnPath: string,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): Promise<void> {
  storage.setItem(RETURN_PATH_KEY, returnPath);
  await client.token.getWithRedirect({ responseType: 'code', prompt: 'none', scopes: SCOPES });
}

/** The saved return path (same-origin paths only), removed from storage; `/` when none. */
export function takeReturnPath(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): string {
  const saved = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return isLocalPath(saved) ? saved : '/';
}
