-- Outbox: out-of-band messages (email now; SMS and voice codes later) stored instead of sent, readable at
-- /dev/outbox on a developer machine. A real delivery adapter (SMTP) replaces it in production.
CREATE TABLE outbox_messages (
  id text PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'voice')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
