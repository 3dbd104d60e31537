-- Wrong factor answers per user (issue 6): the tenth in a row locks the account (403 E0000069). Counted in one
-- INSERT ... ON CONFLICT DO UPDATE like password failures (login_failures), but kept apart from them: a right
-- password must not reset the count of wrong passcodes. A verified factor, or the lockout itself, deletes the row.
CREATE TABLE factor_failures (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
