import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminEventContext } from '../admin/admin-audit.ts';
import { ADMIN_ERRORS } from '../admin/admin.schema.ts';
import type { Services } from '../services.ts';
import { KeyRotationSchema, type KeyRotationShape } from './keys.schema.ts';

/** System Log event type of a signing key rotation (ours). */
export const KEY_ROTATION_EVENT = 'system.signing_key.rotate';

/** The wire shape of a rotation (keys.schema.ts). */
export function keyRotationObject(result: {
  kid: string;
  retiring: Array<{ kid: string; publishedUntil: Date }>;
}): KeyRotationShape {
  return {
    kid: result.kid,
    retiring: result.retiring.map((k) => ({ kid: k.kid, publishedUntil: k.publishedUntil.toISOString() })),
  };
}

/**
 * `POST /api/v1/keys/rotate` (ours, under the management API's token and audit): rotates the authorization
 * server's signing key with the key service (oidc/keys.service.ts). The new key is in the database, so every
 * node signs with it from its next token on. Answers 200 with the new kid and the keys that stopped signing.
 */
export async function keysRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/v1/keys/rotate',
    { schema: { response: { 200: KeyRotationSchema, ...ADMIN_ERRORS } } },
    async (request) => {
      const rotation = keyRotationObject(await services.keys.rotate());
      await services.audit.record({
        type: KEY_ROTATION_EVENT,
        targets: [{ id: rotation.kid, type: 'SigningKey' }],
        details: { retiring: rotation.retiring.map((k) => k.kid) },
        ...adminEventContext(request),
      });
      return rotation;
    },
  );
}
