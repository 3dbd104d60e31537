import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { resolveConfig, type Config } from '../src/config.ts';
import { keyFingerprint } from '../src/lib/key-encryption.ts';
import { KeyService } from '../src/oidc/keys.service.ts';
import type { Services } from '../src/services.ts';
import { build, freshPostgres, TEST_KEYS_ENCRYPTION_KEY, type Cleanup } from './helper.ts';

type KeyRow = { kid: string; private_jwk: unknown; private_jwk_encrypted: string | null };

async function keyRows(services: Services): Promise<KeyRow[]> {
  const result = (await services.db.execute(
    sql`SELECT kid, private_jwk, private_jwk_encrypted FROM oidc_signing_keys ORDER BY created_at`,
  )) as unknown as { rows: KeyRow[] };
  return result.rows;
}

/** A database that outlives one app: a PGlite data directory, or a fresh PostgreSQL database under test:pg. */
async function durableStore(t: Cleanup): Promise<Partial<Config>> {
  const postgres = await freshPostgres();
  if (postgres) {
    t.onTestFinished(() => postgres.drop());
    return { dataDir: 'memory://', databaseUrl: postgres.databaseUrl };
  }
  const dir = mkdtempSync(join(tmpdir(), 'idp-keys-'));
  t.onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return { dataDir: dir, databaseUrl: undefined };
}

/** Starts an app on `store` (localhost issuer), waits until ready (keys checked), and closes it. */
async function start(store: Partial<Config>, keysEncryptionKey?: Buffer) {
  const { app, services } = await buildApp({
    config: {
      ...store,
      issuer: 'http://localhost:8401',
      logLevel: 'silent',
      seedDemo: false,
      keysEncryptionKey,
    },
  });
  try {
    await app.ready();
    const jwks = await services.keys.jwks();
    return { rows: await keyRows(services), kids: jwks.keys.map((k) => k.kid) };
  } finally {
    await app.close();
  }
}

describe('signing keys encrypted at rest (KEYS_ENCRYPTION_KEY)', () => {
  it('stores the private JWK sealed with AES-256-GCM, never in plaintext', async (t) => {
    const { app, services } = await build(t);
    await app.ready();
    const [row] = await keyRows(services);
    expect(row!.private_jwk).toBeNull();
    expect(row!.private_jwk_encrypted).toMatch(
      new RegExp(`^v1\\.${keyFingerprint(TEST_KEYS_ENCRYPTION_KEY)}\\.[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );
    expect(row!.private_jwk_encrypted).not.toMatch(/"d"|"RSA"/);
    // The sealed key signs: a token made with it verifies against the published key.
    const { kid } = await services.keys.signingKey();
    expect(kid).toBe(row!.kid);
  });

  it('seals existing plaintext keys at the first start with a key; refuses a wrong or missing key', async (t) => {
    const store = await durableStore(t);
    const plain = await start(store);
    expect(plain.rows).toHaveLength(1);
    expect(plain.rows[0]!.private_jwk).toMatchObject({ kty: 'RSA' });
    expect(plain.rows[0]!.private_jwk_encrypted).toBeNull();

    const sealed = await start(store, TEST_KEYS_ENCRYPTION_KEY);
    expect(sealed.kids).toEqual(plain.kids);
    expect(sealed.rows[0]!.private_jwk).toBeNull();
    expect(sealed.rows[0]!.private_jwk_encrypted).toMatch(/^v1\./);

    const wrong = Buffer.alloc(32, 42);
    await expect(start(store, wrong)).rejects.toThrow(
      new RegExp(
        `Cannot decrypt OIDC signing key ${plain.kids[0]} with KEYS_ENCRYPTION_KEY .*fingerprint ` +
          `${keyFingerprint(TEST_KEYS_ENCRYPTION_KEY)}; the configured key is ${keyFingerprint(wrong)}`,
      ),
    );
    await expect(start(store)).rejects.toThrow(/stored encrypted but KEYS_ENCRYPTION_KEY is not set/);
    // The right key still works after the failed starts: nothing was overwritten.
    expect((await start(store, TEST_KEYS_ENCRYPTION_KEY)).kids).toEqual(plain.kids);
  });

  it('refuses to start off localhost without a key, with a message naming the variable', () => {
    expect(() => resolveConfig({ issuer: 'https://idp.example.com' }, {})).toThrow(
      /KEYS_ENCRYPTION_KEY must be set when the issuer is not on localhost \(IDP_ISSUER=https:\/\/idp\.example\.com\)/,
    );
    expect(() =>
      resolveConfig({}, { IDP_ISSUER: 'https://idp.example.com', KEYS_ENCRYPTION_KEY: 'short' }),
    ).toThrow(/KEYS_ENCRYPTION_KEY: must be 32 bytes/);
    const config = resolveConfig(
      {},
      { IDP_ISSUER: 'https://idp.example.com', KEYS_ENCRYPTION_KEY: 'ab'.repeat(32) },
    );
    expect(config.keysEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    expect(resolveConfig({}, {}).keysEncryptionKey).toBeUndefined();
  });

  it('detects a tampered ciphertext at start instead of signing with garbage', async (t) => {
    const { app, services } = await build(t);
    await app.ready();
    await services.db.execute(
      sql`UPDATE oidc_signing_keys SET private_jwk_encrypted = overlay(private_jwk_encrypted placing 'AAAA' from 40 for 4)`,
    );
    const otherNode = new KeyService(services.db, { encryptionKey: TEST_KEYS_ENCRYPTION_KEY });
    await expect(otherNode.ensureKey()).rejects.toThrow(/Cannot decrypt OIDC signing key/);
  });
});

describe('key rotation with overlap', () => {
  it('stops every node signing with the old key at once', async (t) => {
    const { app, services } = await build(t);
    await app.ready();
    const nodeA = services.keys;
    const nodeB = new KeyService(services.db, { encryptionKey: TEST_KEYS_ENCRYPTION_KEY });
    const before = (await nodeA.signingKey()).kid;
    const { kid } = await nodeB.rotate();
    // Node A's key list is cached for a minute, yet its next signature uses the new key.
    expect((await nodeA.signingKey()).kid).toBe(kid);
    expect(kid).not.toBe(before);
    expect((await nodeA.jwks()).keys.map((k) => k.kid)).toContain(before);
  });

  it('drops retired keys from the JWKS once the overlap has passed', async (t) => {
    const { app, services } = await build(t);
    await app.ready();
    const old = (await services.keys.signingKey()).kid;
    const { kid } = await services.keys.rotate();
    const node = () => new KeyService(services.db, { encryptionKey: TEST_KEYS_ENCRYPTION_KEY });
    expect((await node().jwks()).keys.map((k) => k.kid)).toEqual([kid, old]);
    expect(await node().verificationKey(old)).not.toBeNull();
    // The same as waiting until the last token the old key signed has expired.
    await services.db.execute(
      sql`UPDATE oidc_signing_keys SET retired_at = now() - interval '1 second' WHERE retired_at IS NOT NULL`,
    );
    expect((await node().jwks()).keys.map((k) => k.kid)).toEqual([kid]);
    expect(await node().verificationKey(old)).toBeNull();
    expect((await node().signingKey()).kid).toBe(kid);
  });
});
