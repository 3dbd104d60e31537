import { Type, type Static } from 'typebox';

/** JSON schema of `ApiErrorBody` (error.ts): every 4xx/5xx body of the IdP. */
export const ErrorCauseSchema = Type.Object({
  errorSummary: Type.String(),
  property: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});

export const ApiErrorBodySchema = Type.Object({
  errorCode: Type.String({ pattern: '^E\\d{7}$' }),
  errorSummary: Type.String(),
  errorLink: Type.String(),
  errorId: Type.String(),
  errorCauses: Type.Array(ErrorCauseSchema),
});

export type ApiErrorBodyShape = Static<typeof ApiErrorBodySchema>;
