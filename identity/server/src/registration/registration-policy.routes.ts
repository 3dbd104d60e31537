import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_ERRORS, actionContext } from '../admin/admin-replies.ts';
import { href } from '../admin/admin.schema.ts';
import type { Services } from '../services.ts';
import type { RegistrationPolicyPatch } from './registration-policy.repository.ts';
import type { RegistrationPolicy } from './registration-policy.service.ts';
import {
  RegistrationPolicyBodySchema,
  RegistrationPolicySchema,
  type RegistrationPolicyBody,
  type RegistrationPolicyShape,
} from './registration-policy.schema.ts';

/** The wire shape of the registration policy (registration-policy.schema.ts). */
export function registrationPolicyObject(issuer: string, p: RegistrationPolicy): RegistrationPolicyShape {
  return {
    id: p.policyId,
    enabled: p.enabled,
    defaultGroupId: p.defaultGroupId,
    activationRequired: p.activationRequired,
    tokenLifetimeMinutes: p.tokenLifetimeMinutes,
    profileSchema: p.profileSchema,
    progressiveProfiling: p.progressiveProfiling,
    lastUpdated: p.updatedAt.toISOString(),
    _links: { self: href(issuer, '/api/v1/registration-policy', ['GET', 'PUT']) },
  };
}

/** The repository patch of a PUT body: only the settings the body names. */
export function registrationPolicyPatch(body: RegistrationPolicyBody): RegistrationPolicyPatch {
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined),
  ) as RegistrationPolicyPatch;
}

/**
 * The registration policy under the management API's token and audit (ours, beside /api/v1/recovery-policy):
 * `GET /api/v1/registration-policy` and `PUT /api/v1/registration-policy` (the settings named in the body change,
 * the others keep theirs; 200 with the policy). 400 E0000001 for an unknown setting, a group that does not exist,
 * a link lifetime outside 5..10080 minutes or an invalid profile schema (profile-schema.ts `checkProfileSchema`).
 */
export async function registrationPolicyRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { registrationPolicy, config } = services;

  app.get(
    '/api/v1/registration-policy',
    { schema: { response: { 200: RegistrationPolicySchema, ...ADMIN_ERRORS } } },
    async () => registrationPolicyObject(config.issuer, await registrationPolicy.get()),
  );

  app.put(
    '/api/v1/registration-policy',
    {
      schema: {
        body: RegistrationPolicyBodySchema,
        response: { 200: RegistrationPolicySchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const saved = await registrationPolicy.set(
        registrationPolicyPatch(request.body),
        actionContext(request),
      );
      return registrationPolicyObject(config.issuer, saved);
    },
  );
}
