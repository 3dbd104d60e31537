import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCause } from '@identity/contracts';
import { ApiError } from '../errors.ts';
import { describeValidationError, type AjvIssue } from './validation-messages.ts';

const MALFORMED_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_BODY_TOO_LARGE',
]);

/**
 * Converts any thrown value into a registry error: `ApiError` as is, fastify schema failures to
 * `400 E0000001` with one cause per problem, unparsable bodies to `400 E0000003`, unsupported content
 * types to `415`, anything else to `500 E0000009` whose detail is logged (with the errorId) but never sent.
 */
export function toApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const causes: ErrorCause[] = error.validation.map((v) =>
      describeValidationError(v as AjvIssue, error.validationContext ?? 'body'),
    );
    const names = [...new Set(causes.map((c) => c.property ?? error.validationContext ?? 'body'))];
    return new ApiError('validation', { params: { '0': names.join(', ') }, causes });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new ApiError('unsupportedMediaType', { params: { '0': 'of the request' } });
  }
  if (error.code && MALFORMED_BODY_CODES.has(error.code)) return new ApiError('malformedBody');
  if (error instanceof SyntaxError && error.statusCode === 400) return new ApiError('malformedBody');
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('validation', {
      params: { '0': 'request' },
      causes: [{ errorSummary: 'The request could not be processed.' }],
    });
  }
  return new ApiError('internal');
}

/** Installs the single error handler of the app (house-style §2.4). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    const body = apiError.toBody();
    if (apiError.statusCode >= 500) {
      request.log.error({ err: error, errorId: body.errorId }, 'unhandled error');
    } else {
      request.log.info({ errorCode: body.errorCode, errorId: body.errorId }, 'request rejected');
    }
    void reply.code(apiError.statusCode).headers(apiError.headers).type('application/json').send(body);
  });
}
