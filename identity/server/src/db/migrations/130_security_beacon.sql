-- Security beacon and device fingerprint (issue 8; spec §4 "Security beacon", §7 "Security image, device
-- fingerprint"). A browser's device fingerprint (the X-Device-Fingerprint header, from the IdP's
-- /auth/services/devicefingerprint frame) becomes known for a user when a primary authentication from it gets the
-- password right; only its SHA-256 hash is stored. `/login/getimage` shows a user's security image only to a known
-- browser. Each user's picture is drawn at random once and kept.
CREATE TABLE known_devices (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  fingerprint_hash text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, fingerprint_hash)
);

CREATE TABLE security_images (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  image text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
