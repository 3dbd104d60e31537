import type { AuthClientApi } from '@identity/client';
import { TOKEN_KEYS, takeReturnPath } from '../../lib/guard.ts';

/**
 * `/login/callback`: exchanges the authorization code (PKCE) through `token.parseFromUrl()`, stores the tokens in
 * the token manager and resolves to the path saved before the redirect. Rejects on an OAuth error such as
 * `login_required` (no IdP session) or when no access token came back; the caller then goes to /login.
 */
export async function completeLogin(
  client: Pick<AuthClientApi, 'token' | 'tokenManager'>,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): Promise<string> {
  const returnPath = takeReturnPath(storage);
  const tokens = await client.token.parseFromUrl();
  if (!tokens.accessToken) throw new Error('The authorization response carried no access token');
  if (tokens.idToken) client.tokenManager.add(TOKEN_KEYS.idToken, tokens.idToken);
  client.tokenManager.add(TOKEN_KEYS.accessToken, tokens.accessToken);
  return returnPath;
}
