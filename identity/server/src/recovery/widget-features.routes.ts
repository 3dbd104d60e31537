import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Services } from '../services.ts';
import { signInFeatures } from './widget-features.ts';

/** Path of the public summary of the recovery policy (docs/decisions.md "Recovery switches for embedded widgets"). */
export const RECOVERY_FEATURES_PATH = '/api/v1/authn/recovery/features';

const RecoveryFeaturesSchema = Type.Object(
  {
    selfServiceUnlock: Type.Boolean(),
    emailRecovery: Type.Boolean(),
    smsRecovery: Type.Boolean(),
    callRecovery: Type.Boolean(),
  },
  { additionalProperties: false },
);

/**
 * `GET /api/v1/authn/recovery/features` (issue 8): the recovery policy's switches as widget features
 * (`selfServiceUnlock`, `emailRecovery`, `smsRecovery`, `callRecovery`), for hosts that embed the widget on their
 * own origin (the compliance suite's `/login`), so that they show "Unlock account" and offer the recovery channels
 * exactly when the IdP allows them. Public and read-only like the rest of the Authn API: no credentials, nothing
 * about any user, the same four booleans the IdP's hosted sign-in page already puts in its HTML. CORS as every route
 * (trusted origins only); `no-store`, so a policy change shows at the next page load.
 */
export async function widgetFeaturesRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  fastify
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      RECOVERY_FEATURES_PATH,
      { schema: { response: { 200: RecoveryFeaturesSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return signInFeatures(services.recoveryPolicy);
      },
    );
}
