import {
  CLAIMS_SUPPORTED,
  GRANT_TYPES,
  PATHS,
  RESPONSE_MODES,
  RESPONSE_TYPES,
  SUPPORTED_SCOPES,
} from './constants.ts';

/**
 * Provider metadata (OpenID Connect Discovery 1.0 §3, RFC 8414 §2) of the org authorization server
 * whose issuer is `issuer` (no trailing slash).
 */
export function providerMetadata(issuer: string): Record<string, unknown> {
  return {
    issuer,
    authorization_endpoint: issuer + PATHS.authorize,
    token_endpoint: issuer + PATHS.token,
    userinfo_endpoint: issuer + PATHS.userinfo,
    jwks_uri: issuer + PATHS.keys,
    revocation_endpoint: issuer + PATHS.revoke,
    introspection_endpoint: issuer + PATHS.introspect,
    end_session_endpoint: issuer + PATHS.logout,
    response_types_supported: [...RESPONSE_TYPES],
    response_modes_supported: [...RESPONSE_MODES],
    grant_types_supported: [...GRANT_TYPES],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: [...SUPPORTED_SCOPES],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    // Confidential clients only (introspect.routes.ts): a public client cannot prove who it is.
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    // RFC 9207: every authorization response carries `iss`.
    authorization_response_iss_parameter_supported: true,
    claims_supported: [...CLAIMS_SUPPORTED],
    code_challenge_methods_supported: ['S256'],
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    claims_parameter_supported: false,
  };
}
