import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ActivateFactorRequestSchema,
  EnrollFactorRequestSchema,
  StateTokenRequestSchema,
  TransactionSchema,
  VerifyFactorQuerySchema,
  VerifyFactorRequestSchema,
} from '@identity/contracts/schemas';
import { rateLimit } from '../plugins/rate-limit.ts';
import type { FactorAnswer } from '../factors/kinds/kind.ts';
import type { AuthnMfaService } from './authn-mfa.service.ts';
import { AUTHN_ERRORS } from './authn-route-errors.ts';
import { DEVICE_COOKIE, requestContext } from './authn.routes.ts';
import type { Services } from '../services.ts';

const errors = AUTHN_ERRORS;
const reply200 = { 200: TransactionSchema, ...errors };
const FactorIdParams = Type.Object({ factorId: Type.String({ minLength: 1, maxLength: 64 }) });

/** The answer fields a factor kind reads (FactorAnswer), without the ones the client left out. */
function answerOf(body: Record<string, unknown>): FactorAnswer {
  const fields = [
    'passCode',
    'answer',
    'attestation',
    'registrationData',
    'clientData',
    'authenticatorData',
    'signatureData',
  ];
  return Object.fromEntries(fields.filter((f) => typeof body[f] === 'string').map((f) => [f, body[f]]));
}

/**
 * The MFA calls of the Authn API (design/authn-protocol.md §1.1, §1.3), each with a `stateToken`:
 * `POST /api/v1/authn/factors` (enrol, MFA_ENROLL -> MFA_ENROLL_ACTIVATE), `…/factors/{factorId}/lifecycle/
 * activate` (`passCode`, or WebAuthn `attestation` + `clientData`), `…/factors/{factorId}/verify` (`passCode`,
 * WebAuthn `clientData` + `authenticatorData` + `signatureData`, or nothing: a challenge, a push, a poll;
 * MFA_REQUIRED / MFA_CHALLENGE -> MFA_CHALLENGE or SUCCESS), `/previous` (MFA_ENROLL_ACTIVATE -> MFA_ENROLL,
 * MFA_CHALLENGE -> MFA_REQUIRED) and `/skip` (MFA_ENROLL with nothing required -> SUCCESS). Errors:
 * 401 E0000011 bad state token, 403 E0000079 wrong state, 403 E0000068 / E0000082 / E0000083 refused passcode,
 * 400 E0000001 unsupported factor, 429 E0000047 past the per-IP `authn` rate limit. Verify with
 * `?rememberDevice=true`, when the policy allows it, sets the HttpOnly remember-device cookie (the policy's
 * lifetime), which lets primary authentication skip the factor on that browser.
 */
export async function authnFactorsRoutes(
  fastify: FastifyInstance,
  { services, mfa }: { services: Services; mfa: AuthnMfaService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Per client IP, in the `authn` buckets: a passcode has a million values, so guessing must stay slow.
  const limit = rateLimit(services.rateLimits, 'authn', () => undefined);

  app.post(
    '/api/v1/authn/factors',
    { schema: { body: EnrollFactorRequestSchema, response: reply200 }, preHandler: limit },
    async (request) => {
      const { stateToken, factorType, provider, profile } = request.body;
      return mfa.enroll(stateToken, { factorType, provider, ...(profile ? { profile } : {}) });
    },
  );

  app.post(
    '/api/v1/authn/factors/:factorId/lifecycle/activate',
    {
      schema: { params: FactorIdParams, body: ActivateFactorRequestSchema, response: reply200 },
      preHandler: limit,
    },
    async (request) => {
      const { stateToken, ...given } = request.body;
      return mfa.activate(stateToken, request.params.factorId, answerOf(given), requestContext(request));
    },
  );

  app.post(
    '/api/v1/authn/factors/:factorId/verify',
    {
      schema: {
        params: FactorIdParams,
        querystring: VerifyFactorQuerySchema,
        body: VerifyFactorRequestSchema,
        response: reply200,
      },
      preHandler: limit,
    },
    async (request, reply) => {
      const { stateToken, ...given } = request.body;
      const ctx = requestContext(request);
      const remember = request.query.rememberDevice === true;
      const { transaction, device } = await mfa.verify(
        stateToken,
        request.params.factorId,
        answerOf(given),
        ctx,
        remember,
        request.query.autoPush,
      );
      if (device) {
        // HttpOnly, only for the Authn API; cross-site like the session cookie when the issuer is https.
        const secure = services.config.cookieSecure;
        void reply.setCookie(DEVICE_COOKIE, device.token, {
          path: '/api/v1/authn',
          httpOnly: true,
          secure,
          sameSite: secure ? 'none' : 'lax',
          expires: device.expiresAt,
        });
      }
      return transaction;
    },
  );

  app.post(
    '/api/v1/authn/previous',
    { schema: { body: StateTokenRequestSchema, response: reply200 } },
    async (request) => mfa.previous(request.body.stateToken),
  );

  app.post(
    '/api/v1/authn/skip',
    { schema: { body: StateTokenRequestSchema, response: reply200 } },
    async (request) => mfa.skip(request.body.stateToken, requestContext(request)),
  );
}
