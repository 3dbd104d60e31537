-- Management API (Okta Management API subset): API tokens for `Authorization: SSWS {token}`, and who did what in
-- the audit log. Migrations 020-029 belong to the management API.

-- Only the SHA-256 hash of a token is stored; the token is shown once, when it is created.
CREATE TABLE api_tokens (
  id text PRIMARY KEY,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- The actor of an event ({id, type, alternateId, displayName}: an API token, a user, the system) and its
-- targets (the objects it changed), in the System Log's vocabulary.
ALTER TABLE audit_log ADD COLUMN actor jsonb;
ALTER TABLE audit_log ADD COLUMN targets jsonb NOT NULL DEFAULT '[]';
