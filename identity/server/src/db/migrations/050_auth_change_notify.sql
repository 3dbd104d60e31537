-- Signals every change that can end or alter an open session, for the session cache of a single-process (PGlite)
-- identity provider (src/sessions/session-cache.ts): a session row updated (closed, idle expiry slid) or deleted, a
-- user's status, login or names changed, a user deleted, either table truncated. NOTIFY is delivered at COMMIT.
-- Only a database session that set `idp.notify_auth_changes = on` notifies (db.ts does so for PGlite), so the
-- triggers cost a PostgreSQL deployment, where nothing caches sessions, no more than one setting lookup per row.

CREATE FUNCTION idp_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('idp.notify_auth_changes', true) = 'on' THEN
    PERFORM pg_notify('idp_auth_changes', OLD.user_id);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION idp_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('idp.notify_auth_changes', true) = 'on' THEN
    PERFORM pg_notify('idp_auth_changes', OLD.id);
  END IF;
  RETURN NULL;
END $$;

-- '*': every cached session is dropped.
CREATE FUNCTION idp_notify_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('idp.notify_auth_changes', true) = 'on' THEN
    PERFORM pg_notify('idp_auth_changes', '*');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION idp_notify_session_change();
CREATE TRIGGER sessions_auth_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION idp_notify_all_changed();

CREATE TRIGGER users_auth_change AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.login IS DISTINCT FROM NEW.login
        OR OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION idp_notify_user_change();
CREATE TRIGGER users_auth_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION idp_notify_user_change();
CREATE TRIGGER users_auth_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION idp_notify_all_changed();
