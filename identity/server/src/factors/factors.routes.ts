import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminEventContext } from '../admin/admin-audit.ts';
import { ADMIN_ERRORS, href } from '../admin/admin.schema.ts';
import type { Services } from '../services.ts';
import { notFound, requireUser } from './factor-route-lookups.ts';
import type { UserFactor } from './factors.service.ts';
import { findKind } from './kinds/index.ts';
import {
  FactorParamsSchema,
  UserFactorSchema,
  UserParamsSchema,
  type UserFactorShape,
} from './factors.schema.ts';

/**
 * The wire shape of a factor (`vendorName` is the provider's name, as Okta reports it); with `activation`
 * (a pending factor's enrolment) it carries `_embedded.activation` and the `activate` / `qrcode` links.
 */
export function userFactorObject(
  issuer: string,
  f: UserFactor,
  activation?: Record<string, unknown>,
): UserFactorShape {
  const user = `/api/v1/users/${f.userId}`;
  const qrcode = (activation?._links as { qrcode?: { href: string; type: string } } | undefined)?.qrcode;
  return {
    id: f.id,
    factorType: f.factorType,
    provider: f.provider,
    vendorName: f.provider,
    status: f.status,
    created: f.createdAt.toISOString(),
    lastUpdated: f.lastUpdated.toISOString(),
    profile: f.profile,
    ...(activation ? { _embedded: { activation } } : {}),
    _links: {
      self: href(issuer, `${user}/factors/${f.id}`, ['GET', 'DELETE']),
      user: href(issuer, user, ['GET']),
      ...(activation || f.status === 'PENDING_ACTIVATION'
        ? { activate: href(issuer, `${user}/factors/${f.id}/lifecycle/activate`, ['POST']) }
        : {}),
      ...(f.status === 'PENDING_ACTIVATION' && findKind(f.factorType, f.provider)?.resendLock
        ? { resend: [{ name: f.factorType, ...href(issuer, `${user}/factors/${f.id}/resend`, ['POST']) }] }
        : {}),
      ...(qrcode ? { qrcode } : {}),
    },
  };
}

/**
 * Factors of a user (Okta Management API `/api/v1/users/{userId}/factors`): list, read, and delete
 * (unenrol, 204, audited as `user.mfa.factor.deactivate`). `userId` is a user id. Errors: 404 E0000007 for
 * an unknown user or factor.
 */
export async function factorsRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { users, factors, audit, config } = services;

  app.get(
    '/api/v1/users/:userId/factors',
    {
      schema: { params: UserParamsSchema, response: { 200: Type.Array(UserFactorSchema), ...ADMIN_ERRORS } },
    },
    async (request) => {
      const user = await requireUser(users, request.params.userId);
      return (await factors.listForUser(user.id)).map((f) => userFactorObject(config.issuer, f));
    },
  );

  app.get(
    '/api/v1/users/:userId/factors/:factorId',
    { schema: { params: FactorParamsSchema, response: { 200: UserFactorSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const user = await requireUser(users, request.params.userId);
      const factor = await factors.get(user.id, request.params.factorId);
      if (!factor) throw notFound(request.params.factorId, 'UserFactor');
      return userFactorObject(config.issuer, factor);
    },
  );

  app.delete(
    '/api/v1/users/:userId/factors/:factorId',
    { schema: { params: FactorParamsSchema, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const user = await requireUser(users, request.params.userId);
      const removed = await factors.remove(user.id, request.params.factorId);
      if (!removed) throw notFound(request.params.factorId, 'UserFactor');
      await audit.record({
        type: 'user.mfa.factor.deactivate',
        userId: user.id,
        targets: [
          { id: user.id, type: 'User', alternateId: user.login, displayName: user.login },
          { id: removed.id, type: 'Factor', alternateId: removed.factorType, displayName: removed.provider },
        ],
        details: { factorType: removed.factorType, provider: removed.provider },
        ...adminEventContext(request),
      });
      return reply.code(204).send(null);
    },
  );
}
