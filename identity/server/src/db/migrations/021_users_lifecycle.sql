-- Management API, users (Okta Management API "User" object). Migrations 021-024 belong to users and groups.

-- The base profile attributes Okta defines beyond the columns sign-in reads (login, email, first_name,
-- last_name, locale, time_zone): mobilePhone, secondEmail, displayName, ... as one JSON object of strings.
ALTER TABLE users ADD COLUMN profile_extra jsonb NOT NULL DEFAULT '{}';

-- Lifecycle times of the User object. Users created before this migration were ACTIVE from their creation.
ALTER TABLE users ADD COLUMN activated_at timestamptz;
ALTER TABLE users ADD COLUMN status_changed_at timestamptz;
ALTER TABLE users ADD COLUMN last_login_at timestamptz;
UPDATE users SET activated_at = created_at, status_changed_at = coalesce(locked_at, created_at);

-- STAGED and PROVISIONED users may have no password yet.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

-- The recovery question credential: the question, and the answer hashed with argon2id.
ALTER TABLE users ADD COLUMN recovery_question text;
ALTER TABLE users ADD COLUMN recovery_answer_hash text;

-- Keyset pagination: a unique number per user in insertion order, never reused, so a page cursor stays valid
-- while users are created or deleted.
ALTER TABLE users ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE UNIQUE INDEX users_seq_idx ON users (seq);
CREATE INDEX users_status_idx ON users (status);

-- One-time tokens handed to a user by link: activation and password reset. Only SHA-256 hashes are stored.
CREATE TABLE user_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose);
