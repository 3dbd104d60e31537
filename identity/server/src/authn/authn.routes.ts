import { fingerprintOf } from '../beacon/beacon.service.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AuthnRequestSchema,
  CancelResponseSchema,
  ChangePasswordRequestSchema,
  StateTokenRequestSchema,
  TransactionSchema,
  type TransactionShape,
} from '@identity/contracts/schemas';
import type { Transaction } from '@identity/contracts';
import { ApiError } from '../errors.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import { authnFactorsRoutes } from './authn-factors.routes.ts';
import { authnPushRoutes } from './authn-push.routes.ts';
import { createAuthnPushService } from './authn-push.service.ts';
import { AUTHN_ERRORS } from './authn-route-errors.ts';
import { successTransaction } from './authn.responses.ts';
import { createAuthnService, type RequestContext } from './authn.service.ts';
import type { Services } from '../services.ts';

const errors = AUTHN_ERRORS;

/** The contracts' `Transaction` is the static type of `TransactionSchema` (links never hold undefined). */
const wire = (tx: Transaction) => tx as TransactionShape;

/** The remember-device cookie (authn-factors.routes.ts sets it; sent only to the Authn API). */
export const DEVICE_COOKIE = 'idp_device';

export function requestContext(request: FastifyRequest): RequestContext {
  const ua = request.headers['user-agent'];
  const device = request.cookies?.[DEVICE_COOKIE];
  const fingerprint = fingerprintOf(request.headers['x-device-fingerprint']);
  return {
    ip: request.ip,
    ...(ua ? { userAgent: ua } : {}),
    ...(device ? { deviceToken: device } : {}),
    ...(fingerprint ? { deviceFingerprint: fingerprint } : {}),
  };
}

/**
 * `POST /api/v1/authn`, `/api/v1/authn/credentials/change_password` and `/api/v1/authn/cancel`
 * (design/authn-protocol.md §1.1–1.3); the factor calls and skip in authn-factors.routes.ts.
 */
export async function authnRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const authn = createAuthnService(services);
  await app.register(authnFactorsRoutes, { services, mfa: authn.mfa, skip: authn.skip });
  await app.register(authnPushRoutes, { services, push: createAuthnPushService(services) });
  // Per username and per client IP, in the database (design/authn-protocol.md §1.8): checked before the handler,
  // so a refused request never runs argon2id nor counts towards a lockout.
  const authnLimit = rateLimit(services.rateLimits, 'authn');

  /**
   * Primary authentication (`username`, `password`) -> SUCCESS | LOCKED_OUT, resume (`stateToken`) ->
   * the transaction's current state, or a registration's activation `token` -> SUCCESS (registration.service.ts
   * `redeem`: 401 E0000011 unknown, 403 E0000110 used or expired). 400 E0000001 for missing fields, 401 E0000004 bad credentials,
   * 401 E0000011 bad state token, 429 E0000047 past the rate limit (X-Rate-Limit-* headers on every answer).
   */
  app.post(
    '/api/v1/authn',
    {
      schema: { body: AuthnRequestSchema, response: { 200: TransactionSchema, ...errors } },
      preHandler: authnLimit,
    },
    async (request) => {
      const body = request.body;
      // Step-up's UNAUTHENTICATED `next(authenticate)`: the state token with the credentials.
      if (body.stateToken !== undefined && body.username !== undefined && body.password !== undefined) {
        const ctx = requestContext(request);
        return wire(await authn.stepUpAuth(body.stateToken, body.username, body.password, ctx));
      }
      if (body.stateToken !== undefined) return wire(await authn.resume(body.stateToken));
      if (body.token !== undefined) {
        const ctx = { actor: { id: 'self-service', type: 'PublicClientApp' }, ip: request.ip };
        const done = await services.registration.redeem(body.token, ctx);
        return wire(successTransaction(done.user, done.sessionToken, done.expiresAt));
      }
      // Passwordless sign-in (spec §2 passwordlessAuth): once some policy allows it, the username alone starts the
      // factor step for the users it allows (authn.service.ts `passwordlessAuth`: 401 E0000004 for the others).
      // Until then a missing password stays the 400 E0000001 it always was.
      if (body.username && body.password === undefined && (await services.policies.anyPasswordless())) {
        return wire(await authn.passwordlessAuth(body.username, requestContext(request)));
      }
      const missing = (['username', 'password'] as const).filter((f) => !body[f]);
      if (missing.length > 0) {
        throw new ApiError('validation', {
          params: { '0': missing.join(', ') },
          causes: missing.map((f) => ({
            errorSummary: `${f}: The field cannot be left blank`,
            property: f,
            reason: 'The field cannot be left blank',
          })),
        });
      }
      const ctx = {
        ...requestContext(request),
        warnBeforePasswordExpired: body.options?.warnBeforePasswordExpired === true,
      };
      return wire(await authn.primaryAuth(body.username!, body.password!, ctx));
    },
  );

  /**
   * Change password (PASSWORD_EXPIRED / PASSWORD_WARN `next(changePassword)`): `stateToken`, `oldPassword`,
   * `newPassword`, optional `revokeSessions` -> SUCCESS with a session token. 403 E0000014 with causes (old
   * password wrong, the policy's complexity, history or minimum age), 401 E0000011 bad state token, 403
   * E0000079 another state, 429 E0000047 past the per-IP `authn` rate limit.
   */
  app.post(
    '/api/v1/authn/credentials/change_password',
    {
      schema: { body: ChangePasswordRequestSchema, response: { 200: TransactionSchema, ...errors } },
      preHandler: rateLimit(services.rateLimits, 'authn', () => undefined),
    },
    async (request) => authn.password.changePassword(request.body, requestContext(request)),
  );

  /** Cancel: revokes the transaction; 200 with no `stateToken`; 401 E0000011 for a bad state token. */
  app.post(
    '/api/v1/authn/cancel',
    { schema: { body: StateTokenRequestSchema, response: { 200: CancelResponseSchema, ...errors } } },
    async (request) => authn.cancel(request.body.stateToken, requestContext(request)),
  );
}
