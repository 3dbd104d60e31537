-- Self-service password recovery and account unlock (issue 8; spec sign-in-widget.md §4 "Recovery and unlock").
-- Recovery tokens are the one-time links emailed to a user (/signin/reset-password/{token},
-- /signin/user-unlock/{token}) and the links an operator's reset_password makes: only the SHA-256 hash of the
-- token is stored; a token is spent once (used_at) and dies at expires_at. Rows are kept after use so that a
-- reused or expired link can be told apart from an unknown one (E0000105 / E0000110 rather than E0000011).
CREATE TABLE recovery_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recovery_type text NOT NULL CHECK (recovery_type IN ('PASSWORD', 'UNLOCK')),
  -- EMAIL: the user asked (forgot password, unlock); ADMIN: an operator's reset_password.
  issued_by text NOT NULL CHECK (issued_by IN ('EMAIL', 'ADMIN')),
  relay_state text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX recovery_tokens_live_by_user ON recovery_tokens (user_id) WHERE used_at IS NULL;
CREATE INDEX recovery_tokens_expires ON recovery_tokens (expires_at);

-- The organisation's recovery policy (one row): which channels may carry a recovery (email, SMS, voice call),
-- whether the recovery question is asked after the channel proved the user, whether locked-out users may unlock
-- themselves, and how long an emailed recovery link lives (minutes; the reference's default is one hour).
CREATE TABLE recovery_policy (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  email boolean NOT NULL DEFAULT true,
  sms boolean NOT NULL DEFAULT false,
  call boolean NOT NULL DEFAULT false,
  recovery_question boolean NOT NULL DEFAULT false,
  self_service_unlock boolean NOT NULL DEFAULT false,
  token_lifetime_minutes integer NOT NULL DEFAULT 60 CHECK (token_lifetime_minutes BETWEEN 5 AND 10080),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO recovery_policy DEFAULT VALUES;
