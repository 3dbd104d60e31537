import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StateTokenRequestSchema, TransactionSchema } from '@identity/contracts/schemas';
import { rateLimit } from '../plugins/rate-limit.ts';
import type { Services } from '../services.ts';
import type { AuthnPushService } from './authn-push.service.ts';
import { AUTHN_ERRORS } from './authn-route-errors.ts';
import { requestContext } from './authn.routes.ts';

const reply200 = { 200: TransactionSchema, ...AUTHN_ERRORS };
const FactorIdParams = Type.Object({ factorId: Type.String({ minLength: 1, maxLength: 64 }) });
const SendParams = Type.Object({
  factorId: Type.String({ minLength: 1, maxLength: 64 }),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
});
const SendBody = Type.Object({
  stateToken: Type.String({ minLength: 1, maxLength: 512 }),
  profile: Type.Optional(Type.Object({ phoneNumber: Type.Optional(Type.String({ maxLength: 32 })) })),
});

/**
 * The push enrolment calls of the Authn API (design/authn-protocol.md §1.1): `POST /api/v1/authn/factors/
 * {factorId}/lifecycle/activate/poll` (`stateToken`; MFA_ENROLL_ACTIVATE with `factorResult` WAITING / TIMEOUT,
 * then SUCCESS once the companion app registered) and `…/lifecycle/activate/{email|sms}` (`stateToken`, and
 * `profile.phoneNumber` for sms: sends the activation link). A new push in MFA_CHALLENGE is `…/verify/resend` of
 * authn-factors.routes.ts. Errors: 401 E0000011, 403 E0000079, 400 E0000001,
 * 429 E0000047 (per-IP `authn` rate limit on sending).
 */
export async function authnPushRoutes(
  fastify: FastifyInstance,
  { services, push }: { services: Services; push: AuthnPushService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const limit = rateLimit(services.rateLimits, 'authn', () => undefined);

  app.post(
    '/api/v1/authn/factors/:factorId/lifecycle/activate/poll',
    { schema: { params: FactorIdParams, body: StateTokenRequestSchema, response: reply200 } },
    async (request) => push.poll(request.body.stateToken, request.params.factorId, requestContext(request)),
  );

  app.post(
    '/api/v1/authn/factors/:factorId/lifecycle/activate/:channel',
    { schema: { params: SendParams, body: SendBody, response: reply200 }, preHandler: limit },
    async (request) => {
      const { factorId, channel } = request.params;
      const { stateToken, profile } = request.body;
      return push.sendActivation(stateToken, factorId, channel, profile?.phoneNumber);
    },
  );
}
