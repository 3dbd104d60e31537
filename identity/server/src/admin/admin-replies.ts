import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import type { ActionContext } from '../audit/action-context.ts';
import { ApiError } from '../errors.ts';
import { pageLinks } from '../lib/pagination.ts';
import { actorOf } from './admin-auth.ts';

/** The error statuses every management route may answer (TypeBox response schemas). */
export const ADMIN_ERRORS = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
} as const;

/** 404 E0000007 "Not found: Resource not found: {id} ({kind})", as Okta words a missing user or group. */
export function notFound(id: string, kind: 'User' | 'UserGroup'): ApiError {
  return new ApiError('notFound', { params: { path: id, METHOD: kind } });
}

/** Who acts in a management request, for the services' audit events. */
export function actionContext(request: FastifyRequest): ActionContext {
  return { actor: actorOf(request), ip: request.ip };
}

/** Sets the `Link` headers of a page (`rel="self"`, and `rel="next"` when `next` is given). */
export function linkPage(
  reply: FastifyReply,
  issuer: string,
  request: FastifyRequest,
  limit: number,
  next?: string,
) {
  void reply.header('link', pageLinks(issuer, request.url, limit, next));
}
