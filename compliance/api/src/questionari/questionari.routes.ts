import {
  ModelloQuestionario,
  QUESTIONARIO_COMPILATORI,
  Questionario,
  RevisioneRichiesta,
} from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { auditEntrySchema, listItemSchema, recordErrors as errors } from '../kit/record-routes.ts';
import { questionarioPdf } from './questionari-pdf.ts';
import { questionariList } from './questionari.list.ts';
import type { QuestionariService } from './questionari.service.ts';
import type { RevisioniService } from './revisioni.service.ts';

type WithId = { Params: { id: string } };

/**
 * The questionnaires (questionari, issue 9): `GET /api/questionari` (+ `/export`, the kit's list);
 * `GET /api/questionari/modelli` (every version), `GET /api/questionari/modelli/corrente/{tipoPersona}`,
 * `GET /api/questionari/modelli/{id}`, `POST /api/questionari/modelli` (administrators: a new version, 201);
 * `POST /api/questionari` (a new draft, 201), `GET /api/questionari/{id}`,
 * `GET /api/questionari/cliente/{soggettoId}/{numero}`, `PUT /api/questionari/{id}` (a draft's answers and class
 * override), `POST /api/questionari/{id}/transizioni` (QuestionarioTransizione), `GET /api/questionari/{id}/pdf`
 * (application/pdf attachment), `GET /api/questionari/{id}/revisioni` (the open early-review requests marking it,
 * RevisioneRichiesta[]; §1.4) and `GET /api/questionari/{id}/audit`. Every role reads (operators their branch's
 * clients only); QUESTIONARIO_COMPILATORI fill, AML officers verify; auditors only read (403 E0000006).
 */
export const questionariRoutes: FastifyPluginAsync<{
  db: Db;
  service: QuestionariService;
  revisioni: RevisioniService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, revisioni, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];
  const write = [authenticate, requireRole(QUESTIONARIO_COMPILATORI)];
  const one = { 200: Questionario, ...errors };

  registerListRoutes(app, {
    db,
    path: '/api/questionari',
    def: questionariList,
    preHandler: read,
    scope: (principal) => service.listScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(questionariList.columns.map((c) => c.key)),
  });

  app.get(
    '/api/questionari/modelli',
    {
      preHandler: read,
      schema: { response: { 200: { type: 'array', items: ModelloQuestionario }, ...errors } },
    },
    async () => service.models(),
  );
  app.get<{ Params: { tipoPersona: string } }>(
    '/api/questionari/modelli/corrente/:tipoPersona',
    { preHandler: read, schema: { response: { 200: ModelloQuestionario, ...errors } } },
    async (request) => service.currentModel(request.params.tipoPersona),
  );
  app.get<WithId>(
    '/api/questionari/modelli/:id',
    { preHandler: read, schema: { response: { 200: ModelloQuestionario, ...errors } } },
    async (request) => service.modelById(request.params.id),
  );
  app.post(
    '/api/questionari/modelli',
    {
      preHandler: [authenticate, requireRole(['administrators'])],
      schema: { response: { 201: ModelloQuestionario, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createModel(request.principal!, request.body)),
  );

  app.post(
    '/api/questionari',
    { preHandler: write, schema: { response: { 201: Questionario, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(request.principal!, request.body)),
  );
  app.get<{ Params: { soggettoId: string; numero: string } }>(
    '/api/questionari/cliente/:soggettoId/:numero',
    { preHandler: read, schema: { response: one } },
    async (request) =>
      service.getByNumber(request.principal!, request.params.soggettoId, request.params.numero),
  );
  app.get<WithId>('/api/questionari/:id', { preHandler: read, schema: { response: one } }, async (request) =>
    service.getFor(request.principal!, request.params.id),
  );
  app.put<WithId>('/api/questionari/:id', { preHandler: write, schema: { response: one } }, async (request) =>
    service.update(request.principal!, request.params.id, request.body),
  );
  app.post<WithId>(
    '/api/questionari/:id/transizioni',
    { preHandler: write, schema: { response: one } },
    async (request) => service.transition(request.principal!, request.params.id, request.body),
  );
  app.get<WithId>(
    '/api/questionari/:id/pdf',
    { preHandler: read, schema: { response: errors } },
    async (request, reply) => {
      const q = await service.getFor(request.principal!, request.params.id);
      const bytes = await questionarioPdf(q, (await service.modelOfSubmission(q)).definizione);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="questionario-${q.numero}-${q.soggettoId.slice(0, 8)}.pdf"`,
        )
        .send(Buffer.from(bytes));
    },
  );
  app.get<WithId>(
    '/api/questionari/:id/revisioni',
    {
      preHandler: read,
      schema: { response: { 200: { type: 'array', items: RevisioneRichiesta }, ...errors } },
    },
    async (request) => {
      await service.getFor(request.principal!, request.params.id);
      return revisioni.openFor(request.principal!, request.params.id);
    },
  );
  app.get<WithId>(
    '/api/questionari/:id/audit',
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
