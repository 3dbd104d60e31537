-- Management API, groups (Okta Management API "Group" object, type OKTA_GROUP). Membership moves from the
-- users.groups text[] column to tables; the group names still feed the `groups` claim of tokens.

CREATE TABLE groups (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  membership_updated_at timestamptz NOT NULL DEFAULT now(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE
);
-- Okta refuses a second group with the same name; names compare case-insensitively, like logins.
CREATE UNIQUE INDEX groups_name_lower_idx ON groups (lower(name));

CREATE TABLE group_members (
  group_id text NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_members_user_idx ON group_members (user_id);

-- Existing memberships: one group per name (names differing only in case become one group), with an id of
-- `00g` + 17 random base62 characters like the ones the service makes (of names differing in case, the first in
-- byte order is kept), then one membership per user and name.
DO $$
DECLARE
  group_name text;
  alphabet constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
BEGIN
  FOR group_name IN
    SELECT min(g COLLATE "C") FROM (SELECT unnest(groups) AS g FROM users) AS names GROUP BY lower(g) ORDER BY 1
  LOOP
    INSERT INTO groups (id, name)
    SELECT '00g' || string_agg(substr(alphabet, 1 + floor(random() * 62)::int, 1), ''), group_name
    FROM generate_series(1, 17);
  END LOOP;
END $$;

INSERT INTO group_members (group_id, user_id)
SELECT DISTINCT g.id, u.id
FROM users AS u
CROSS JOIN LATERAL unnest(u.groups) AS m(name)
JOIN groups AS g ON lower(g.name) = lower(m.name);

ALTER TABLE users DROP COLUMN groups;
