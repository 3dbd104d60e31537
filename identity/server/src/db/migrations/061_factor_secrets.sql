-- What a factor kind keeps about an enrolled factor beside its public row in user_factors (issue 6): its secret
-- (a TOTP shared secret, sealed with KEYS_ENCRYPTION_KEY when one is configured), the last accepted TOTP time
-- step (a code of that step or an earlier one is a replay: E0000082), and kind-specific state such as the
-- SHA-256 hash of the one-time token of the enrolment QR code.
CREATE TABLE factor_secrets (
  factor_id text PRIMARY KEY REFERENCES user_factors (id) ON DELETE CASCADE,
  secret text NOT NULL,
  last_time_step bigint,
  state jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
