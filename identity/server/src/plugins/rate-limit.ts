import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors.ts';
import type { RateLimitResult, RateLimitService } from '../rate-limit/rate-limit.service.ts';

/** Okta's rate-limit headers (design/authn-protocol.md §1.8) for one result; Reset is in UTC epoch seconds. */
export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  return {
    'x-rate-limit-limit': String(result.limit),
    'x-rate-limit-remaining': String(result.remaining),
    'x-rate-limit-reset': String(result.resetAt),
  };
}

/** The `username` of a JSON body, when it is a non-empty string (Authn and recovery requests). */
export function bodyUsername(request: FastifyRequest): string | undefined {
  const body = request.body as { username?: unknown } | null | undefined;
  const username = body && typeof body === 'object' ? body.username : undefined;
  return typeof username === 'string' && username !== '' ? username : undefined;
}

/**
 * A `preHandler` that rate-limits a route per client IP (`request.ip`, see TRUST_PROXY) and per username
 * (`usernameOf`, default the body's `username`), with the buckets of `endpoint` (a family name such as `authn`
 * or `recovery`: routes that share a name share buckets). Every answer carries `X-Rate-Limit-Limit`,
 * `-Remaining` and `-Reset`; past the limit the request is refused with `429 E0000047` and `Retry-After`
 * before its handler runs, so it never checks a password nor counts towards a lockout.
 */
export function rateLimit(
  service: RateLimitService,
  endpoint: string,
  usernameOf: (request: FastifyRequest) => string | undefined = bodyUsername,
): preHandlerAsyncHookHandler {
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await service.consume(endpoint, { ip: request.ip, username: usernameOf(request) });
    const headers = rateLimitHeaders(result);
    if (!result.allowed) {
      request.log.info({ endpoint, bucket: result.refusedBy }, 'rate limited');
      throw new ApiError('rateLimited', {
        headers: { ...headers, 'retry-after': String(result.retryAfter) },
      });
    }
    void reply.headers(headers);
  };
}
