import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { adminEventContext } from '../admin/admin-audit.ts';
import { ADMIN_ERRORS, href } from '../admin/admin.schema.ts';
import type { Services } from '../services.ts';
import { notFound, requireUser } from './factor-route-lookups.ts';
import { userFactorObject } from './factors.routes.ts';
import {
  ActivateFactorBodySchema,
  CatalogFactorSchema,
  EnrollFactorBodySchema,
  EnrollFactorQuerySchema,
  FactorParamsSchema,
  UserFactorSchema,
  UserParamsSchema,
  VerifyFactorBodySchema,
} from './factors.schema.ts';
import { implementedKinds } from './kinds/index.ts';
import { createPushTransactions } from './push-transactions.ts';
import {
  PushTransactionSchema,
  pushTransactionBody,
  requireActivePush,
  transactionPath,
} from './push-transactions.routes.ts';

/** System Log event of a reset of all a user's factors (Okta's type). */
export const FACTORS_RESET_EVENT = 'user.mfa.factor.reset_all';

/**
 * Enrolment through the Okta Factors API: `GET /api/v1/users/{userId}/factors/catalog` (the kinds this server
 * implements that the user's MFA policy allows, REQUIRED or OPTIONAL as it says), `POST /api/v1/users/{userId}
 * /factors` (enrol; a TOTP factor answers PENDING_ACTIVATION with `_embedded.activation.sharedSecret` and the
 * one-time QR code link), and `POST …/factors/{factorId}/lifecycle/activate` with `{passCode}` (ACTIVE;
 * audited as `user.mfa.factor.activate`); `POST /api/v1/users/{userId}/lifecycle/reset_factors` deletes them all
 * (200 `{}`, audited as `user.mfa.factor.reset_all`); `POST …/factors/{factorId}/verify` with `{passCode}` checks
 * an ACTIVE factor (200 `{factorResult: "SUCCESS"}`; the passcode is then used; without one, an SMS, voice or
 * email factor sends its code: `{factorResult: "CHALLENGE"}`; an ACTIVE push factor sends a push to its device:
 * 201 `{factorResult: "WAITING", expiresAt, _links: {poll, cancel}}`, push-transactions.routes.ts), `POST …/factors/{factorId}/resend` sends a new
 * code (also the activation code of a pending one). `?updatePhone=true` on enrolment replaces the user's
 * phone factor of that type once the new one is activated. Errors: 400 E0000001 (unsupported kind, one
 * factor too many, already active), 400 E0000097 / E0000098 / E0000099 (phone number), 403 E0000068 /
 * E0000082 / E0000083 (wrong, replayed, out-of-window passcode), 404 E0000007, 429 E0000109 / E0000133 /
 * E0000047 (a resend within 30 s).
 */
