-- The System Log (GET /api/v1/logs) reads audit_log. Each event gets a uuid (its LogEvent id), the user agent and
-- the transaction (one management API request) it belongs to, and its outcome. Events recorded before this
-- migration get a fresh uuid, and FAILURE where their type says so.
ALTER TABLE audit_log ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE audit_log ADD COLUMN user_agent text;
ALTER TABLE audit_log ADD COLUMN transaction_id text;
ALTER TABLE audit_log ADD COLUMN outcome text NOT NULL DEFAULT 'SUCCESS';
UPDATE audit_log SET outcome = 'FAILURE'
  WHERE type LIKE '%.failure' OR type LIKE '%_replayed' OR type = 'user.authentication.auth_via_password.locked';

-- Listing: by time window (since/until), by event type, by actor and by target.
CREATE INDEX audit_log_created_idx ON audit_log (created_at, id);
CREATE INDEX audit_log_type_idx ON audit_log (type, id);
CREATE INDEX audit_log_actor_idx ON audit_log ((actor ->> 'id'), id);
CREATE INDEX audit_log_targets_idx ON audit_log USING gin (targets jsonb_path_ops);
