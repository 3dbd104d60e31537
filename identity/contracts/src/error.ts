/** Error body of every 4xx/5xx answer of the IdP (Okta error object; spec/sign-in-widget.md §3 "Error object"). */
export interface ErrorCause {
  errorSummary: string;
  /** Optional extension: the offending body property, when known. */
  property?: string;
  reason?: string;
}

export interface ApiErrorBody {
  errorCode: string;
  errorSummary: string;
  errorLink: string;
  errorId: string;
  errorCauses: ErrorCause[];
}
