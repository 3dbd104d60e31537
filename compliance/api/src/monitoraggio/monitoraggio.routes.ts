import { ALERT_EVALUATORS, AlertCruscotto, AlertMonitoraggio } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { auditEntrySchema, listItemSchema, recordErrors as errors } from '../kit/record-routes.ts';
import { monitoraggioList } from './monitoraggio.list.ts';
import type { MonitoraggioService } from './monitoraggio.service.ts';

type WithId = { Params: { id: string } };

/**
 * The operations monitoring queue (monitoraggiooperazioni, issue 7): `GET /api/alert` (+ `/export`, the kit's
 * list), `GET /api/alert/cruscotto` (AlertCruscotto), `GET /api/alert/{id}` (AlertMonitoraggio),
 * `POST /api/alert/{id}/transizioni` (AlertTransizione: take, release, close with outcome and rationale, reopen;
 * 200 with the alert) and `GET /api/alert/{id}/audit`. Every role reads (operators their branch's alerts only);
 * ALERT_EVALUATORS evaluate; auditors, operators and administrators only read (403 E0000006). Errors: 400
 * E0000001, 404 E0000007, 409 E0000040 (stale version), 409 E0000060 (refused transition), 403 E0000061 (not
 * the assignee).
 */
/** `mese` of the dashboard: yyyy-MM. */
const MESE = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monitoraggioRoutes: FastifyPluginAsync<{
  db: Db;
  service: MonitoraggioService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];
  const evaluate = [authenticate, requireRole(ALERT_EVALUATORS)];

  registerListRoutes(app, {
    db,
    path: '/api/alert',
    def: monitoraggioList,
    preHandler: read,
    scope: (principal) => service.listScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(monitoraggioList.columns.map((c) => c.key)),
  });

  app.get(
    '/api/alert/cruscotto',
    { preHandler: read, schema: { response: { 200: AlertCruscotto, ...errors } } },
    async (request) => {
      const { mese } = request.query as { mese?: unknown };
      if (mese !== undefined && (typeof mese !== 'string' || !MESE.test(mese))) {
        throw new ApiError('E0000001', {
          causes: [{ field: 'mese', errorSummary: 'Il mese va indicato come AAAA-MM, per esempio 2026-10.' }],
        });
      }
      return service.dashboard(request.principal!, mese);
    },
  );

  app.get<WithId>(
    '/api/alert/:id',
    { preHandler: read, schema: { response: { 200: AlertMonitoraggio, ...errors } } },
    async (request) => service.getFor(request.principal!, request.params.id),
  );

  app.post<WithId>(
    '/api/alert/:id/transizioni',
    { preHandler: evaluate, schema: { response: { 200: AlertMonitoraggio, ...errors } } },
    async (request) => service.transition(request.principal!, request.params.id, request.body),
  );

  app.get<WithId>(
    '/api/alert/:id/audit',
    {
      preHandler: read,
      schema: { response: { 200: { type: 'array', items: auditEntrySchema }, ...errors } },
    },
    async (request) => {
      await service.getFor(request.principal!, request.params.id);
      return service.auditOf(request.params.id);
    },
  );
};
