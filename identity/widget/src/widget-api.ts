import {
  AuthSdkError,
  type AuthClientApi,
  type IdToken,
  type AccessToken,
  type TokenSet,
} from '@identity/client';

/** Calls a 2.21.0-style node callback when given, and always returns the promise. */
export function withCallback<T>(
  promise: Promise<T>,
  success?: (value: T) => void,
  error?: (err: unknown) => void,
): Promise<T> {
  if (success || error)
    promise.then(
      (v) => success?.(v),
      (e: unknown) => error?.(e),
    );
  return promise;
}

/** `widget.session` (spec §1 "close, check, get and refresh the session"); each also takes a callback. */
export function sessionApi(client: () => AuthClientApi) {
  return {
    /** GET /api/v1/sessions/me; `{status: 'INACTIVE'}` on any failure. */
    get: (callback?: (res: unknown) => void) => withCallback<unknown>(client().session.get(), callback),
    /** DELETE /api/v1/sessions/me. */
    close: (callback?: () => void) => withCallback(client().session.close(), callback),
    /** True when a session is active. */
    exists: (callback?: (exists: boolean) => void) => withCallback(client().session.exists(), callback),
    /** POST /api/v1/sessions/me/lifecycle/refresh; a failure gives `{status: 'INACTIVE'}` (spec §4 "Session"). */
    refresh: (callback?: (res: unknown) => void) =>
      withCallback<unknown>(
        client()
          .session.refresh()
          .catch(() => ({ status: 'INACTIVE' })),
        callback,
      ),
  };
}

/** One token when the URL carried one, otherwise `[idToken, accessToken]` (2.21.0 shape). */
function tokensResult(set: TokenSet): IdToken | AccessToken | Array<IdToken | AccessToken> | undefined {
  const list = [set.idToken, set.accessToken].filter((t): t is IdToken | AccessToken => Boolean(t));
  return list.length === 1 ? list[0] : list;
}

/** `widget.token` (spec §1 "parse tokens from the URL"). */
export function tokenApi(client: () => AuthClientApi) {
  return {
    /** True when the URL (default: current) carries tokens, a code or an OAuth error. */
    hasTokensInUrl: (url?: string): boolean => client().token.hasTokensInUrl(url),
    /** Parses, validates and clears tokens from the URL; resolves one token or an array. */
    parseTokensFromUrl: (success?: (res: unknown) => void, error?: (err: unknown) => void, url?: string) =>
      withCallback<unknown>(client().token.parseFromUrl(url).then(tokensResult), success, error),
  };
}

/**
 * `widget.idToken` (spec §1 "refresh the id token"; 2.21.0's `idToken.refresh(token, callback)`): gets a new id token
 * for the same scopes without a prompt (`token.getWithoutPrompt`, a hidden iframe to `/oauth2/v1/authorize` with
 * `prompt=none` and the IdP session cookie), as okta-auth-js 1.17.1 renews an id token. With `pkce: true` in the
 * widget's authParams it asks for a code (exchanged with PKCE) instead of an implicit id token. Resolves with the
 * new {@link IdToken}; rejects with the SDK's OAuthError (e.g. `login_required` when the session has ended) or an
 * AuthSdkError when the answer holds no id token.
 */
export function idTokenApi(client: () => AuthClientApi, pkce: () => boolean | undefined) {
  return {
    refresh: (token: IdToken, success?: (token: IdToken) => void, error?: (err: unknown) => void) =>
      withCallback(
        client()
          .token.getWithoutPrompt({
            responseType: pkce() ? 'code' : 'id_token',
            scopes: token.scopes?.length ? token.scopes : ['openid'],
          })
          .then((set) => {
            if (!set.idToken) throw new AuthSdkError('The authorization server returned no id token');
            return set.idToken;
          }),
        success,
        error,
      ),
  };
}
