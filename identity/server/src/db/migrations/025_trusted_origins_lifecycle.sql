-- Trusted origins become Management API objects (GET|POST /api/v1/trustedOrigins): an id (`tos` + 17 characters),
-- a unique name, a lifecycle status and who changed them when. The existing rows keep their origin and their
-- CORS/redirect uses; each gets an id and its origin as its name.
ALTER TABLE trusted_origins DROP CONSTRAINT trusted_origins_pkey;
ALTER TABLE trusted_origins ADD COLUMN id text;
UPDATE trusted_origins SET id = 'tos' || substr(md5(origin || random()::text), 1, 17);
ALTER TABLE trusted_origins ALTER COLUMN id SET NOT NULL;
ALTER TABLE trusted_origins ADD PRIMARY KEY (id);
CREATE UNIQUE INDEX trusted_origins_origin_idx ON trusted_origins (origin);

ALTER TABLE trusted_origins ADD COLUMN name text;
UPDATE trusted_origins SET name = origin;
ALTER TABLE trusted_origins ALTER COLUMN name SET NOT NULL;
CREATE UNIQUE INDEX trusted_origins_name_idx ON trusted_origins (name);

-- Only ACTIVE origins are trusted (CORS, redirects, frame ancestors): every node reads this on each request.
ALTER TABLE trusted_origins ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE'));
ALTER TABLE trusted_origins ADD COLUMN created_by text;
ALTER TABLE trusted_origins ADD COLUMN last_updated timestamptz NOT NULL DEFAULT now();
ALTER TABLE trusted_origins ADD COLUMN last_updated_by text;
UPDATE trusted_origins SET last_updated = created_at;
