import type { ApiErrorBody, ErrorCause } from '@identity/contracts';

/** The xhr-like view of a failed response kept on every {@link AuthApiError}. */
export interface XhrLike {
  /** HTTP status; 0 when the request never got an answer (network failure, CORS). */
  status: number;
  responseText: string;
  responseJSON?: Record<string, unknown>;
  /** Response headers, lower-case names (only those the SDK reads, e.g. `www-authenticate`). */
  headers?: Record<string, string>;
}

/**
 * Error of a failed Authn/Sessions call (spec/sign-in-widget.md §3 "Error object", §8 "Transport handling").
 * `errorCode` is undefined when the body carried none (status 0, unparsable body).
 */
export class AuthApiError extends Error {
  override readonly name = 'AuthApiError';
  readonly errorCode: string | undefined;
  readonly errorSummary: string;
  readonly errorLink: string | undefined;
  readonly errorId: string | undefined;
  readonly errorCauses: ErrorCause[];
  readonly status: number;
  readonly xhr: XhrLike;

  constructor(body: Partial<ApiErrorBody>, xhr: XhrLike) {
    super(body.errorSummary ?? '');
    this.errorCode = body.errorCode;
    this.errorSummary = body.errorSummary ?? '';
    this.errorLink = body.errorLink;
    this.errorId = body.errorId;
    this.errorCauses = Array.isArray(body.errorCauses) ? body.errorCauses : [];
    this.status = xhr.status;
    this.xhr = xhr;
  }

  /** The error code (`E0000068`), or undefined when the body had none (house style 2.2 rule 4: `ApiError.code`). */
  get code(): string | undefined {
    return this.errorCode;
  }

  /** The error summary (`errorSummary`). */
  get summary(): string {
    return this.errorSummary;
  }

  /** The error causes (`errorCauses`); a server may name the offending `property` of each. */
  get causes(): ErrorCause[] {
    return this.errorCauses;
  }
}
