import type { TokenApi } from '../types.ts';
import type { OAuthClientSettings } from './authorize-request.ts';
import { hasTokensInUrl } from './has-tokens.ts';
import { decodeJwt } from './jwt.ts';
import { getOAuthUrls } from './oauth-urls.ts';

/** The members of {@link TokenApi} that answer synchronously. */
export type SyncTokenMembers = Pick<TokenApi, 'hasTokensInUrl' | 'decode' | 'logoutUrl'>;

/**
 * The synchronous token members (no network, no crypto): they stay with the client when the rest of the OAuth code
 * is loaded on demand (lazy-token-api.ts). `decode` throws AuthSdkError 'Malformed token'.
 */
export function syncTokenMembers(settings: OAuthClientSettings): SyncTokenMembers {
  return {
    hasTokensInUrl: (url) => hasTokensInUrl(url),
    decode: (jwt) => {
      const { header, payload } = decodeJwt(jwt);
      return { header, payload };
    },
    logoutUrl: (idToken, postLogoutRedirectUri, state) => {
      const params = new URLSearchParams({ id_token_hint: idToken });
      if (postLogoutRedirectUri) params.set('post_logout_redirect_uri', postLogoutRedirectUri);
      if (state) params.set('state', state);
      return `${getOAuthUrls(settings).logoutUrl}?${params.toString()}`;
    },
  };
}
