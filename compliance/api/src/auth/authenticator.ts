import { KeysUnavailable, TokenRejected, type AccessTokenVerifier } from './access-token.service.ts';
import { IdpUnreachable, type TokenLiveness } from './token-liveness.service.ts';

/**
 * The suite's token check: the signature and claims locally (`verify`), then liveness at the IdP (revoked tokens
 * and locked users are refused, token-liveness.service.ts). The principal's missing `name`/`email` come from the
 * IdP's answer. Rejects with TokenRejected or KeysUnavailable, as `verify` does.
 */
export function createAuthenticator(
  verify: AccessTokenVerifier,
  liveness: TokenLiveness,
): AccessTokenVerifier {
  return async (token) => {
    const principal = await verify(token);
    let state;
    try {
      state = await liveness.check(token);
    } catch (error) {
      if (error instanceof IdpUnreachable) throw new KeysUnavailable(error);
      throw error;
    }
    if (!state.active) throw new TokenRejected('The access token is no longer active');
    principal.name ??= state.name;
    principal.email ??= state.email;
    if (principal.name === undefined) delete principal.name;
    if (principal.email === undefined) delete principal.email;
    return principal;
  };
}
