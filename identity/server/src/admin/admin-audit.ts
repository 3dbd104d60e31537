import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditEvent, AuditRepository } from '../audit/audit.repository.ts';
import { actorOf } from './admin-auth.ts';

/** Event type of one management API request in the audit log (`GET /api/v1/logs`). */
export const ADMIN_REQUEST_EVENT = 'system.api.request';

/**
 * onSend hook of the management API: records who (the API token), what (method, route pattern, path
 * parameters such as the user id, HTTP status) and when, for every authenticated request, reads included.
 * It runs before the answer leaves, so a client that has its answer finds the request in the log. A failure
 * to record is logged, never sent to the client. Bodies are never recorded (they may hold passwords).
 */
export function auditAdminRequest(audit: AuditRepository) {
  return async <T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> => {
    if (!request.apiToken) return payload; // refused before authentication: nothing was done
    try {
      await audit.record({
        type: ADMIN_REQUEST_EVENT,
        ...adminEventContext(request),
        details: {
          method: request.method,
          route: request.routeOptions.url ?? null,
          params: request.params ?? {},
          status: reply.statusCode,
        },
      });
    } catch (err) {
      request.log.error({ err }, 'could not record a management API request in the audit log');
    }
    return payload;
  };
}

/**
 * Who did it, from where and in which transaction, for an event a management route records: spread it into
 * `audit.record({ type, targets, ...adminEventContext(request) })`.
 */
export function adminEventContext(
  request: FastifyRequest,
): Required<Pick<AuditEvent, 'ip' | 'actor'>> & Pick<AuditEvent, 'userAgent' | 'transactionId'> {
  const ua = request.headers['user-agent'];
  return {
    ip: request.ip,
    actor: actorOf(request),
    ...(typeof ua === 'string' ? { userAgent: ua } : {}),
    ...(request.transactionId ? { transactionId: request.transactionId } : {}),
  };
}
