-- OIDC clients become Management API applications (GET|POST /api/v1/apps). An application has an id (`0oa` + 17
-- characters, also its client_id when the client_id was not chosen), a lifecycle status (an INACTIVE client is
-- refused by every OAuth endpoint), the Okta application type and token endpoint authentication method, which
-- the existing public/confidential type follows from, and an optional login initiation URI.
ALTER TABLE oidc_clients ADD COLUMN id text;
UPDATE oidc_clients
  SET id = CASE WHEN client_id ~ '^0oa[A-Za-z0-9]{17}$' THEN client_id
                ELSE '0oa' || substr(md5(client_id || random()::text), 1, 17) END;
ALTER TABLE oidc_clients ALTER COLUMN id SET NOT NULL;
CREATE UNIQUE INDEX oidc_clients_id_idx ON oidc_clients (id);

ALTER TABLE oidc_clients ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE'));
ALTER TABLE oidc_clients ADD COLUMN application_type text NOT NULL DEFAULT 'web'
  CHECK (application_type IN ('web', 'native', 'browser', 'service'));
ALTER TABLE oidc_clients ADD COLUMN token_endpoint_auth_method text NOT NULL DEFAULT 'client_secret_basic'
  CHECK (token_endpoint_auth_method IN ('none', 'client_secret_basic', 'client_secret_post'));
UPDATE oidc_clients SET application_type = 'browser', token_endpoint_auth_method = 'none' WHERE type = 'public';
ALTER TABLE oidc_clients ADD COLUMN initiate_login_uri text;

-- The current client secret (only its SHA-256 hash is stored, in client_secret_hash): its id and age.
ALTER TABLE oidc_clients ADD COLUMN client_secret_id text;
ALTER TABLE oidc_clients ADD COLUMN client_secret_created_at timestamptz;
UPDATE oidc_clients
  SET client_secret_id = 'ocs' || substr(md5(client_id || random()::text), 1, 17), client_secret_created_at = created_at
  WHERE client_secret_hash IS NOT NULL;

ALTER TABLE oidc_clients ADD COLUMN last_updated timestamptz NOT NULL DEFAULT now();
UPDATE oidc_clients SET last_updated = created_at;
