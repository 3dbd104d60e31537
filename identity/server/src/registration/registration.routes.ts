import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import type { ActionContext } from '../audit/action-context.ts';
import { ApiError } from '../errors.ts';
import { badLinkTokenHook, LinkTokenParams } from '../hosted/link-token.ts';
import { noticePage } from '../hosted/notice-page.ts';
import { prefersJson, sendPage } from '../oidc/http.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import type { Services } from '../services.ts';
import { ACTIVATION_LINK_PATH } from './registration.service.ts';
import {
  PolicyIdParams,
  RegisterRequestSchema,
  RegisterResponseSchema,
  RegistrationFormSchema,
} from './registration.schema.ts';

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

/** A person registering themselves, for the audit events of the user they create. */
const selfService = (request: FastifyRequest): ActionContext => ({
  actor: { id: 'self-service', type: 'PublicClientApp', displayName: 'Self-service registration' },
  ip: request.ip,
});

/**
 * Self-service registration (spec §7 "Security image, device fingerprint, registration"; registration.service.ts):
 * - `GET /api/v1/registration/form` -> `{policyId, lastUpdate, profileSchema{properties, required, fieldOrder}}`;
 *   404 E0000007 when registration is off.
 * - `POST /api/v1/registration/{policyId}/register` (`userProfile`, `relayState`) -> `{activationToken}` or `{}`
 *   (activation by email); 400 E0000001 invalid fields or password (one cause each), 400 E0000114 the login
 *   exists, 404 E0000007 registration off or another policy id.
 * - `GET /registration/activate/{token}`: the emailed link; activates the user, opens the session (`sid` cookie)
 *   and answers 302 to the registration's `relayState` when allowed (hosted.service.ts), else `/login/default`.
 *   401 E0000011 unknown token, 403 E0000110 used or expired: as that JSON error for a caller that asks for JSON
 *   only (`Accept: application/json`), otherwise (a person clicking the link) as a page in the browser's language
 *   saying the link cannot be used, with the code and a link back to sign-in (hosted/notice-page.ts). A token
 *   that cannot be ours (empty; over the router's 100-character param limit or the schema's 256): 400 E0000001, as
 *   that page or as JSON by the same rule (hosted/link-token.ts).
 * The register call and the link are rate-limited per client IP with the `recovery` buckets.
 */
export async function registrationRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { registration, hosted, sessions, config } = services;
  const ipLimit = rateLimit(services.rateLimits, 'recovery', () => undefined);

  app.get(
    '/api/v1/registration/form',
    { schema: { response: { 200: RegistrationFormSchema, ...errors } } },
    async () => registration.form(),
  );

  app.post(
    '/api/v1/registration/:policyId/register',
    {
      schema: {
        params: PolicyIdParams,
        body: RegisterRequestSchema,
        response: { 200: RegisterResponseSchema, ...errors },
      },
      preHandler: ipLimit,
    },
    async (request) => registration.register(request.params.policyId, request.body, selfService(request)),
  );

  app.get(
    `${ACTIVATION_LINK_PATH}/:token`,
    {
      schema: {
        params: LinkTokenParams,
        response: { 302: Type.Null({ description: 'Redirect' }), ...errors },
      },
      preValidation: badLinkTokenHook(config),
      preHandler: ipLimit,
    },
    async (request, reply) => {
      const redeemed = await registration.redeem(request.params.token, selfService(request)).catch((err) => {
        // A person who clicked the emailed link gets a page in their language; an API client the Okta error.
        if (!(err instanceof ApiError) || prefersJson(request)) throw err;
        const page = noticePage(config, request.headers['accept-language'], {
          kind: 'link',
          code: err.errorCode,
        });
        return { page, status: err.statusCode };
      });
      if ('page' in redeemed) return sendPage(reply, redeemed.page, redeemed.status);
      const activated = redeemed;
      const ua = request.headers['user-agent'];
      const meta = { ip: request.ip, ...(typeof ua === 'string' ? { userAgent: ua } : {}) };
      const session = await hosted.signIn(activated.sessionToken, sessions.readSid(request), meta);
      if (session?.sid) sessions.setCookie(reply, session.sid);
      const target =
        (await hosted.resolveFromUri(activated.relayState ?? undefined)) ?? `${config.issuer}/login/default`;
      return reply.code(302).header('cache-control', 'no-store').redirect(target);
    },
  );
}
