-- Failed password checks, counted per normalised username for EVERY username, known or not (src/users/
-- login-failures.repository.ts): a wrong password for a known user and any password for an unknown user then do
-- the same database work, so response times do not tell which logins exist. A known user is locked when the
-- count for its login reaches LOCKOUT_THRESHOLD (users.status LOCKED_OUT, as before).
CREATE TABLE login_failures (
  -- SHA-256 of 'login:' + the username in NFC lower case (src/lib/username-key.ts), never the username itself.
  key text PRIMARY KEY,
  -- The user the failures were counted for; NULL for a username no user has. A count made for nobody (or for
  -- another user with the same login) restarts at 1 when it is counted for a user.
  user_id text,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
CREATE INDEX login_failures_user_idx ON login_failures (user_id);
CREATE INDEX login_failures_unknown_idx ON login_failures (last_failure_at) WHERE user_id IS NULL;

-- The counters move here from users.failed_attempts.
INSERT INTO login_failures (key, user_id, failures, last_failure_at)
SELECT encode(sha256(convert_to('login:' || lower(normalize(login, NFC)), 'UTF8')), 'hex'), id, failed_attempts, updated_at
FROM users
WHERE failed_attempts > 0
ON CONFLICT (key) DO NOTHING;
ALTER TABLE users DROP COLUMN failed_attempts;
