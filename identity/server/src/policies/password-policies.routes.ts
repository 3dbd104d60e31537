import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, actionContext, notFound } from '../admin/admin-replies.ts';
import { href } from '../admin/admin.schema.ts';
import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';
import type { PasswordPolicyInput } from './password-policies.service.ts';
import type { PasswordPolicy } from './password-policy.ts';
import {
  PasswordPolicyBodySchema,
  PasswordPolicySchema,
  type PasswordPolicyBody,
  type PasswordPolicyShape,
} from './password-policies.schema.ts';
import { GroupPolicyParamsSchema } from './policies.schema.ts';

/** The wire shape of a group's password policy (password-policies.schema.ts). */
export function passwordPolicyObject(issuer: string, p: PasswordPolicy): PasswordPolicyShape {
  return {
    groupId: p.groupId,
    complexity: {
      minLength: p.minLength,
      minLowerCase: p.minLowerCase,
      minUpperCase: p.minUpperCase,
      minNumber: p.minNumber,
      minSymbol: p.minSymbol,
      excludeUsername: p.excludeUsername,
      excludeAttributes: p.excludeAttributes,
    },
    age: {
      historyCount: p.historyCount,
      minAgeMinutes: p.minAgeMinutes,
      maxAgeDays: p.maxAgeDays,
      expireWarnDays: p.warnDays,
    },
    created: p.created.toISOString(),
    lastUpdated: p.lastUpdated.toISOString(),
    _links: {
      self: href(issuer, `/api/v1/password-policies/${p.groupId}`, ['GET', 'PUT', 'DELETE']),
      group: href(issuer, `/api/v1/groups/${p.groupId}`, ['GET']),
    },
  };
}

/** The service input of a PUT body (the wire's `expireWarnDays` is the rules' `warnDays`). */
export function passwordPolicyInput(body: PasswordPolicyBody): PasswordPolicyInput {
  const { expireWarnDays, ...age } = body.age ?? {};
  return {
    ...body.complexity,
    ...age,
    ...(expireWarnDays !== undefined ? { warnDays: expireWarnDays } : {}),
  };
}

/**
 * Password policies per group (ours, under the management API's token and audit, beside /api/v1/mfa-policies):
 * `GET /api/v1/password-policies` (all), `GET|PUT|DELETE /api/v1/password-policies/{groupId}`. PUT creates or
 * replaces (200 with the policy; omitted settings take the default policy's values), audited as
 * `policy.lifecycle.update`; DELETE answers 204. Errors: 400 E0000001 for a setting out of range, 404 E0000007
 * for an unknown group or, on GET/DELETE, a group without a password policy.
 */
export async function passwordPoliciesRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { passwordPolicies: policies, config } = services;
  const params = GroupPolicyParamsSchema;
  const noPolicy = (groupId: string) =>
    new ApiError('notFound', { params: { path: groupId, METHOD: 'PasswordPolicy' } });

  app.get(
    '/api/v1/password-policies',
    { schema: { response: { 200: Type.Array(PasswordPolicySchema), ...ADMIN_ERRORS } } },
    async () => (await policies.list()).map((p) => passwordPolicyObject(config.issuer, p)),
  );

  app.get(
    '/api/v1/password-policies/:groupId',
    { schema: { params, response: { 200: PasswordPolicySchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const policy = await policies.get(request.params.groupId);
      if (!policy) throw noPolicy(request.params.groupId);
      return passwordPolicyObject(config.issuer, policy);
    },
  );

  app.put(
    '/api/v1/password-policies/:groupId',
    {
      schema: {
        params,
        body: PasswordPolicyBodySchema,
        response: { 200: PasswordPolicySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const input = passwordPolicyInput(request.body);
      const policy = await policies.set(request.params.groupId, input, actionContext(request));
      if (!policy) throw notFound(request.params.groupId, 'UserGroup');
      return passwordPolicyObject(config.issuer, policy);
    },
  );

  app.delete(
    '/api/v1/password-policies/:groupId',
    { schema: { params, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      if (!(await policies.remove(request.params.groupId, actionContext(request)))) {
        throw noPolicy(request.params.groupId);
      }
      return reply.code(204).send(null);
    },
  );
}
