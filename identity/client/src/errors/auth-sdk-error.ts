import type { XhrLike } from './auth-api-error.ts';

/** Error raised by the SDK itself (validation, storage, flow); errorCode is always `INTERNAL`. */
export class AuthSdkError extends Error {
  override readonly name = 'AuthSdkError';
  readonly errorCode = 'INTERNAL';
  readonly errorSummary: string;
  readonly errorLink = 'INTERNAL';
  readonly errorId = 'INTERNAL';
  readonly errorCauses: never[] = [];
  readonly xhr: XhrLike | undefined;

  constructor(message: string, xhr?: XhrLike) {
    super(message);
    this.errorSummary = message;
    this.xhr = xhr;
  }
}
