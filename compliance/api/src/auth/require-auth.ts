import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors.ts';
import {
  KeysUnavailable,
  TokenRejected,
  type AccessTokenVerifier,
  type Principal,
} from './access-token.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth on routes that need a bearer token. */
    principal?: Principal;
  }
}

const REALM = 'Bearer realm="api"';

/** `WWW-Authenticate` value for a refused token (RFC 6750 §3); quotes and backslashes are stripped. */
export function invalidTokenChallenge(description: string): string {
  const safe = description.replace(/["\\]/g, '');
  return `${REALM}, error="invalid_token", error_description="${safe}"`;
}

/**
 * Reads the bearer token of `Authorization` (RFC 6750 §2.1). Returns undefined when there is no Bearer
 * credential at all; throws ApiError E0000011 when the Bearer credential is malformed.
 */
export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  if (!match) return undefined;
  const token = (match[1] ?? '').trim();
  if (!token || /\s/.test(token)) {
    throw new ApiError('E0000011', {
      causes: ['The Authorization header is malformed'],
      headers: { 'www-authenticate': invalidTokenChallenge('The Authorization header is malformed') },
    });
  }
  return token;
}

/**
 * preHandler that requires a valid IdP access token and sets `request.principal`.
 * Errors: 401 E0000005 (no token, challenge without error), 401 E0000011 (refused token),
 * 503 E0000010 (the IdP keys cannot be fetched).
 */
export function requireAuth(verify: AccessTokenVerifier): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = readBearer(request);
    if (!token) throw new ApiError('E0000005', { headers: { 'www-authenticate': REALM } });
    try {
      request.principal = await verify(token);
    } catch (error) {
      if (error instanceof TokenRejected) {
        throw new ApiError('E0000011', {
          causes: [error.description],
          headers: { 'www-authenticate': invalidTokenChallenge(error.description) },
        });
      }
      if (error instanceof KeysUnavailable) {
        request.log.warn({ err: error.cause }, 'access token keys unavailable');
        throw new ApiError('E0000010');
      }
      throw error;
    }
  };
}
