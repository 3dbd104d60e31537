/** Why a federated sign-in failed; `code` names the kind for the error page and the audit event. */
export type FederationErrorCode =
  | 'invalid_request'
  | 'invalid_state'
  | 'access_denied'
  | 'provider_error'
  | 'invalid_token'
  | 'no_account'
  | 'user_not_active';

/**
 * A federated sign-in refused at /sso/idps/{id} or its callback. The routes answer it with a 400/403 error page
 * (never a 500); `description` is written for the person and never carries a secret or a token.
 */
export class FederationError extends Error {
  readonly code: FederationErrorCode;

  constructor(code: FederationErrorCode, description: string) {
    super(description);
    this.name = 'FederationError';
    this.code = code;
  }
}
