import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ADMIN_ERRORS, actionContext } from '../admin/admin-replies.ts';
import { href } from '../admin/admin.schema.ts';
import type { Services } from '../services.ts';
import type { RecoveryPolicyPatch } from './recovery-policy.repository.ts';
import type { RecoveryPolicy } from './recovery-policy.service.ts';
import {
  RecoveryPolicyBodySchema,
  RecoveryPolicySchema,
  type RecoveryPolicyBody,
  type RecoveryPolicyShape,
} from './recovery-policy.schema.ts';

const status = (on: boolean) => (on ? ('ACTIVE' as const) : ('INACTIVE' as const));
const isOn = (s: 'ACTIVE' | 'INACTIVE' | undefined) => (s === undefined ? undefined : s === 'ACTIVE');

/** The wire shape of the recovery policy (recovery-policy.schema.ts). */
export function recoveryPolicyObject(issuer: string, p: RecoveryPolicy): RecoveryPolicyShape {
  return {
    factors: {
      okta_email: {
        status: status(p.channels.EMAIL),
        properties: { recoveryToken: { tokenLifetimeMinutes: Math.round(p.tokenLifetimeMs / 60_000) } },
      },
      okta_sms: { status: status(p.channels.SMS) },
      okta_call: { status: status(p.channels.CALL) },
      recovery_question: { status: status(p.recoveryQuestion) },
    },
    selfServiceUnlock: p.selfServiceUnlock,
    lastUpdated: p.lastUpdated.toISOString(),
    _links: { self: href(issuer, '/api/v1/recovery-policy', ['GET', 'PUT']) },
  };
}

/** The repository patch of a PUT body: only the settings the body names. */
export function recoveryPolicyPatch(body: RecoveryPolicyBody): RecoveryPolicyPatch {
  const f = body.factors ?? {};
  const entries: Array<[keyof RecoveryPolicyPatch, boolean | number | undefined]> = [
    ['email', isOn(f.okta_email?.status)],
    ['sms', isOn(f.okta_sms?.status)],
    ['call', isOn(f.okta_call?.status)],
    ['recoveryQuestion', isOn(f.recovery_question?.status)],
    ['selfServiceUnlock', body.selfServiceUnlock],
    ['tokenLifetimeMinutes', f.okta_email?.properties?.recoveryToken.tokenLifetimeMinutes],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as RecoveryPolicyPatch;
}

/**
 * The recovery policy under the management API's token and audit (ours, beside /api/v1/password-policies):
 * `GET /api/v1/recovery-policy` and `PUT /api/v1/recovery-policy` (the settings named in the body change, the
 * others keep their values; 200 with the policy). 400 E0000001 for an unknown setting or a link lifetime outside
 * 5..10080 minutes.
 */
export async function recoveryPolicyRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { recoveryPolicy, config } = services;

  app.get(
    '/api/v1/recovery-policy',
    { schema: { response: { 200: RecoveryPolicySchema, ...ADMIN_ERRORS } } },
    async () => recoveryPolicyObject(config.issuer, await recoveryPolicy.get()),
  );

  app.put(
    '/api/v1/recovery-policy',
    { schema: { body: RecoveryPolicyBodySchema, response: { 200: RecoveryPolicySchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const saved = await recoveryPolicy.set(recoveryPolicyPatch(request.body), actionContext(request));
      return recoveryPolicyObject(config.issuer, saved);
    },
  );
}
