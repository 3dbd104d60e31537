import { AuthClient, type AuthClientApi } from '@identity/client';
import type { RuntimeConfig } from '../../config/runtime-config.ts';

/**
 * The suite's one SDK instance: an OIDC public client (authorization code + PKCE) whose tokens live in the token
 * manager (localStorage, auto-renew). The widget is given the same instance (`authClient` setting).
 */
export function createSuiteAuthClient(config: RuntimeConfig): AuthClientApi {
  return new AuthClient({
    url: config.idpUrl,
    issuer: config.issuer,
    clientId: config.clientId,
    redirectUri: config.redirectUri,
    postLogoutRedirectUri: config.postLogoutRedirectUri,
    tokenManager: { storage: 'localStorage', autoRenew: true },
  });
}
