-- Lockouts expire (LOCKOUT_DURATION_MINUTES): remember when an account was locked.
-- Accounts locked before this migration count as locked now, so they unlock one lockout duration later.
ALTER TABLE users ADD COLUMN locked_at timestamptz;
UPDATE users SET locked_at = now() WHERE status = 'LOCKED_OUT';
