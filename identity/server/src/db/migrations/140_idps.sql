-- Identity providers and IdP discovery (issue 8; spec §2 "Primary sign-in and discovery", §4 and §7 "Discovery",
-- §7 "Social login"; Okta Identity Providers API and IDP_DISCOVERY policy). An external OpenID Connect provider
-- (generic OIDC or a social type) signs people in through /sso/idps/{id}; its client secret is kept sealed with
-- KEYS_ENCRYPTION_KEY (AES-256-GCM bound to the provider id, or marked plain on a loopback issuer, as factor
-- secrets are) because it must be sent to the provider's token endpoint. Discovery rules route a username by
-- its identifier (domain suffix, exact, prefix, substring or regular expression) to our own directory (OKTA) or
-- to a provider; the lowest priority wins and the system default rule answers OKTA.
CREATE TABLE identity_providers (
  id text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('OIDC', 'GOOGLE', 'FACEBOOK', 'LINKEDIN', 'MICROSOFT')),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  client_id text NOT NULL,
  client_secret_sealed text,
  token_auth_method text NOT NULL DEFAULT 'client_secret_post'
    CHECK (token_auth_method IN ('client_secret_post', 'client_secret_basic', 'none')),
  issuer text,
  authorization_url text NOT NULL,
  token_url text NOT NULL,
  jwks_url text,
  userinfo_url text,
  scopes text[] NOT NULL,
  -- AUTO: an existing user whose email equals the provider's verified email is signed in; DISABLED: never.
  account_link text NOT NULL DEFAULT 'AUTO' CHECK (account_link IN ('AUTO', 'DISABLED')),
  -- AUTO: an unknown person is created (JIT) ACTIVE without a password; DISABLED: refused.
  provisioning text NOT NULL DEFAULT 'AUTO' CHECK (provisioning IN ('AUTO', 'DISABLED')),
  -- Groups (ids) a JIT-created user is put in.
  group_assignments text[] NOT NULL DEFAULT '{}',
  max_clock_skew_ms integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_providers_name ON identity_providers (lower(name));

-- One federated sign-in under way: the state (stored hashed; the raw value is in the URL and in a cookie bound to
-- the browser), the PKCE verifier and nonce sent to the provider, and where to continue. One use, 10 minutes.
CREATE TABLE idp_sign_ins (
  state_hash text PRIMARY KEY,
  idp_id text NOT NULL REFERENCES identity_providers (id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  from_uri text,
  login_hint text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Which provider account belongs to which of our users (provider id + the provider's `sub`).
CREATE TABLE idp_links (
  idp_id text NOT NULL REFERENCES identity_providers (id) ON DELETE CASCADE,
  external_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (idp_id, external_id)
);

-- Okta keeps one IDP_DISCOVERY policy per org; its rules are ordered by priority (1 first).
CREATE TABLE idp_discovery_rules (
  id text PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  priority integer NOT NULL,
  system boolean NOT NULL DEFAULT false,
  -- [{matchType: SUFFIX|EQUALS|STARTS_WITH|CONTAINS|EXPRESSION, value}]; empty: every identifier.
  patterns jsonb NOT NULL DEFAULT '[]',
  -- NULL: our own directory (OKTA); else the provider signing the matched users in.
  idp_id text REFERENCES identity_providers (id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO idp_discovery_rules (id, name, priority, system)
VALUES ('0pridpdiscdefault000', 'Default Rule', 99, true);
