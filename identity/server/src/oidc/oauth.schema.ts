/** JSON schemas of the OAuth endpoints (RFC 6749 §5.1, §5.2; RFC 7009). */

/** A form body: every parameter a single string (a repeated parameter fails, RFC 6749 §3.2). */
export const formBodySchema = {
  type: 'object',
  additionalProperties: { type: 'string' },
} as const;

export const oauthErrorSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, error_description: { type: 'string' } },
  required: ['error', 'error_description'],
} as const;

export const tokenResponseSchema = {
  type: 'object',
  properties: {
    token_type: { type: 'string' },
    expires_in: { type: 'integer' },
    access_token: { type: 'string' },
    scope: { type: 'string' },
    id_token: { type: 'string' },
    refresh_token: { type: 'string' },
  },
  required: ['token_type', 'expires_in', 'access_token', 'scope'],
} as const;

/** RFC 7662 §2.2 (see `IntrospectionResponse` in @identity/contracts). */
export const introspectionResponseSchema = {
  type: 'object',
  properties: {
    active: { type: 'boolean' },
    token_type: { type: 'string' },
    scope: { type: 'string' },
    client_id: { type: 'string' },
    username: { type: 'string' },
    sub: { type: 'string' },
    uid: { type: 'string' },
    exp: { type: 'integer' },
    iat: { type: 'integer' },
    iss: { type: 'string' },
    aud: { type: 'string' },
    jti: { type: 'string' },
  },
  required: ['active'],
} as const;
