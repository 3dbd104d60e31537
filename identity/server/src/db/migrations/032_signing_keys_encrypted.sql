-- OIDC signing keys encrypted at rest (src/oidc/keys.service.ts): with KEYS_ENCRYPTION_KEY set, the private JWK
-- is stored AES-256-GCM-sealed in private_jwk_encrypted (`v1.<key fingerprint>.<iv>.<ciphertext>.<tag>`, the kid
-- bound as additional data) and private_jwk is NULL. Plaintext rows (localhost development) are sealed at the
-- first start with a key. Exactly one of the two columns holds the private key.
ALTER TABLE oidc_signing_keys ALTER COLUMN private_jwk DROP NOT NULL;
ALTER TABLE oidc_signing_keys ADD COLUMN private_jwk_encrypted text;
ALTER TABLE oidc_signing_keys
  ADD CONSTRAINT oidc_signing_keys_one_private_key CHECK ((private_jwk IS NULL) <> (private_jwk_encrypted IS NULL));

-- Rotation with overlap: retired_at is now the time a key leaves the JWKS, and may lie in the future. A key
-- with retired_at set no longer signs; it stays published until then, so every token it signed still verifies.
COMMENT ON COLUMN oidc_signing_keys.retired_at IS
  'NULL: may sign (the newest such key signs). Set: no longer signs; published in the JWKS until this time.';
