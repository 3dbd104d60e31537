-- OIDC feature: signing keys, authorization codes, and the tokens issued from them (src/oidc).

-- RS256 key pairs. The newest non-retired key signs; every non-retired key is published at /oauth2/v1/keys.
CREATE TABLE oidc_signing_keys (
  kid text PRIMARY KEY,
  alg text NOT NULL DEFAULT 'RS256',
  public_jwk jsonb NOT NULL,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  retired_at timestamptz
);
CREATE INDEX oidc_signing_keys_created_idx ON oidc_signing_keys (created_at DESC);

-- A grant: what one authorization (code exchange or implicit response) allowed. Tokens hang off it so that
-- replaying a code, or a rotated refresh token, revokes everything issued from the same grant.
CREATE TABLE oidc_grants (
  id text PRIMARY KEY,
  client_id text NOT NULL,
  user_id text NOT NULL,
  session_id text,
  scopes text[] NOT NULL,
  auth_time timestamptz NOT NULL,
  amr text[] NOT NULL DEFAULT '{}',
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oidc_grants_user_idx ON oidc_grants (user_id);

-- Authorization codes: only the SHA-256 hash of the code is stored; one-time (consumed_at), 300 s.
CREATE TABLE oidc_authorization_codes (
  code_hash text PRIMARY KEY,
  grant_id text NOT NULL REFERENCES oidc_grants (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text,
  code_challenge_method text,
  nonce text,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Access tokens are JWTs; this records their jti so /revoke and code replay can revoke them.
CREATE TABLE oidc_access_tokens (
  jti text PRIMARY KEY,
  grant_id text NOT NULL REFERENCES oidc_grants (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oidc_access_tokens_grant_idx ON oidc_access_tokens (grant_id);

-- Refresh tokens (opaque, stored hashed), rotated on every use.
CREATE TABLE oidc_refresh_tokens (
  token_hash text PRIMARY KEY,
  grant_id text NOT NULL REFERENCES oidc_grants (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oidc_refresh_tokens_grant_idx ON oidc_refresh_tokens (grant_id);
