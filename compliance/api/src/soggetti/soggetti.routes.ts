import { OPERATIONS_EDITORS, Soggetto } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { listItemSchema, registerRecordRoutes } from '../kit/record-routes.ts';
import { soggettiList } from './soggetti.repository.ts';
import type { SoggettiService } from './soggetti.service.ts';

/**
 * Clients (personal data, PF and PG): `GET /api/soggetti` (+ `/export`), `GET|PUT /api/soggetti/{id}`,
 * `POST /api/soggetti`, `GET /api/soggetti/{id}/audit`. Every role reads (operators their own branch only);
 * administrators, AML officers, reports delegates and operators (at their branch) write; auditors only read.
 */
export const soggettiRoutes: FastifyPluginAsync<{
  db: Db;
  service: SoggettiService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];
  const write = [authenticate, requireRole(OPERATIONS_EDITORS)];
  registerListRoutes(app, {
    db,
    path: '/api/soggetti',
    def: soggettiList,
    preHandler: read,
    scope: (principal) => service.listScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(soggettiList.columns.map((c) => c.key)),
  });
  registerRecordRoutes(app, { path: '/api/soggetti', service, read, write, entitySchema: Soggetto });
};
