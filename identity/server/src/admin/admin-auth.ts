import type { FastifyRequest } from 'fastify';
import type { ApiTokensService } from '../api-tokens/api-tokens.service.ts';
import type { AuditParty } from '../audit/audit.repository.ts';
import { ApiError } from '../errors.ts';
import { randomBase62 } from '../lib/crypto.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token that authenticated a management request (set by `requireApiToken`). */
    apiToken?: { id: string; name: string };
    /** System Log `transaction.id` of an authenticated management request: groups the events it records. */
    transactionId?: string;
  }
}

/** `Authorization: SSWS {token}` (Okta Management API), scheme case-insensitive. */
const SSWS = /^SSWS +(\S+)$/i;

/**
 * onRequest hook of the management API: the request must carry `Authorization: SSWS {token}` with an active
 * API token (401 E0000011 "Invalid token provided" when it is missing, malformed, unknown or revoked). A
 * browser request from another origin (an `Origin` header other than the issuer's) is refused with 403
 * E0000006: API tokens are for servers and tools, and a token must never be usable from a web page.
 */
export function requireApiToken(tokens: ApiTokensService, issuer: string) {
  const own = new URL(issuer).origin;
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== own) throw new ApiError('forbidden');
    const match = SSWS.exec(String(request.headers.authorization ?? '').trim());
    const token = match?.[1] ? await tokens.authenticate(match[1]) : null;
    if (!token) throw new ApiError('invalidToken');
    request.apiToken = { id: token.id, name: token.name };
    request.transactionId = randomBase62(24);
  };
}

/** The System Log actor of an authenticated management request. */
export function actorOf(request: FastifyRequest): AuditParty {
  const token = request.apiToken;
  if (!token) throw new Error('actorOf: the request was not authenticated by requireApiToken');
  return { id: token.id, type: 'ApiToken', alternateId: token.name, displayName: token.name };
}
