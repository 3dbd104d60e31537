import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import { AUTHENTICATOR_PATH } from '../factors/kinds/push.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import type { Services } from '../services.ts';
import { DEVICE_API, type AuthenticatorService } from './authenticator.service.ts';

/** The app's page policy: its own files only, nothing inline, no framing. */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const FILES: Array<[string, string]> = [
  ['app.js', 'text/javascript; charset=utf-8'],
  ['device-store.js', 'text/javascript; charset=utf-8'],
  ['device-key.js', 'text/javascript; charset=utf-8'],
  ['totp.js', 'text/javascript; charset=utf-8'],
  ['sw.js', 'text/javascript; charset=utf-8'],
  ['style.css', 'text/css; charset=utf-8'],
  ['icon.svg', 'image/svg+xml'],
  ['manifest.webmanifest', 'application/manifest+json'],
];

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};
const Jwk = Type.Object({ kty: Type.String(), crv: Type.String(), x: Type.String(), y: Type.String() });
const RegisterBody = Type.Object({
  activationCode: Type.String({ minLength: 1, maxLength: 200 }),
  publicKey: Jwk,
  name: Type.Optional(Type.String({ maxLength: 100 })),
  platform: Type.Optional(Type.String({ maxLength: 20 })),
});
const Registered = Type.Object({
  factorId: Type.String(),
  login: Type.String(),
  issuer: Type.String(),
  totp: Type.Object({
    factorId: Type.String(),
    sharedSecret: Type.String(),
    timeStep: Type.Integer(),
    digits: Type.Integer(),
  }),
});
const Challenges = Type.Object({
  login: Type.String(),
  challenges: Type.Array(
    Type.Object({
      id: Type.String(),
      login: Type.String(),
      ip: Type.Union([Type.String(), Type.Null()]),
      userAgent: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
      expiresAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
const Answered = Type.Object({ id: Type.String(), result: Type.String() });

/** The device JWT of `Authorization: Bearer …`. @throws ApiError 401 E0000011 without one. */
function bearer(request: FastifyRequest): string {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new ApiError('invalidToken');
  return match[1]!;
}

/**
 * The companion authenticator (issue 6, push), served by the IdP:
 * - `GET /authenticator`: the installable web app (strict CSP, no inline script), its files under
 *   `/authenticator/*` (the service worker may control `/authenticator`: `Service-Worker-Allowed`).
 * - `POST /api/v1/authenticator/devices` `{activationCode, publicKey (EC P-256 JWK), name?, platform?}`: registers
 *   the device (200 with the factor id, login, issuer and the TOTP seed); per-IP `authn` rate limit.
 * - `GET /api/v1/authenticator/challenges` (`Authorization: Bearer <device JWT>`): the pushes waiting.
 * - `POST /api/v1/authenticator/challenges/{id}` (device JWT with `challenge` and `result`): approve or reject.
 * Errors: 401 E0000011, 400 E0000001, 403 E0000079 (no longer waiting), 429 E0000047.
 */
export async function authenticatorRoutes(
  fastify: FastifyInstance,
  { services, authenticator }: { services: Services; authenticator: AuthenticatorService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const read = (file: string) => readFileSync(join(import.meta.dirname, 'app', file));
  const page = read('index.html');

  app.get(AUTHENTICATOR_PATH, (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', CSP)
      .header('cache-control', 'no-cache')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .send(page),
  );
  for (const [file, type] of FILES) {
    const body = read(file);
    app.get(`${AUTHENTICATOR_PATH}/${file}`, (_request, reply) => {
      if (file === 'sw.js') void reply.header('service-worker-allowed', AUTHENTICATOR_PATH);
      return reply.header('content-type', type).header('cache-control', 'no-cache').send(body);
    });
  }

  app.post(
    `${DEVICE_API}/devices`,
    {
      schema: { body: RegisterBody, response: { 200: Registered, ...errors } },
      preHandler: rateLimit(services.rateLimits, 'authn', () => undefined),
    },
    async (request) => {
      const { activationCode, ...registration } = request.body;
      return authenticator.register(activationCode, registration);
    },
  );

  app.get(
    `${DEVICE_API}/challenges`,
    { schema: { response: { 200: Challenges, ...errors } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { login, challenges } = await authenticator.challenges(bearer(request));
      return {
        login,
        challenges: challenges.map((c) => ({
          ...c,
          createdAt: c.createdAt.toISOString(),
          expiresAt: c.expiresAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    `${DEVICE_API}/challenges/:challengeId`,
    {
      schema: {
        params: Type.Object({ challengeId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Answered, ...errors },
      },
    },
    async (request) => {
      const { challengeId } = request.params;
      return { id: challengeId, result: await authenticator.answer(bearer(request), challengeId) };
    },
  );
}
