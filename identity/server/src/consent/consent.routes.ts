import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TransactionSchema, type TransactionShape } from '@identity/contracts/schemas';
import { AUTHN_ERRORS } from '../authn/authn-route-errors.ts';
import { requestContext } from '../authn/authn.routes.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import type { Services } from '../services.ts';
import { ConsentRequestSchema } from './consent.schema.ts';

/**
 * `POST /api/v1/authn/consent` (CONSENT_REQUIRED `next(consent)`; design/authn-protocol.md §1.3): body
 * `{stateToken, consent: {expiresAt, scopes: [names]}}` → SUCCESS with a one-time session token, the consent
 * remembered per user, client and scope. 400 E0000001 (a requested scope not allowed, no expiry), 401 E0000011
 * bad state token, 403 E0000079 another state, 429 E0000047 past the per-IP `authn` limit. Refusing is
 * `POST /api/v1/authn/cancel`.
 */
export async function consentRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/v1/authn/consent',
    {
      schema: { body: ConsentRequestSchema, response: { 200: TransactionSchema, ...AUTHN_ERRORS } },
      preHandler: rateLimit(services.rateLimits, 'authn', () => undefined),
    },
    async (request) => {
      const { stateToken, ...body } = request.body;
      const ctx = requestContext(request);
      return (await services.consent.consent(stateToken, body, ctx)) as TransactionShape;
    },
  );
}
