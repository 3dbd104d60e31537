/** OAuth 2 error (RFC 6749 §4.1.2.1, §5.2): errorCode = `error`, errorSummary = `error_description`. */
export class OAuthError extends Error {
  override readonly name = 'OAuthError';
  readonly errorCode: string;
  readonly errorSummary: string;

  constructor(errorCode: string, errorSummary: string) {
    super(errorSummary);
    this.errorCode = errorCode;
    this.errorSummary = errorSummary;
  }
}
