-- Password policies, one per group (issue 8). Complexity: minimum length and minimum counts of lowercase,
-- uppercase, digit and symbol characters (0 = rule off), whether parts of the username and which profile
-- attributes (firstName, lastName) a password may not contain. Age: how many previous passwords a new one may
-- not repeat (history_count), minutes before a password may change again (min_age_minutes), days a password
-- lives (max_age_days, 0 = forever) and the days before expiry when sign-in warns (warn_days). A user in several
-- groups gets the strictest combination (policies/password-policy.ts); a user in none gets the default policy.
CREATE TABLE password_policies (
  group_id text PRIMARY KEY REFERENCES groups (id) ON DELETE CASCADE,
  min_length integer NOT NULL DEFAULT 8 CHECK (min_length BETWEEN 1 AND 256),
  min_lower_case integer NOT NULL DEFAULT 0 CHECK (min_lower_case BETWEEN 0 AND 256),
  min_upper_case integer NOT NULL DEFAULT 0 CHECK (min_upper_case BETWEEN 0 AND 256),
  min_number integer NOT NULL DEFAULT 0 CHECK (min_number BETWEEN 0 AND 256),
  min_symbol integer NOT NULL DEFAULT 0 CHECK (min_symbol BETWEEN 0 AND 256),
  exclude_username boolean NOT NULL DEFAULT false,
  exclude_attributes text[] NOT NULL DEFAULT '{}',
  history_count integer NOT NULL DEFAULT 0 CHECK (history_count BETWEEN 0 AND 24),
  min_age_minutes integer NOT NULL DEFAULT 0 CHECK (min_age_minutes >= 0),
  max_age_days integer NOT NULL DEFAULT 0 CHECK (max_age_days >= 0),
  warn_days integer NOT NULL DEFAULT 0 CHECK (warn_days >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The argon2id hashes of the passwords a user had (the current one included), newest first by set_at, kept for
-- the history rule: at most 24 per user (the largest history_count), older ones are deleted on each change.
CREATE TABLE password_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  set_at timestamptz NOT NULL
);
CREATE INDEX password_history_user_idx ON password_history (user_id, set_at DESC);
