-- The factors a user has enrolled (Okta Factors API: GET /api/v1/users/{id}/factors). This is the minimum the
-- multi-factor work builds on: one row per factor with its type, provider, status and public profile. Secrets
-- and enrolment state live in the tables that work adds.
CREATE TABLE user_factors (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  factor_type text NOT NULL,
  provider text NOT NULL,
  status text NOT NULL,
  profile jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_factors_user_idx ON user_factors (user_id, created_at);
