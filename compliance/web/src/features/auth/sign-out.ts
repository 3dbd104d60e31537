import type { AuthClientApi } from '@identity/client';
import { storedAccessToken } from '../../lib/guard.ts';

/**
 * Signs out: closes the IdP session (DELETE /api/v1/sessions/me), revokes the access token, clears the token
 * manager. IdP failures are logged and do not stop the local sign-out.
 */
export async function signOut(
  client: Pick<AuthClientApi, 'session' | 'token' | 'tokenManager'>,
): Promise<void> {
  const accessToken = storedAccessToken(client);
  const results = await Promise.allSettled([
    client.session.close(),
    accessToken ? client.token.revoke(accessToken) : Promise.resolve(),
  ]);
  for (const result of results) if (result.status === 'rejected') console.error(result.reason);
  client.tokenManager.clear();
}
