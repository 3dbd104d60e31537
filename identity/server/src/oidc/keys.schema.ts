import { Type, type Static } from 'typebox';

/**
 * The answer to `POST /api/v1/keys/rotate` (ours; Okta rotates an authorization server's keys with
 * `POST /api/v1/authorizationServers/{id}/credentials/lifecycle/keyRotate`): the kid that signs from now on,
 * and the keys that stopped signing with the time (ISO 8601) they leave the JWKS.
 */
export const KeyRotationSchema = Type.Object({
  kid: Type.String(),
  retiring: Type.Array(
    Type.Object({ kid: Type.String(), publishedUntil: Type.String({ format: 'date-time' }) }),
  ),
});
export type KeyRotationShape = Static<typeof KeyRotationSchema>;
