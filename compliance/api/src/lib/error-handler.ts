import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorCode } from '../errors.ts';

/** Maps a Fastify/client error (status < 500) to a registry code. */
function codeForClientError(error: FastifyError): ErrorCode {
  if (error.validation) return 'E0000001';
  if (error.code?.startsWith('FST_ERR_CTP_')) return 'E0000003';
  if (error.statusCode === 404) return 'E0000007';
  if (error.statusCode === 405) return 'E0000022';
  if (error.statusCode === 401) return 'E0000005';
  if (error.statusCode === 403) return 'E0000006';
  return 'E0000001';
}

/**
 * The API's one error handler: every error becomes `{errorCode, errorSummary, errorCauses}` with the registry's
 * status. Client errors keep their detail as a cause; anything else is logged and answered 500 E0000009
 * without detail (no stack trace, no internal message).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    let apiError: ApiError;
    if (error instanceof ApiError) {
      apiError = error;
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      const causes = error.validation
        ? error.validation.map((v) =>
            `${v.instancePath || error.validationContext || 'request'} ${v.message ?? ''}`.trim(),
          )
        : [error.message];
      apiError = new ApiError(codeForClientError(error), { causes });
    } else {
      request.log.error({ err: error }, 'unhandled error');
      apiError = new ApiError('E0000009');
    }
    reply.code(apiError.statusCode).headers(apiError.headers).header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(apiError.toBody());
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL that is not valid percent-encoding,
 * `FST_ERR_BAD_URL`) get the suite's error body too, 400 E0000001, without echoing the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const apiError = new ApiError('E0000001', {
    causes: [
      error.code === 'FST_ERR_BAD_URL'
        ? "L'indirizzo richiesto non è codificato correttamente."
        : 'La richiesta non è valida.',
    ],
  });
  void reply
    .code(apiError.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(apiError.toBody());
}
