/** `POST /oauth2/v1/token` success body (RFC 6749 §5.1, OIDC Core §3.1.3.3). `expires_in` in seconds. */
export interface TokenResponse {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  scope: string;
  id_token?: string;
  refresh_token?: string;
}

/** OAuth 2 error body (RFC 6749 §5.2) as sent by /oauth2/v1/* and in authorize redirects. */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
}

/** Claims of an id token issued by our IdP (OIDC Core §2 plus the Okta `ver`, `idp`, `groups`). Times in s. */
export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  auth_time?: number;
  nonce?: string;
  amr?: string[];
  jti?: string;
  ver?: number;
  idp?: string;
  name?: string;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  email_verified?: boolean;
  locale?: string;
  zoneinfo?: string;
  groups?: string[];
  [claim: string]: unknown;
}

/** Claims of an access token issued by our IdP (JWT, RS256). `aud` is the API audience. */
export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  cid: string;
  uid: string;
  scp: string[];
  jti: string;
  ver: number;
  groups?: string[];
  name?: string;
  [claim: string]: unknown;
}

/**
 * `POST /oauth2/v1/introspect` answer (RFC 7662 §2.2): `{active: false}` for a token that is unknown, revoked,
 * expired, of another client or of a user who is no longer active; otherwise the token's metadata. Times in s.
 * `token_type` is sent for access tokens only; `aud` and `jti` are an access token's claims.
 */
export type IntrospectionResponse =
  | { active: false }
  | {
      active: true;
      token_type?: 'Bearer';
      scope: string;
      client_id: string;
      /** The user's login (an access token's `sub`). */
      username: string;
      sub: string;
      /** The user's id. */
      uid: string;
      exp: number;
      iat: number;
      iss: string;
      aud?: string;
      jti?: string;
    };
