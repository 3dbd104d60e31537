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
import type { AuthnService } from './authn.service.ts';
import type { Services } from '../services.ts';

const errors = AUTHN_ERRORS;
const reply200 = { 200: TransactionSchema, ...errors };
const FactorIdParams = Type.Object({ factorId: Type.String({ minLength: 1, maxLength: 64 }) });
/** `updatePhone=true` (query, or `profile.updatePhone` as the widget sends it): replace the number on file. */
const EnrollQuery = Type.Object({ updatePhone: Type.Optional(Type.Boolean()) });
const isTrue = (v: unknown) => v === true || v === 'true';

/** The answer fields a factor kind reads (FactorAnswer), without the ones the client left out. */
function answerOf(body: Record<string, unknown>): FactorAnswer {
  const fields = [
    'passCode',
    'answer',
    'password',
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
 * `POST /api/v1/authn/factors` (enrol, MFA_ENROLL -> MFA_ENROLL_ACTIVATE, or on at once for a security question
 * or the password; `updatePhone=true` replaces a phone factor), `…/factors/{factorId}/lifecycle/activate`
 * (`passCode`, or WebAuthn `attestation` + `clientData`), `…/lifecycle/resend` (a new activation code by SMS,
 * voice or email), `…/factors/{factorId}/verify` (`passCode`, `answer`, `password`, WebAuthn `clientData` +
 * `authenticatorData` + `signatureData`, or nothing: a code sent by message, a challenge, a push, a poll;
 * MFA_REQUIRED / MFA_CHALLENGE -> MFA_CHALLENGE or SUCCESS), `…/verify/resend` (a new code), `/previous`
 * (MFA_ENROLL_ACTIVATE -> MFA_ENROLL,
 * MFA_CHALLENGE -> MFA_REQUIRED) and `/skip` (MFA_ENROLL with nothing required, or PASSWORD_WARN -> SUCCESS;
 * 401 E0000064 in PASSWORD_EXPIRED). Errors:
 * 401 E0000011 bad state token, 403 E0000079 wrong state, 403 E0000068 / E0000082 / E0000083 refused passcode,
 * 400 E0000001 unsupported factor, 400 E0000097 / E0000098 / E0000099 refused phone number, 429 E0000109 (sms) /
 * E0000133 (call) / E0000047 (email) resend within 30 s, 429 E0000047 past the per-IP `authn` rate limit. Verify with
 * `?rememberDevice=true`, when the policy allows it, sets the HttpOnly remember-device cookie (the policy's
 * lifetime), which lets primary authentication skip the factor on that browser.
 */
export async function authnFactorsRoutes(
  fastify: FastifyInstance,
  { services, mfa, skip }: { services: Services; mfa: AuthnMfaService; skip: AuthnService['skip'] },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Per client IP, in the `authn` buckets: a passcode has a million values, so guessing must stay slow.
  const limit = rateLimit(services.rateLimits, 'authn', () => undefined);

  app.post(
    '/api/v1/authn/factors',
    {
      schema: { querystring: EnrollQuery, body: EnrollFactorRequestSchema, response: reply200 },
      preHandler: limit,
    },
    async (request) => {
      const { stateToken, factorType, provider, profile } = request.body;
      const updatePhone = request.query.updatePhone === true || isTrue(profile?.updatePhone);
      const ctx = requestContext(request);
      return mfa.enroll(
        stateToken,
        { factorType, provider, ...(profile ? { profile } : {}) },
        { updatePhone },
        ctx,
      );
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

  // Resending a code (SMS, voice call, email) or a push: MFA_CHALLENGE's and MFA_ENROLL_ACTIVATE's `resend` links.
  const resendOptions = {
    schema: { params: FactorIdParams, body: StateTokenRequestSchema, response: reply200 },
    preHandler: limit,
  };
  app.post('/api/v1/authn/factors/:factorId/verify/resend', resendOptions, async (request) =>
    mfa.resend(request.body.stateToken, request.params.factorId, 'MFA_CHALLENGE', requestContext(request)),
  );
  app.post('/api/v1/authn/factors/:factorId/lifecycle/resend', resendOptions, async (request) =>
    mfa.resend(request.body.stateToken, request.params.factorId, 'MFA_ENROLL_ACTIVATE'),
  );

  app.post(
    '/api/v1/authn/previous',
    { schema: { body: StateTokenRequestSchema, response: reply200 } },
    async (request) => mfa.previous(request.body.stateToken),
  );

  app.post(
    '/api/v1/authn/skip',
    { schema: { body: StateTokenRequestSchema, response: reply200 } },
    async (request) => skip(request.body.stateToken, requestContext(request)),
  );
}
