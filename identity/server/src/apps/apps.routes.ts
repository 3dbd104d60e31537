import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminEventContext } from '../admin/admin-audit.ts';
import { ADMIN_ERRORS, href, ListQuerySchema } from '../admin/admin.schema.ts';
import { ApiError } from '../errors.ts';
import { filterParam } from '../lib/list-query.ts';
import { pageLinks, pageRequest } from '../lib/pagination.ts';
import type { Services } from '../services.ts';
import { appInputOf, appPath, applicationObject } from './app-object.ts';
import type { OidcApp } from './apps.service.ts';
import {
  AppParamsSchema,
  ApplicationSchema,
  ApplicationWriteSchema,
  ClientSecretSchema,
  CreateAppQuerySchema,
} from './apps.schema.ts';

const target = (app: Pick<OidcApp, 'id' | 'label' | 'clientId'>) => [
  { id: app.id, type: 'AppInstance', alternateId: app.clientId, displayName: app.label },
];

/**
 * OIDC applications (Okta Management API `/api/v1/apps`): list (`q` prefix of the label, `filter` on id,
 * status, name, label, `credentials.oauthClient.client_id`, `settings.oauthClient.application_type`; `limit`
 * 1-200 default 20, `after`, `Link` headers), create (200; `?activate=false` creates it INACTIVE), read,
 * replace, delete (204; 403 E0000056 while ACTIVE), `lifecycle/activate|deactivate` (200 `{}`), and
 * `credentials/secrets` (201, a new client secret replacing the old one). The secret appears only in the
 * answer that generated it. Errors: 400 E0000001 naming the field, 404 E0000007. Changes are audited as
 * `application.lifecycle.*`.
 */
export async function appsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { apps, audit, config } = services;
  const notFound = (id: string) => new ApiError('notFound', { params: { path: id, METHOD: 'AppInstance' } });
  const record = (request: FastifyRequest, action: string, a: OidcApp, details?: Record<string, unknown>) =>
    audit.record({
      type: `application.lifecycle.${action}`,
      targets: target(a),
      ...(details ? { details } : {}),
      ...adminEventContext(request),
    });
  const one = { params: AppParamsSchema, response: { 200: ApplicationSchema, ...ADMIN_ERRORS } };

  app.get(
    '/api/v1/apps',
    {
      schema: {
        querystring: ListQuerySchema,
        response: { 200: Type.Array(ApplicationSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query, { defaults: 20, max: 200 });
      const filter = filterParam(request.query.filter);
      const q = request.query.q?.trim();
      const result = await apps.list({ ...page, ...(filter ? { filter } : {}), ...(q ? { q } : {}) });
      reply.header('link', pageLinks(config.issuer, request.url, page.limit, result.next));
      return result.items.map((a) => applicationObject(config.issuer, a));
    },
  );

  app.post(
    '/api/v1/apps',
    {
      schema: {
        querystring: CreateAppQuerySchema,
        body: ApplicationWriteSchema,
        response: { 200: ApplicationSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const created = await apps.create(appInputOf(request.body), {
        activate: request.query.activate !== 'false',
      });
      await record(request, 'create', created.app);
      return applicationObject(config.issuer, created.app, created.clientSecret);
    },
  );

  app.get('/api/v1/apps/:appId', { schema: one }, async (request) => {
    const found = await apps.get(request.params.appId);
    if (!found) throw notFound(request.params.appId);
    return applicationObject(config.issuer, found);
  });

  app.put('/api/v1/apps/:appId', { schema: { ...one, body: ApplicationWriteSchema } }, async (request) => {
    const input = appInputOf(request.body);
    const updated = await apps.replace(request.params.appId, input);
    if (!updated) throw notFound(request.params.appId);
    await record(request, 'update', updated.app);
    return applicationObject(config.issuer, updated.app, updated.clientSecret);
  });

  app.delete(
    '/api/v1/apps/:appId',
    { schema: { params: AppParamsSchema, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const found = await apps.get(request.params.appId);
      if (!found || !(await apps.delete(found.id))) throw notFound(request.params.appId);
      await record(request, 'delete', found);
      return reply.code(204).send(null);
    },
  );

  for (const [action, status] of [
    ['activate', 'ACTIVE'],
    ['deactivate', 'INACTIVE'],
  ] as const) {
    app.post(
      `/api/v1/apps/:appId/lifecycle/${action}`,
      { schema: { params: AppParamsSchema, response: { 200: Type.Object({}), ...ADMIN_ERRORS } } },
      async (request) => {
        const updated = await apps.setStatus(request.params.appId, status);
        if (!updated) throw notFound(request.params.appId);
        await record(request, action, updated);
        return {};
      },
    );
  }

  app.post(
    '/api/v1/apps/:appId/credentials/secrets',
    { schema: { params: AppParamsSchema, response: { 201: ClientSecretSchema, ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const rotated = await apps.rotateSecret(request.params.appId);
      if (!rotated) throw notFound(request.params.appId);
      await record(request, 'update', rotated.app, { change: 'client_secret', secretId: rotated.secret.id });
      const { id, clientSecret, createdAt } = rotated.secret;
      return reply.code(201).send({
        id,
        status: 'ACTIVE' as const,
        client_secret: clientSecret,
        secret_hash: createHash('sha256').update(clientSecret).digest('base64url'),
        created: createdAt.toISOString(),
        lastUpdated: createdAt.toISOString(),
        _links: { app: href(config.issuer, appPath(rotated.app.id), ['GET']) },
      });
    },
  );
}
