import multipart from '@fastify/multipart';
import { Documento, DOCUMENT_DELETERS, DOCUMENT_EDITORS } from '@compliance/shared';
import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { READ_ROLES, requireRole } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { errorBodySchema } from '../lib/error-body.schema.ts';
import { listRow, registerListRoutes } from '../kit/list-routes.ts';
import { listItemSchema } from '../kit/record-routes.ts';
import { documentiList } from './documenti.list.ts';
import { publicDocumento, type DocumentiService, type ReceivedFile } from './documenti.service.ts';
import { uploadFields } from './upload-fields.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  500: errorBodySchema,
  503: errorBodySchema,
};

/** A multipart parser error as the suite's error: too large is 413 E0000051, any other 400 E0000053. */
function multipartError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError('E0000051', { causes: [`Massimo ${maxBytes} byte.`] });
  }
  if (code.startsWith('FST_') && code !== 'FST_ERR_VALIDATION') {
    return new ApiError('E0000053', { causes: [(error as Error).message] });
  }
  return error;
}

type WithId = { Params: { id: string } };

/**
 * The document archive (archiviodocumenti): `GET /api/documenti` (+ `/export`, the kit's list), `POST
 * /api/documenti` (multipart/form-data: one `file` part plus the DocumentoInput fields; 201 with the document),
 * `GET|PUT|DELETE /api/documenti/{id}`, `GET /api/documenti/{id}/file` (the file, its SHA-256 checked first;
 * `Content-Type` as recognised at upload, `Content-Disposition: attachment` with the original name, `X-Content-SHA256`)
 * and `GET /api/documenti/{id}/audit`. Every role reads (operators their branch's, not confidential ones);
 * DOCUMENT_EDITORS upload and edit; DOCUMENT_DELETERS delete. Errors E0000050–E0000055 (errors.ts).
 */
export const documentiRoutes: FastifyPluginAsync<{
  db: Db;
  service: DocumentiService;
  authenticate: preHandlerAsyncHookHandler;
  maxBytes: number;
}> = async (app, { db, service, authenticate, maxBytes }) => {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 2000, parts: 25 },
  });
  const read = [authenticate, requireRole(READ_ROLES)];
  const write = [authenticate, requireRole(DOCUMENT_EDITORS)];
  const remove = [authenticate, requireRole(DOCUMENT_DELETERS)];
  const entity = { 200: Documento, 201: Documento, ...errors };

  registerListRoutes(app, {
    db,
    path: '/api/documenti',
    def: documentiList,
    preHandler: read,
    scope: (principal) => service.listScope(principal),
    toItem: listRow,
    itemSchema: listItemSchema(documentiList.columns.map((c) => c.key)),
  });

  app.post('/api/documenti', { preHandler: write, schema: { response: entity } }, async (request, reply) => {
    if (!request.isMultipart())
      throw new ApiError('E0000053', { causes: ['Content-Type: multipart/form-data.'] });
    const fields: Record<string, string> = {};
    let received: ReceivedFile | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') {
            part.file.resume();
            throw new ApiError('E0000053', { causes: [`Parte inattesa: ${part.fieldname}.`] });
          }
          received = await service.receive(part.file, part.filename, {
            truncated: () => part.file.truncated,
            maxBytes,
          });
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      if (received) await service.discard(received);
      throw multipartError(error, maxBytes);
    }
    if (!received)
      throw new ApiError('E0000050', { causes: [{ field: 'file', errorSummary: 'Nessun file.' }] });
    const created = await service.archive(request.principal!, uploadFields(fields), received);
    return reply.code(201).send(publicDocumento(created));
  });

  app.get<WithId>('/api/documenti/:id', { preHandler: read, schema: { response: entity } }, async (request) =>
    service.getFor(request.principal!, request.params.id),
  );

  app.put<WithId>(
    '/api/documenti/:id',
    { preHandler: write, schema: { response: entity } },
    async (request) => service.update(request.principal!, request.params.id, request.body),
  );

  app.delete<WithId>(
    '/api/documenti/:id',
    { preHandler: remove, schema: { response: { 204: { type: 'null' }, ...errors } } },
    async (request, reply) => {
      await service.remove(request.principal!, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get<WithId>(
    '/api/documenti/:id/file',
    { preHandler: read, schema: { response: errors } },
    async (request, reply) => {
      const { documento, content } = await service.download(request.principal!, request.params.id);
      const ascii = documento.nomeFile.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type(documento.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(documento.nomeFile)}`,
        )
        .header('content-length', documento.dimensione)
        .header('x-content-sha256', documento.sha256)
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  app.get<WithId>(
    '/api/documenti/:id/audit',
    { preHandler: read, schema: { response: errors } },
    async (request) => {
      await service.getFor(request.principal!, request.params.id);
      return service.auditOf(request.params.id);
    },
  );
};
