/** Public entry of the SDK (spec/sign-in-widget.md §7 and §8). */
export { AuthClient } from './auth-client.ts';
export { AuthClientBase } from './auth-client-base.ts';
export { lazyTokenApi } from './oauth/lazy-token-api.ts';
export type { OAuthModule, TokenApiFactory } from './oauth/lazy-token-api.ts';
export { SDK_VERSION, DEFAULT_USER_AGENT } from './version.ts';
export {
  AuthApiError,
  AuthSdkError,
  OAuthError,
  AuthPollStopError,
  isAuthApiError,
  isAuthSdkError,
  isOAuthError,
  isAuthPollStopError,
} from './errors/index.ts';
export type { XhrLike } from './errors/index.ts';
export { NETWORK_ERROR_SUMMARY, UNKNOWN_ERROR_SUMMARY } from './http/http-client.ts';
export { STATE_TOKEN_COOKIE } from './http/state-token.ts';
export { deleteCookie, getCookie, setCookie } from './browser/cookies.ts';
export { TOKEN_STORAGE_KEY } from './token-manager/token-storage.ts';
export type { OAuthEnv, TokenApiWithExchange } from './oauth/token-api.ts';
export type * from './types.ts';
export type {
  RegistrationApi,
  RegistrationField,
  RegistrationForm,
  RegistrationSubSchema,
} from './registration/registration-api.ts';
export type { WebfingerLink, WebfingerResponse } from './discovery/webfinger.ts';
