-- Stored Authn transactions for multi-factor authentication (issue 6): the factor the transaction works on
-- (MFA_ENROLL_ACTIVATE, MFA_CHALLENGE), the decisions it carries (the effective MFA policy evaluated at primary
-- authentication, what `previous` returns to), and when it last changed. Any node can resume it by the hash of
-- its state token.
ALTER TABLE authn_transactions
  ADD COLUMN factor_id text,
  ADD COLUMN data jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX authn_transactions_expires_idx ON authn_transactions (expires_at);
