import { AuthClient, type AuthClientApi } from '@identity/client';
import type { RuntimeConfig } from '../../config/runtime-config.ts';

/**
 * The suite's one SDK instance: an OIDC public client (authorization code + PKCE) whose tokens live in the token
 * manager, auto-renewed. Storage is the tab's sessionStorage (not localStorage): a reload in the same tab keeps
 * the user signed in, a new tab obtains its own tokens silently through the IdP session (route guard), and
 * nothing outlives the tab. Sign-out clears them (features/auth/sign-out.ts). The widget is given the same
 * instance (`authClient` setting).
 */
export function createSuiteAuthClient(config: RuntimeConfig): AuthClientApi {
  return new AuthClient({
    url: config.idpUrl,
    issuer: config.issuer,
    clientId: config.clientId,
    redirectUri: config.redirectUri,
    postLogoutRedirectUri: config.postLogoutRedirectUri,
    tokenManager: { storage: 'sessionStorage', autoRenew: true },
  });
}
