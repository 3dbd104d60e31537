import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  RecoveryAnswerRequestSchema,
  RecoveryRequestSchema,
  ResetPasswordRequestSchema,
  StateTokenRequestSchema,
  TransactionSchema,
  VerifyFactorRequestSchema,
} from '@identity/contracts/schemas';
import { requestContext } from '../authn/authn.routes.ts';
import { AUTHN_ERRORS } from '../authn/authn-route-errors.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import type { Services } from '../services.ts';
import { widgetFeaturesRoutes } from './widget-features.routes.ts';

const errors = AUTHN_ERRORS;
const ChannelParams = Type.Object({ factorType: Type.Enum(['SMS', 'CALL', 'sms', 'call']) });
const RecoveryTokenRequestSchema = Type.Object({
  recoveryToken: Type.String({ minLength: 1, maxLength: 512 }),
  options: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
const channelOf = (p: { factorType: string }) => p.factorType.toUpperCase() as 'SMS' | 'CALL';

/**
 * Self-service recovery of the Authn API (design/authn-protocol.md §1.1, §1.6), every route rate-limited with the
 * `recovery` buckets (per client IP, and per body `username` where there is one) like sign-in:
 * - `POST /api/v1/authn/recovery/password` and `/recovery/unlock` (`username`, `factorType` EMAIL|SMS|CALL,
 *   `relayState`) -> RECOVERY_CHALLENGE, the same for unknown users; 403 E0000034 / E0000032 when the recovery
 *   policy does not allow the channel (or self-service unlock).
 * - `POST /api/v1/authn/recovery/factors/{SMS|CALL}/verify` (`stateToken`, `passCode`) and `…/resend`.
 * - `POST /api/v1/authn/recovery/token` (`recoveryToken`) -> RECOVERY | PASSWORD_RESET | SUCCESS (unlock).
 * - `POST /api/v1/authn/recovery/answer` (`stateToken`, `answer`) -> PASSWORD_RESET | SUCCESS (unlock).
 * - `POST /api/v1/authn/credentials/reset_password` (`stateToken`, `newPassword`) -> SUCCESS.
 * - `GET /api/v1/authn/recovery/features`: the policy's switches for embedded widgets (widget-features.routes.ts).
 * Errors are those of recovery.service.ts and recovery-steps.service.ts, in the Authn error shape.
 */
export async function recoveryRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { recovery } = services;
  const limit = rateLimit(services.rateLimits, 'recovery');
  const ipLimit = rateLimit(services.rateLimits, 'recovery', () => undefined);
  const ok = { 200: TransactionSchema, ...errors };
  fastify.addHook('onClose', () => recovery.settle());
  await fastify.register(widgetFeaturesRoutes, { services });

  app.post(
    '/api/v1/authn/recovery/password',
    { schema: { body: RecoveryRequestSchema, response: ok }, preHandler: limit },
    async (request) => recovery.forgotPassword(request.body, requestContext(request)),
  );

  app.post(
    '/api/v1/authn/recovery/unlock',
    { schema: { body: RecoveryRequestSchema, response: ok }, preHandler: limit },
    async (request) => recovery.unlockAccount(request.body, requestContext(request)),
  );

  app.post(
    '/api/v1/authn/recovery/factors/:factorType/verify',
    { schema: { params: ChannelParams, body: VerifyFactorRequestSchema, response: ok }, preHandler: ipLimit },
    async (request) =>
      recovery.verifyRecoveryCode(
        channelOf(request.params),
        request.body.stateToken,
        request.body.passCode,
        requestContext(request),
      ),
  );

  app.post(
    '/api/v1/authn/recovery/factors/:factorType/resend',
    { schema: { params: ChannelParams, body: StateTokenRequestSchema, response: ok }, preHandler: ipLimit },
    async (request) => recovery.resendRecoveryCode(channelOf(request.params), request.body.stateToken),
  );

  app.post(
    '/api/v1/authn/recovery/token',
    { schema: { body: RecoveryTokenRequestSchema, response: ok }, preHandler: ipLimit },
    async (request) => recovery.verifyRecoveryToken(request.body.recoveryToken, requestContext(request)),
  );

  app.post(
    '/api/v1/authn/recovery/answer',
    { schema: { body: RecoveryAnswerRequestSchema, response: ok }, preHandler: ipLimit },
    async (request) =>
      recovery.answerRecoveryQuestion(request.body.stateToken, request.body.answer, requestContext(request)),
  );

  app.post(
    '/api/v1/authn/credentials/reset_password',
    { schema: { body: ResetPasswordRequestSchema, response: ok }, preHandler: ipLimit },
    async (request) => recovery.resetPassword(request.body, requestContext(request)),
  );
}