export async function factorEnrolmentRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { users, factors, policies, audit, config } = services;
  const pushTransactions = createPushTransactions(services.db, config);

  app.get(
    '/api/v1/users/:userId/factors/catalog',
    {
      schema: {
        params: UserParamsSchema,
        response: { 200: Type.Array(CatalogFactorSchema), ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(users, request.params.userId);
      const policy = await policies.forUser(user.id);
      const allowed = (type: string) =>
        policy.factors.length === 0
          ? { enrollment: 'OPTIONAL' as const }
          : policy.factors.find((f) => f.factorType === type);
      return implementedKinds().flatMap((k) => {
        const rule = allowed(k.factorType);
        if (!rule) return [];
        return [
          {
            factorType: k.factorType,
            provider: k.provider,
            vendorName: k.provider,
            status: 'NOT_SETUP' as const,
            enrollment: rule.enrollment,
            _links: { enroll: href(config.issuer, `/api/v1/users/${user.id}/factors`, ['POST']) },
          },
        ];
      });
    },
  );

  app.post(
    '/api/v1/users/:userId/factors',
    {
      schema: {
        params: UserParamsSchema,
        querystring: EnrollFactorQuerySchema,
        body: EnrollFactorBodySchema,
        response: { 200: UserFactorSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(users, request.params.userId);
      const policy = await policies.forUser(user.id);
      const max = policy.factors.find((f) => f.factorType === request.body.factorType)?.maxEnrollments;
      const replace = request.query.updatePhone === true;
      const owner = { id: user.id, login: user.login };
      const enrolled = await factors.enroll(owner, request.body, max, { replace });
      return userFactorObject(config.issuer, enrolled.factor, enrolled.activation);
    },
  );

  app.post(
    '/api/v1/users/:userId/factors/:factorId/verify',
    {
      schema: {
        params: FactorParamsSchema,
        body: VerifyFactorBodySchema,
        response: {
          200: Type.Object({ factorResult: Type.String() }),
          201: PushTransactionSchema,
          ...ADMIN_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(users, request.params.userId);
      const owner = { id: user.id, login: user.login };
      const { factorId } = request.params;
      const factor = await factors.get(user.id, factorId);
      if (!factor) throw notFound(factorId, 'UserFactor');
      // A push factor sends a push to the device: 201 WAITING, polled and cancelled at the transaction's URL.
      if (factor.factorType === 'push' && !request.body.passCode) {
        const active = await requireActivePush(services, user.id, factorId);
        const details = { login: user.login, ip: request.ip, userAgent: request.headers['user-agent'] };
        const started = await pushTransactions.start(active.factor, details);
        const path = transactionPath(user.id, factorId, started.transactionId);
        return reply.code(201).send(pushTransactionBody(config.issuer, path, started.state));
      }
      // Without a passcode, a factor delivered by message sends its code (the reference answers CHALLENGE).
      if (!request.body.passCode && factors.sendsCode(factor)) {
        return { factorResult: (await factors.challenge(owner, factorId)) ?? 'CHALLENGE' };
      }
      const result = await factors.verify(owner, factorId, request.body);
      if (!result) throw notFound(request.params.factorId, 'UserFactor');
      return { factorResult: result };
    },
  );

  app.post(
    '/api/v1/users/:userId/factors/:factorId/resend',
    {
      schema: {
        params: FactorParamsSchema,
        response: { 200: UserFactorSchema, ...ADMIN_ERRORS, 429: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(users, request.params.userId);
      const sent = await factors.resend({ id: user.id, login: user.login }, request.params.factorId);
      if (!sent) throw notFound(request.params.factorId, 'UserFactor');
      return userFactorObject(config.issuer, sent);
    },
  );

  app.post(
    '/api/v1/users/:userId/lifecycle/reset_factors',
    { schema: { params: UserParamsSchema, response: { 200: Type.Object({}), ...ADMIN_ERRORS } } },
    async (request) => {
      const user = await requireUser(users, request.params.userId);
      const removed = await factors.resetAll(user.id);
      await audit.record({
        type: FACTORS_RESET_EVENT,
        userId: user.id,
        targets: [{ id: user.id, type: 'User', alternateId: user.login, displayName: user.login }],
        details: { factors: removed.map((f) => f.id) },
        ...adminEventContext(request),
      });
      return {};
    },
  );

  app.post(
    '/api/v1/users/:userId/factors/:factorId/lifecycle/activate',
    {
      schema: {
        params: FactorParamsSchema,
        body: ActivateFactorBodySchema,
        response: { 200: UserFactorSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      const user = await requireUser(users, request.params.userId);
      const owner = { id: user.id, login: user.login };
      const factor = await factors.activate(owner, request.params.factorId, request.body);
      if (!factor) throw notFound(request.params.factorId, 'UserFactor');
      await audit.record({
        type: 'user.mfa.factor.activate',
        userId: user.id,
        targets: [
          { id: user.id, type: 'User', alternateId: user.login, displayName: user.login },
          { id: factor.id, type: 'Factor', alternateId: factor.factorType, displayName: factor.provider },
        ],
        details: { factorType: factor.factorType, provider: factor.provider },
        ...adminEventContext(request),
      });
      return userFactorObject(config.issuer, factor);
    },
  );
}
