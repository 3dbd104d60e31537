import { Dipendenza } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { MASTER_DATA_EDITORS } from '@compliance/shared';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { listItemSchema, registerRecordRoutes } from '../kit/record-routes.ts';
import { dipendenzeList } from './dipendenze.repository.ts';
import type { DipendenzeService } from './dipendenze.service.ts';

/**
 * Branches: `GET /api/dipendenze` (+ `/export`), `GET|PUT /api/dipendenze/{id}`, `POST /api/dipendenze`,
 * `GET /api/dipendenze/{id}/audit`. Every role reads (operators only their own branch); administrators and AML
 * officers write.
 */
export const dipendenzeRoutes: FastifyPluginAsync<{
  db: Db;
  service: DipendenzeService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];
  const write = [authenticate, requireRole(MASTER_DATA_EDITORS)];
  registerListRoutes(app, {
    db,
    path: '/api/dipendenze',
    def: dipendenzeList,
    preHandler: read,
    scope: (principal) => service.listScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(dipendenzeList.columns.map((c) => c.key)),
  });
  registerRecordRoutes(app, { path: '/api/dipendenze', service, read, write, entitySchema: Dipendenza });
};
