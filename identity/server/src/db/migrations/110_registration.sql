-- Self-service registration (issue 8; spec sign-in-widget.md §3 "registration", §5 "Registration and password
-- rules", §7 "Security image, device fingerprint, registration").
-- The organisation's registration policy (one row): whether people may register themselves, the group a new user
-- joins (its password policy applies to the password chosen), whether the emailed activation link must be opened
-- before the account is ACTIVE, how long that link lives, and the profile schema of the form (the fields, which
-- are required, their order, lengths and formats; jsonb, validated by registration/profile-schema.ts).
CREATE TABLE registration_policy (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  policy_id text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  default_group_id text REFERENCES groups (id) ON DELETE SET NULL,
  activation_required boolean NOT NULL DEFAULT true,
  token_lifetime_minutes integer NOT NULL DEFAULT 1440 CHECK (token_lifetime_minutes BETWEEN 5 AND 10080),
  profile_schema jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO registration_policy (policy_id, profile_schema) VALUES (
  'rst' || substr(md5(random()::text), 1, 17),
  '{"properties":{
     "email":{"type":"string","title":"Email","format":"email","maxLength":100},
     "password":{"type":"string","title":"Password"},
     "firstName":{"type":"string","title":"First name","maxLength":50},
     "lastName":{"type":"string","title":"Last name","maxLength":50}
   },
   "required":["email","password","firstName","lastName"],
   "fieldOrder":["email","password","firstName","lastName"]}'::jsonb
);

-- Activation tokens of registered users: the emailed link (/registration/activate/{token}) and the token the
-- register call returns when no activation is required (POST /api/v1/authn {token}). Only the SHA-256 hash is
-- stored; a token is spent once (used_at) and dies at expires_at. Rows are kept after use so that a reused or
-- expired link is told apart from an unknown one (E0000110 rather than E0000011).
CREATE TABLE registration_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  relay_state text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX registration_tokens_live_by_user ON registration_tokens (user_id) WHERE used_at IS NULL;
CREATE INDEX registration_tokens_expires ON registration_tokens (expires_at);
