import { Segnalazione, SegnalazioneRicevuta } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { auditEntrySchema, recordErrors as errors } from '../kit/record-routes.ts';
import { segnalazioniList } from './segnalazioni.list.ts';
import { segnalazioneListItemSchema } from './segnalazioni.schema.ts';
import type { SegnalazioniService } from './segnalazioni.service.ts';

type WithId = { Params: { id: string } };

/**
 * The report register (registrosegnalazioni, issue 9; spec §2 leaves the screens unguarded, the API never is):
 * `GET /api/segnalazioni` (+ `/export?format=csv|xlsx`, every exported report audited) lists the reports the
 * caller reads (SOS: AML officer and delegate; whistleblowing: its handlers; anyone else an empty list, total 0);
 * `POST /api/segnalazioni` files one (201 SegnalazioneRicevuta); `GET /api/segnalazioni/{id}` (Segnalazione, the
 * read audited); `POST /api/segnalazioni/{id}/transizioni` (SegnalazioneTransizione, 200 Segnalazione);
 * `POST /api/segnalazioni/{id}/collegamenti` (SegnalazioneCollegamento: link or unlink a client or operation of an
 * SOS, 200 Segnalazione; 409 E0000131–E0000133); `POST /api/segnalazioni/{id}/sostitutiva` (SostitutivaNuova: the
 * replacement draft of a transmitted SOS, 201 SegnalazioneRicevuta; 409 E0000140/E0000141); `GET /api/segnalazioni/{id}/audit`. A report the caller may not read answers 404. Errors: 400 E0000001, 401,
 * 403 E0000006/E0000091, 404 E0000007, 409 E0000040 (stale version), 409 E0000090 (refused transition).
 */
export const segnalazioniRoutes: FastifyPluginAsync<{
  db: Db;
  service: SegnalazioniService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, authenticate }) => {
  const read = [authenticate, requireRole(READ_ROLES)];

  registerListRoutes(app, {
    db,
    path: '/api/segnalazioni',
    def: segnalazioniList,
    preHandler: read,
    scope: async (principal) => service.readScope(principal),
    toItem: listRow,
    itemSchema: segnalazioneListItemSchema,
    onExport: (principal, rows) => service.auditExport(principal, rows),
  });

  app.post(
    '/api/segnalazioni',
    { preHandler: read, schema: { response: { 201: SegnalazioneRicevuta, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.file(request.principal!, request.body)),
  );

  app.get<WithId>(
    '/api/segnalazioni/:id',
    { preHandler: read, schema: { response: { 200: Segnalazione, ...errors } } },
    async (request) => service.read(request.principal!, request.params.id),
  );

  app.post<WithId>(
    '/api/segnalazioni/:id/transizioni',
    { preHandler: read, schema: { response: { 200: Segnalazione, ...errors } } },
    async (request) => service.transition(request.principal!, request.params.id, request.body),
  );

  app.post<WithId>(
    '/api/segnalazioni/:id/sostitutiva',
    { preHandler: read, schema: { response: { 201: SegnalazioneRicevuta, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await service.replace(request.principal!, request.params.id, request.body)),
  );

  app.post<WithId>(
    '/api/segnalazioni/:id/collegamenti',
    { preHandler: read, schema: { response: { 200: Segnalazione, ...errors } } },
    async (request) => service.link(request.principal!, request.params.id, request.body),
  );

  app.get<WithId>(
    '/api/segnalazioni/:id/audit',
    {
      preHandler: read,
      schema: { response: { 200: { type: 'array', items: auditEntrySchema }, ...errors } },
    },
    async (request) => service.auditOf(request.principal!, request.params.id),
  );
};
