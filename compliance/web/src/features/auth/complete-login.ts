import type { AuthClientApi } from '@identity/client';
import { TOKEN_KEYS, takeReturnPath } from '../../lib/guard.ts';
import { saveLoginReturnPath } from '../../lib/return-path.ts';

/**
 * `/login/callback`: exchanges the authorization code (PKCE) through `token.parseFromUrl()`, stores the tokens in
 * the token manager and resolves to the path saved before the redirect. Rejects on an OAuth error such as
 * `login_required` (no IdP session) or when no access token came back, after saving the path as the login return
 * path (return-path.ts); the caller then goes to /login. Only the access and id tokens are kept (the suite asks
 * for no `offline_access`, so no refresh token comes back).
 */
export async function completeLogin(
  client: Pick<AuthClientApi, 'token' | 'tokenManager'>,
  storage: Pick<Storage, 'getItem' | 'removeItem' | 'setItem'> = sessionStorage,
): Promise<string> {
  const returnPath = takeReturnPath(storage);
  try {
    const tokens = await client.token.parseFromUrl();
    if (!tokens.accessToken) throw new Error('The authorization response carried no access token');
    if (tokens.idToken) client.tokenManager.add(TOKEN_KEYS.idToken, tokens.idToken);
    client.tokenManager.add(TOKEN_KEYS.accessToken, tokens.accessToken);
    return returnPath;
  } catch (error) {
    // the caller goes to /login: keep the deep link for after the widget's success
    saveLoginReturnPath(returnPath, storage);
    throw error;
  }
}
