-- Sign-out revokes the grants of the closed sessions (oidc/grants.repository.ts revokeGrantsOfSessions).
CREATE INDEX oidc_grants_session_idx ON oidc_grants (session_id);
