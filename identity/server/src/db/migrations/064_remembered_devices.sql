-- Remembered devices (issue 6): a browser that verified a factor with "remember this device" ticked, when the
-- user's MFA policy allows it, skips the factor at its next sign-ins until `expires_at` (the policy's lifetime).
-- The browser holds a random token in an HttpOnly cookie; only its SHA-256 hash is stored, per user. Resetting
-- a user's factors deletes their rows.
CREATE TABLE remembered_devices (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remembered_devices_user_idx ON remembered_devices (user_id);
