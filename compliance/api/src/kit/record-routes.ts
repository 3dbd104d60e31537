import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditRow } from '../audit/audit.repository.ts';
import { errorBodySchema } from '../lib/error-body.schema.ts';

/** What an area's service gives the detail routes. */
export interface RecordRoutesService<Entity> {
  getFor(principal: Principal, id: string): Promise<Entity>;
  /** `actor` is the signed-in principal: services that scope writes (an operator's branch) read its roles. */
  create(actor: Principal, body: unknown): Promise<Entity>;
  update(actor: Principal, id: string, body: unknown): Promise<Entity>;
  auditOf(id: string): Promise<AuditRow[]>;
}

export interface RecordRoutesOptions<Entity> {
  /** e.g. `/api/istituti`. */
  path: string;
  service: RecordRoutesService<Entity>;
  /** preHandlers of reads (authentication + read roles) and of writes (authentication + editor roles). */
  read: preHandlerAsyncHookHandler[];
  write: preHandlerAsyncHookHandler[];
  /** JSON schema of the entity (the shared TypeBox schema). */
  entitySchema: object;
}

/** The error answers of a record's routes, in the suite's one error shape. */
export const recordErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/** One entry of a record's audit tab (`GET {path}/{id}/audit`). */
export const auditEntrySchema = {
  type: 'object',
  required: ['seq', 'at', 'actor', 'action'],
  properties: {
    seq: { type: 'integer' },
    at: { type: 'string' },
    actor: { type: 'string' },
    action: { type: 'string' },
    before: {},
    after: {},
  },
};

/**
 * Registers the detail routes of a record kind: `GET {path}/{id}` (200, 404 also when outside the caller's
 * scope), `POST {path}` (201), `PUT {path}/{id}` with `version` in the body (200; 409 E0000040 when stale,
 * nothing written), `GET {path}/{id}/audit` (the audit tab, newest first). Validation errors are 400 E0000001
 * with a cause per field.
 */
export function registerRecordRoutes<Entity>(
  app: FastifyInstance,
  options: RecordRoutesOptions<Entity>,
): void {
  const { path, service } = options;
  const entity = serializerSchema(options.entitySchema);
  const one = { 200: entity, ...recordErrors };
  type WithId = { Params: { id: string } };

  app.get<WithId>(`${path}/:id`, { preHandler: options.read, schema: { response: one } }, async (request) =>
    service.getFor(request.principal!, request.params.id),
  );

  app.post(
    path,
    { preHandler: options.write, schema: { response: { 201: entity, ...recordErrors } } },
    async (request, reply) => reply.code(201).send(await service.create(request.principal!, request.body)),
  );

  app.put<WithId>(`${path}/:id`, { preHandler: options.write, schema: { response: one } }, async (request) =>
    service.update(request.principal!, request.params.id, request.body),
  );

  app.get<WithId>(
    `${path}/:id/audit`,
    {
      preHandler: options.read,
      schema: { response: { 200: { type: 'array', items: auditEntrySchema }, ...recordErrors } },
    },
    async (request) => {
      await service.getFor(request.principal!, request.params.id); // same visibility as the record
      return service.auditOf(request.params.id);
    },
  );
}

/**
 * An entity schema as the response serializer needs it: a plain JSON copy without the shared schemas' custom
 * formats (the tax-code checks registered in @compliance/shared validate input; the serializer does not know them).
 */
function serializerSchema(schema: object): object {
  const custom = new Set(['codice-fiscale', 'codice-fiscale-pf', 'partita-iva']);
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === 'format' && custom.has(String(value)) ? undefined : value,
  ) as object;
}

/** JSON schema of a list item built from column keys: strings, `version` an integer, nulls left out. */
export function listItemSchema(keys: readonly string[]): object {
  const properties: Record<string, object> = {};
  for (const key of keys) properties[key] = key === 'version' ? { type: 'integer' } : { type: 'string' };
  return { type: 'object', properties };
}
