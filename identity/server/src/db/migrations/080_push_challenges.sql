-- Push challenges of the companion authenticator (issue 6, Okta-Verify-style push): one row per push sent to a
-- device for one sign-in (`attempt_id`, the Authn transaction). The device approves or rejects it with a
-- signature of its key; the sign-in learns the result by polling and each result is reported once
-- (`reported_at`): a later poll sends a new push. `details` is what the device shows (client IP, browser, time).
-- A push nobody answered before `expires_at` is a TIMEOUT.
CREATE TABLE push_challenges (
  id text PRIMARY KEY,
  factor_id text NOT NULL REFERENCES user_factors (id) ON DELETE CASCADE,
  attempt_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')),
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  reported_at timestamptz
);
CREATE INDEX push_challenges_factor_idx ON push_challenges (factor_id, expires_at);
CREATE INDEX push_challenges_attempt_idx ON push_challenges (attempt_id, factor_id, created_at);
