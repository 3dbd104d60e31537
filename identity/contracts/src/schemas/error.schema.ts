import { Type, type Static } from 'typebox';

/** One cause of an error (spec §3 "Error object"); `property` is our extension naming the offending body field. */
export const ErrorCauseSchema = Type.Object({
  errorSummary: Type.String(),
  property: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});

/** Error body of every 4xx/5xx answer of the IdP (Okta error object; design/authn-protocol.md §1.7). */
export const ApiErrorBodySchema = Type.Object({
  errorCode: Type.String({ pattern: '^E\\d{7}$' }),
  errorSummary: Type.String(),
  errorLink: Type.String(),
  errorId: Type.String(),
  errorCauses: Type.Array(ErrorCauseSchema),
});

export type ErrorCause = Static<typeof ErrorCauseSchema>;
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;
/** @deprecated The same type as {@link ApiErrorBody}; kept for existing imports. */
export type ApiErrorBodyShape = ApiErrorBody;
