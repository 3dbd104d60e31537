import { AuthClientBase } from './auth-client-base.ts';
import { createTokenApi } from './oauth/token-api.ts';
import type { AuthClientOptions } from './types.ts';

/**
 * The SDK entry point (spec/sign-in-widget.md §7, §8): Authn transactions, Sessions, OAuth 2 / OIDC and the token
 * manager against one IdP, with all of its OAuth code bundled. Throws AuthSdkError on a missing url or an admin url.
 */
export class AuthClient extends AuthClientBase {
  constructor(options: AuthClientOptions) {
    super(options, createTokenApi);
  }
}
