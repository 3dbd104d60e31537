import { Campagna, CampagnaAnteprima, CAMPAGNA_GESTORI, MessaggioOutbox } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { auditEntrySchema, listItemSchema, recordErrors as errors } from '../kit/record-routes.ts';
import { campagnaClientiList, ordersurveysList } from './ordersurveys.list.ts';
import type { OrdersurveysService } from './ordersurveys.service.ts';

type WithId = { Params: { id: string } };

/**
 * Order surveys (ordersurveys, issue 9): `GET /api/ordersurveys` (+ `/export`, the kit's list of campaigns),
 * `GET /api/ordersurveys/clienti?f.campagnaId=` (+ `/export`: a campaign's clients and their questionnaire
 * states), `POST /api/ordersurveys/anteprima` (how many clients a filter selects), `POST /api/ordersurveys` (a
 * draft, 201), `GET|PUT /api/ordersurveys/{id}`, `POST /api/ordersurveys/{id}/transizioni` (lancia, chiudi,
 * annulla), `POST /api/ordersurveys/{id}/solleciti` (reminders), `GET /api/ordersurveys/{id}/messaggi` (its
 * outbox messages) and `GET /api/ordersurveys/{id}/audit`. Every role reads (operators: campaigns with clients
 * of their branch, counted on those); only AML officers preview, create, change, launch, remind, close and cancel
 * (403 E0000006).
 */
export const ordersurveysRoutes: FastifyPluginAsync<{
  db: Db;
  service: OrdersurveysService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];
  const manage = [authenticate, requireRole(CAMPAGNA_GESTORI)];
  const one = { 200: Campagna, ...errors };

  registerListRoutes(app, {
    db,
    path: '/api/ordersurveys',
    def: ordersurveysList,
    preHandler: read,
    scope: (principal) => service.listScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(ordersurveysList.columns.map((c) => c.key)),
  });
  registerListRoutes(app, {
    db,
    path: '/api/ordersurveys/clienti',
    def: campagnaClientiList,
    preHandler: read,
    scope: (principal) => service.clientListScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(campagnaClientiList.columns.map((c) => c.key)),
  });

  app.post(
    '/api/ordersurveys/anteprima',
    { preHandler: manage, schema: { response: { 200: CampagnaAnteprima, ...errors } } },
    async (request) => service.preview(request.body),
  );
  app.post(
    '/api/ordersurveys',
    { preHandler: manage, schema: { response: { 201: Campagna, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(request.principal!, request.body)),
  );
  app.get<WithId>('/api/ordersurveys/:id', { preHandler: read, schema: { response: one } }, async (request) =>
    service.getFor(request.principal!, request.params.id),
  );
  app.put<WithId>(
    '/api/ordersurveys/:id',
    { preHandler: manage, schema: { response: one } },
    async (request) => service.update(request.principal!, request.params.id, request.body),
  );
  app.post<WithId>(
    '/api/ordersurveys/:id/transizioni',
    { preHandler: manage, schema: { response: one } },
    async (request) => service.transition(request.principal!, request.params.id, request.body),
  );
  app.post<WithId>(
    '/api/ordersurveys/:id/solleciti',
    {
      preHandler: manage,
      schema: {
        response: {
          200: { type: 'object', required: ['solleciti'], properties: { solleciti: { type: 'integer' } } },
          ...errors,
        },
      },
    },
    async (request) => service.remind(request.principal!, request.params.id, request.body),
  );
  app.get<WithId>(
    '/api/ordersurveys/:id/messaggi',
    { preHandler: read, schema: { response: { 200: { type: 'array', items: MessaggioOutbox }, ...errors } } },
    async (request) => service.messagesOf(request.principal!, request.params.id),
  );
  app.get<WithId>(
    '/api/ordersurveys/:id/audit',
    {
      preHandler: read,
      schema: { response: { 200: { type: 'array', items: auditEntrySchema }, ...errors } },
    },
    async (request) => service.auditOf(request.principal!, request.params.id),
  );
};
