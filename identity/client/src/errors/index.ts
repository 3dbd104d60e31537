import { AuthApiError } from './auth-api-error.ts';
import { AuthSdkError } from './auth-sdk-error.ts';
import { OAuthError } from './oauth-error.ts';

export { AuthApiError, AuthSdkError, OAuthError };
export type { XhrLike } from './auth-api-error.ts';

/** Polling was stopped because another link of the transaction was followed. */
export class AuthPollStopError extends Error {
  override readonly name = 'AuthPollStopError';
  constructor() {
    super('The poll was stopped by the sdk');
  }
}

const hasName = (err: unknown, name: string): boolean =>
  typeof err === 'object' && err !== null && (err as { name?: unknown }).name === name;

/** True for errors of a failed HTTP call (also across bundle copies, by name). */
export const isAuthApiError = (err: unknown): err is AuthApiError =>
  err instanceof AuthApiError || hasName(err, 'AuthApiError');
/** True for errors raised by the SDK itself. */
export const isAuthSdkError = (err: unknown): err is AuthSdkError =>
  err instanceof AuthSdkError || hasName(err, 'AuthSdkError');
/** True for OAuth 2 protocol errors (`error` / `error_description`). */
export const isOAuthError = (err: unknown): err is OAuthError =>
  err instanceof OAuthError || hasName(err, 'OAuthError');
/** True when polling stopped because the transaction moved on. */
export const isAuthPollStopError = (err: unknown): err is AuthPollStopError =>
  err instanceof AuthPollStopError || hasName(err, 'AuthPollStopError');
