import {
  AUTOVALUTAZIONE_EDITORS,
  AUTOVALUTAZIONE_READERS,
  Autovalutazione,
  ConfrontoAutovalutazioni,
  isApprovata,
  MATRICE_EDITORS,
  MatriceRischio,
} from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { listItemSchema, recordErrors as errors, registerRecordRoutes } from '../kit/record-routes.ts';
import { ApiError } from '../errors.ts';
import { autovalutazionePdf } from './autovalutazioni-pdf.ts';
import { autovalutazioniList } from './autovalutazioni.list.ts';
import type { AutovalutazioniService } from './autovalutazioni.service.ts';
import type { MatriceService } from './matrice.service.ts';

type WithId = { Params: { id: string } };
const PATH = '/api/autovalutazioni';

/**
 * The annual AML self-assessment (selfevaluations, issue 9): the kit's list and export (`GET {PATH}`), detail
 * routes (`GET/PUT {PATH}/{id}`, `POST {PATH}` with AutovalutazioneNuova, `GET {PATH}/{id}/audit`),
 * `POST {PATH}/{id}/transizioni` (AutovalutazioneTransizione; 200 with the record), `POST {PATH}/{id}/invio-bdi`
 * (InvioBdi: the sending to Banca d'Italia of an approved one, AML officers only, 403 E0000150; 200 with the
 * record), `GET {PATH}/{id}/confronto` (ConfrontoAutovalutazioni), `GET {PATH}/{id}/pdf` (approved or sent only: application/pdf attachment; 409 E0000130
 * otherwise), and the residual-risk matrix: `GET {PATH}/matrice` (current), `GET
 * {PATH}/matrice/versioni` (history, newest first), `PUT {PATH}/matrice` (MatriceInput; 200 with the new version).
 * Readers: AUTOVALUTAZIONE_READERS (not branch operators, 403 E0000006); editors: AUTOVALUTAZIONE_EDITORS; approval
 * and sending back: AML officers (403 E0000104); the matrix: administrators. Errors: 400 E0000001, 404 E0000007,
 * 409 E0000040 (stale), E0000100 (not editable), E0000101 (refused transition), E0000102 (incomplete), E0000103
 * (year exists).
 */
export const autovalutazioniRoutes: FastifyPluginAsync<{
  db: Db;
  service: AutovalutazioniService;
  matrice: MatriceService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { db, service, matrice, authenticate }) => {
  const read = [authenticate, requireRole(AUTOVALUTAZIONE_READERS)];
  const write = [authenticate, requireRole(AUTOVALUTAZIONE_EDITORS)];

  registerListRoutes(app, {
    db,
    path: PATH,
    def: autovalutazioniList,
    preHandler: read,
    scope: async () => undefined,
    toItem: listRow,
    itemSchema: listItemSchema(autovalutazioniList.columns.map((c) => c.key)),
  });

  app.get(
    `${PATH}/matrice`,
    { preHandler: read, schema: { response: { 200: MatriceRischio, ...errors } } },
    () => matrice.current(),
  );
  app.get(
    `${PATH}/matrice/versioni`,
    { preHandler: read, schema: { response: { 200: { type: 'array', items: MatriceRischio }, ...errors } } },
    () => matrice.history(),
  );
  app.put(
    `${PATH}/matrice`,
    {
      preHandler: [authenticate, requireRole(MATRICE_EDITORS)],
      schema: { response: { 200: MatriceRischio, ...errors } },
    },
    async (request) => matrice.update(request.principal!, request.body),
  );

  registerRecordRoutes(app, { path: PATH, service, read, write, entitySchema: Autovalutazione });

  app.post<WithId>(
    `${PATH}/:id/transizioni`,
    { preHandler: write, schema: { response: { 200: Autovalutazione, ...errors } } },
    async (request) =>
      service.transition(request.principal!, request.principal!.roles, request.params.id, request.body),
  );

  app.post<WithId>(
    `${PATH}/:id/invio-bdi`,
    { preHandler: write, schema: { response: { 200: Autovalutazione, ...errors } } },
    async (request) =>
      service.registraInvioBdi(request.principal!, request.principal!.roles, request.params.id, request.body),
  );

  app.get<WithId>(
    `${PATH}/:id/confronto`,
    { preHandler: read, schema: { response: { 200: ConfrontoAutovalutazioni, ...errors } } },
    async (request) => service.confronto(request.params.id),
  );

  app.get<WithId>(
    `${PATH}/:id/pdf`,
    { preHandler: read, schema: { response: errors } },
    async (request, reply) => {
      const a = await service.getFor(request.principal!, request.params.id);
      if (!isApprovata(a.stato)) {
        throw new ApiError('E0000130', { causes: [`L'autovalutazione ${a.anno} non è ancora approvata.`] });
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="autovalutazione-${a.anno}.pdf"`)
        .send(Buffer.from(await autovalutazionePdf(a)));
    },
  );
};
