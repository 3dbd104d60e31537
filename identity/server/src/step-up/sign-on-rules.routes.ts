import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { adminEventContext } from '../admin/admin-audit.ts';
import { ADMIN_ERRORS } from '../admin/admin.schema.ts';
import { AppParamsSchema } from '../apps/apps.schema.ts';
import { ApiError } from '../errors.ts';
import type { Services } from '../services.ts';
import { SignOnRuleSchema, SignOnRuleWriteSchema } from './sign-on-rules.schema.ts';

const notFound = (path: string, what: string) => new ApiError('notFound', { params: { path, METHOD: what } });

/** Who changes a rule, for the audit event (the management API's token). */
function actionContext(request: FastifyRequest) {
  const { actor, ip } = adminEventContext(request);
  return { actor, ip };
}

/**
 * The sign-on rule of an application (issue 8 "Step-up"): `GET /api/v1/apps/{appId}/sign-on-rule` (404 E0000007
 * when the application has none or is unknown), `PUT` with `{factorTypes?: string[]}` (200 with the rule;
 * 400 E0000001 for a type that is no verifiable second factor) and `DELETE` (204; the application then needs
 * no second factor). While a rule exists, /oauth2/v1/authorize steps up a session without a second factor.
 */
export async function signOnRulesRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rules = services.signOnRules;
  const path = '/api/v1/apps/:appId/sign-on-rule';

  app.get(
    path,
    { schema: { params: AppParamsSchema, response: { 200: SignOnRuleSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const rule = await rules.get(request.params.appId);
      if (rule === null) throw notFound(request.params.appId, 'AppInstance');
      if (!rule) throw notFound(`${request.params.appId}/sign-on-rule`, 'AppSignOnRule');
      return rule;
    },
  );

  app.put(
    path,
    {
      schema: {
        params: AppParamsSchema,
        body: SignOnRuleWriteSchema,
        response: { 200: SignOnRuleSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const rule = await rules.set(
        request.params.appId,
        request.body.factorTypes ?? [],
        actionContext(request),
      );
      if (!rule) throw notFound(request.params.appId, 'AppInstance');
      return rule;
    },
  );

  app.delete(
    path,
    { schema: { params: AppParamsSchema, response: { 204: Type.Null(), ...ADMIN_ERRORS } } },
    async (request, reply) => {
      const removed = await rules.remove(request.params.appId, actionContext(request));
      if (removed === null) throw notFound(request.params.appId, 'AppInstance');
      if (!removed) throw notFound(`${request.params.appId}/sign-on-rule`, 'AppSignOnRule');
      return reply.code(204).send(null);
    },
  );
}
