import { OPERATIONS_EDITORS, Operazione } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { listItemSchema, registerRecordRoutes } from '../kit/record-routes.ts';
import { operazioniList } from './operazioni.list.ts';
import type { OperazioniService } from './operazioni.service.ts';

/**
 * Operations: `GET /api/operazioni` (+ `/export`), `GET|PUT /api/operazioni/{id}`,
 * `POST /api/operazioni`, `GET /api/operazioni/{id}/audit`. Every role reads (operators their own branch only);
 * administrators, AML officers, reports delegates and operators (at their branch) write; auditors only read.
 */
export const operazioniRoutes: FastifyPluginAsync<{
  db: Db;
  service: OperazioniService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];
  const write = [authenticate, requireRole(OPERATIONS_EDITORS)];
  registerListRoutes(app, {
    db,
    path: '/api/operazioni',
    def: operazioniList,
    preHandler: read,
    scope: (principal) => service.listScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(operazioniList.columns.map((c) => c.key)),
  });
  registerRecordRoutes(app, { path: '/api/operazioni', service, read, write, entitySchema: Operazione });
};
