import type { FieldError } from '@compliance/shared';
import { ApiError } from '../errors.ts';

/**
 * A 400 for a questionnaire request whose body or answers fail validation, one cause per field (`field`,
 * `errorSummary`). `code` is E0000001 (bad request) or E0000083 (answers incomplete for the action).
 */
export const invalid = (errors: FieldError[], code: 'E0000001' | 'E0000083' = 'E0000001') =>
  new ApiError(code, { causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })) });
