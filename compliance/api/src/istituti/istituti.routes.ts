import { Istituto } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { MASTER_DATA_EDITORS } from '@compliance/shared';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { listItemSchema, registerRecordRoutes } from '../kit/record-routes.ts';
import { istitutiList } from './istituti.repository.ts';
import type { IstitutiService } from './istituti.service.ts';

/**
 * Institutions: `GET /api/istituti` (+ `/export`), `GET|PUT /api/istituti/{id}`, `POST /api/istituti`,
 * `GET /api/istituti/{id}/audit`. Every role reads (operators only their branch's institution); administrators and
 * AML officers write.
 */
export const istitutiRoutes: FastifyPluginAsync<{
  db: Db;
  service: IstitutiService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];
  const write = [authenticate, requireRole(MASTER_DATA_EDITORS)];
  registerListRoutes(app, {
    db,
    path: '/api/istituti',
    def: istitutiList,
    preHandler: read,
    scope: (principal) => service.listScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(istitutiList.columns.map((c) => c.key)),
  });
  registerRecordRoutes(app, { path: '/api/istituti', service, read, write, entitySchema: Istituto });
};
