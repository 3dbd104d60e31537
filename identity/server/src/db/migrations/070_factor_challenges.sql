-- The last challenge sent for a factor delivered by message (SMS, voice call, email; issue 6): when it was sent
-- (resending is refused for 30 s: E0000109 / E0000133) and the one-time code it carried, kept only as a SHA-256
-- hash, until it expires (5 minutes) or is used once. One row per factor: a new code replaces the previous one.
CREATE TABLE factor_challenges (
  factor_id text PRIMARY KEY REFERENCES user_factors (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL,
  code_hash text,
  expires_at timestamptz
);
