/** Scopes of the Okta org authorization server that this IdP supports. */
export const SUPPORTED_SCOPES = [
  'openid',
  'profile',
  'email',
  'address',
  'phone',
  'offline_access',
  'groups',
] as const;

/** Every `response_type` accepted at /authorize (space-separated values, any order on the wire). */
export const RESPONSE_TYPES = [
  'code',
  'id_token',
  'token',
  'id_token token',
  'code id_token',
  'code token',
  'code id_token token',
] as const;

export const RESPONSE_MODES = ['query', 'fragment', 'form_post', 'okta_post_message'] as const;
export type ResponseMode = (typeof RESPONSE_MODES)[number];

export const GRANT_TYPES = ['authorization_code', 'implicit', 'refresh_token'] as const;

/** Lifetimes in seconds (design/authn-protocol.md §1.10: org authorization server). */
export const TTL = {
  code: 300,
  idToken: 3600,
  accessToken: 3600,
  refreshToken: 90 * 24 * 3600,
} as const;

/** Claims this IdP can put in id tokens or userinfo (discovery `claims_supported`). */
export const CLAIMS_SUPPORTED = [
  'iss',
  'sub',
  'aud',
  'iat',
  'exp',
  'auth_time',
  'amr',
  'idp',
  'jti',
  'ver',
  'nonce',
  'at_hash',
  'c_hash',
  'name',
  'preferred_username',
  'given_name',
  'family_name',
  'locale',
  'zoneinfo',
  'email',
  'email_verified',
  'groups',
] as const;

/** Endpoint paths (Okta org authorization server layout). */
export const PATHS = {
  authorize: '/oauth2/v1/authorize',
  token: '/oauth2/v1/token',
  keys: '/oauth2/v1/keys',
  userinfo: '/oauth2/v1/userinfo',
  revoke: '/oauth2/v1/revoke',
  introspect: '/oauth2/v1/introspect',
  logout: '/oauth2/v1/logout',
} as const;
