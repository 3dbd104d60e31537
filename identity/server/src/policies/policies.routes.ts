import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, actionContext, notFound } from '../admin/admin-replies.ts';
import { href } from '../admin/admin.schema.ts';
import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';
import type { MfaPolicy } from './mfa-policy.ts';
import {
  GroupPolicyParamsSchema,
  MfaPolicyBodySchema,
  MfaPolicySchema,
  type MfaPolicyShape,
} from './policies.schema.ts';

/** The wire shape of a group's multi-factor policy (policies.schema.ts). */
export function mfaPolicyObject(issuer: string, p: MfaPolicy): MfaPolicyShape {
  return {
    groupId: p.groupId,
    mfaRequired: p.mfaRequired,
    factors: p.factors,
    rememberDevice: p.rememberDevice,
    autoPush: p.autoPush,
    passwordless: p.passwordless,
    created: p.created.toISOString(),
    lastUpdated: p.lastUpdated.toISOString(),
    _links: {
      self: href(issuer, `/api/v1/mfa-policies/${p.groupId}`, ['GET', 'PUT', 'DELETE']),
      group: href(issuer, `/api/v1/groups/${p.groupId}`, ['GET']),
    },
  };
}

/**
 * Multi-factor policies per group (ours, under the management API's token and audit; Okta has no one-policy-
 * per-group resource): `GET /api/v1/mfa-policies` (all), `GET|PUT|DELETE /api/v1/mfa-policies/{groupId}`.
 * PUT creates or replaces (200 with the policy), audited as `policy.lifecycle.update`; DELETE answers 204.
 * Errors: 400 E0000001 for a refused policy (unknown factor type, ...), 404 E0000007 for an unknown group or,
 * on GET/DELETE, a group without a policy.
 */
export async function policiesRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { policies, config } = services;
  const params = GroupPolicyParamsSchema;
  const noPolicy = (groupId: string) =>
    new ApiError('notFound', { params: { path: groupId, METHOD: 'MfaPolicy' } });

  app.get(
    '/api/v1/mfa-policies',
    { schema: { response: { 200: Type.Array(MfaPolicySchema), ...ADMIN_ERRORS } } },
    async () => (await policies.list()).map((p) => mfaPolicyObject(config.issuer, p)),
  );

  app.get(
    '/api/v1/mfa-policies/:groupId',
    { schema: { params, response: { 200: MfaPolicySchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const policy = await policies.get(request.params.groupId);
      if (!policy) throw noPolicy(request.params.groupId);
      return mfaPolicyObject(config.issuer, policy);
    },
  );

  app.put(
    '/api/v1/mfa-policies/:groupId',
    { schema: { params, body: MfaPolicyBodySchema, response: { 200: MfaPolicySchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const policy = await policies.set(request.params.groupId, request.body, actionContext(request));
      if (!policy) throw notFound(request.params.groupId, 'UserGroup');
      return mfaPolicyObject(config.issuer, policy);
    },
  );

  app.delete(
    '/api/v1/mfa-policies/:groupId',
    { schema: { params, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      if (!(await policies.remove(request.params.groupId, actionContext(request)))) {
        throw noPolicy(request.params.groupId);
      }
      return reply.code(204).send(null);
    },
  );
}
