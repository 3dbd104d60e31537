/** Error body of every 4xx/5xx answer of the IdP: types derived from ./schemas/error.schema.ts. */
export type { ErrorCause, ApiErrorBody } from './schemas/error.schema.ts';
