import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_ERRORS, actionContext } from '../admin/admin-replies.ts';
import { ApiError, InputError } from '../errors.ts';
import type { Services } from '../services.ts';
import { DISCOVERY_POLICY_ID, type RuleInput } from './discovery.service.ts';
import type { DiscoveryRuleRow } from './tables.ts';
import { ruleObject } from './rule-object.ts';

/** Okta policy types; only IDP_DISCOVERY lives under `/api/v1/policies` here (the others have their own APIs). */
const POLICY_TYPES = [
  'OKTA_SIGN_ON',
  'PASSWORD',
  'MFA_ENROLL',
  'IDP_DISCOVERY',
  'ACCESS_POLICY',
  'PROFILE_ENROLLMENT',
];

const PolicyParams = Type.Object({ policyId: Type.String({ maxLength: 64 }) });
const RuleParams = Type.Object({
  policyId: Type.String({ maxLength: 64 }),
  ruleId: Type.String({ maxLength: 64 }),
});
const Loose = Type.Object({}, { additionalProperties: true });

/**
 * The IdP discovery policy (Okta Policy API, type IDP_DISCOVERY): `GET /api/v1/policies?type=IDP_DISCOVERY` (the
 * one policy; other known types answer `[]` here, an unknown type 400), `GET /api/v1/policies/{id}`, and its rules:
 * `GET|POST /api/v1/policies/{id}/rules`, `GET|PUT|DELETE .../rules/{ruleId}`, `POST .../rules/{ruleId}/lifecycle/
 * activate|deactivate`. Errors: 400 E0000001 naming each invalid property (also deleting or deactivating the
 * default rule), 404 E0000007 for an unknown policy or rule.
 */
export async function discoveryPolicyRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { discovery, idps, config } = services;
  const policyUrl = `${config.issuer}/api/v1/policies/${DISCOVERY_POLICY_ID}`;
  const policyObject = () => ({
    id: DISCOVERY_POLICY_ID,
    type: 'IDP_DISCOVERY',
    name: 'Idp Discovery Policy',
    status: 'ACTIVE',
    system: true,
    priority: 1,
    conditions: null,
    _links: {
      self: { href: policyUrl, hints: { allow: ['GET'] } },
      rules: { href: `${policyUrl}/rules`, hints: { allow: ['GET', 'POST'] } },
    },
  });
  const missing = (id: string, kind: string) =>
    new ApiError('notFound', { params: { path: id, METHOD: kind } });
  const checkPolicy = (policyId: string) => {
    if (policyId !== DISCOVERY_POLICY_ID) throw missing(policyId, 'Policy');
  };
  const view = async (rule: DiscoveryRuleRow) =>
    ruleObject(config.issuer, rule, rule.idpId ? await idps.get(rule.idpId) : null);
  const one = { response: { 200: Loose, ...ADMIN_ERRORS } };

  app.get(
    '/api/v1/policies',
    {
      schema: {
        querystring: Type.Object({ type: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: { 200: Type.Array(Loose), ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const type = request.query.type;
      if (!type || !POLICY_TYPES.includes(type)) {
        throw new InputError(`Must be one of ${POLICY_TYPES.join(', ')}`, 'type');
      }
      return type === 'IDP_DISCOVERY' ? [policyObject()] : [];
    },
  );

  app.get('/api/v1/policies/:policyId', { schema: { params: PolicyParams, ...one } }, async (request) => {
    checkPolicy(request.params.policyId);
    return policyObject();
  });

  app.get(
    '/api/v1/policies/:policyId/rules',
    { schema: { params: PolicyParams, response: { 200: Type.Array(Loose), ...ADMIN_ERRORS } } },
    async (request) => {
      checkPolicy(request.params.policyId);
      return Promise.all((await discovery.list()).map(view));
    },
  );

  app.post(
    '/api/v1/policies/:policyId/rules',
    { schema: { params: PolicyParams, body: Loose, ...one } },
    async (request) => {
      checkPolicy(request.params.policyId);
      return view(await discovery.create(request.body as RuleInput, actionContext(request)));
    },
  );

  app.get(
    '/api/v1/policies/:policyId/rules/:ruleId',
    { schema: { params: RuleParams, ...one } },
    async (request) => {
      checkPolicy(request.params.policyId);
      const rule = await discovery.get(request.params.ruleId);
      if (!rule) throw missing(request.params.ruleId, 'PolicyRule');
      return view(rule);
    },
  );

  app.put(
    '/api/v1/policies/:policyId/rules/:ruleId',
    { schema: { params: RuleParams, body: Loose, ...one } },
    async (request) => {
      checkPolicy(request.params.policyId);
      const rule = await discovery.update(
        request.params.ruleId,
        request.body as RuleInput,
        actionContext(request),
      );
      if (!rule) throw missing(request.params.ruleId, 'PolicyRule');
      return view(rule);
    },
  );

  app.delete(
    '/api/v1/policies/:policyId/rules/:ruleId',
    { schema: { params: RuleParams, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      checkPolicy(request.params.policyId);
      if (!(await discovery.remove(request.params.ruleId, actionContext(request)))) {
        throw missing(request.params.ruleId, 'PolicyRule');
      }
      return reply.code(204).send(null);
    },
  );

  for (const [verb, status] of [
    ['activate', 'ACTIVE'],
    ['deactivate', 'INACTIVE'],
  ] as const) {
    app.post(
      `/api/v1/policies/:policyId/rules/:ruleId/lifecycle/${verb}`,
      { schema: { params: RuleParams, ...one } },
      async (request) => {
        checkPolicy(request.params.policyId);
        const rule = await discovery.setStatus(request.params.ruleId, status, actionContext(request));
        if (!rule) throw missing(request.params.ruleId, 'PolicyRule');
        return view(rule);
      },
    );
  }
}
