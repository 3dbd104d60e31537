import { ApiErrorBodySchema } from '@identity/contracts/schemas';

/** The error answers of the Authn API routes (each in the error registry's shape). */
export const AUTHN_ERRORS = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  415: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};
