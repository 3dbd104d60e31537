-- Core schema of the identity provider: users, authn transactions, one-time session tokens, sessions,
-- trusted origins, OIDC clients and the audit log. Migrations 010+ belong to the OIDC feature.

CREATE TABLE users (
  id text PRIMARY KEY,
  login text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE',
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL,
  locale text NOT NULL DEFAULT 'en_US',
  time_zone text NOT NULL DEFAULT 'UTC',
  groups text[] NOT NULL DEFAULT '{}',
  password_hash text NOT NULL,
  password_changed_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_login_lower_idx ON users (lower(login));

CREATE TABLE authn_transactions (
  id text PRIMARY KEY,
  state_token_hash text NOT NULL UNIQUE,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL,
  expires_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE session_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  auth_time timestamptz NOT NULL,
  amr text[] NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  sid_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  idle_expires_at timestamptz NOT NULL,
  max_expires_at timestamptz NOT NULL,
  last_password_verification timestamptz NOT NULL,
  amr text[] NOT NULL DEFAULT '{}',
  ip text,
  user_agent text,
  closed_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE trusted_origins (
  origin text PRIMARY KEY,
  cors boolean NOT NULL DEFAULT true,
  redirect boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oidc_clients (
  client_id text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('public', 'confidential')),
  client_secret_hash text,
  redirect_uris text[] NOT NULL DEFAULT '{}',
  post_logout_redirect_uris text[] NOT NULL DEFAULT '{}',
  grant_types text[] NOT NULL DEFAULT '{authorization_code}',
  response_types text[] NOT NULL DEFAULT '{code}',
  consent_required boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  user_id text,
  ip text,
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, created_at);
