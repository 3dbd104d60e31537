import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';

// Drizzle mirror of db/migrations/010_oidc.sql + 032 (the SQL files are the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const signingKeys = pgTable('oidc_signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  /** Plaintext private JWK (no KEYS_ENCRYPTION_KEY; localhost only); NULL when sealed (migration 032). */
  privateJwk: jsonb('private_jwk').$type<JWK>(),
  /** The private JWK sealed with KEYS_ENCRYPTION_KEY (src/lib/key-encryption.ts). */
  privateJwkEncrypted: text('private_jwk_encrypted'),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** NULL: may sign. Set: no longer signs, published in the JWKS until then (may be in the future). */
  retiredAt: tz('retired_at'),
});

export const grants = pgTable('oidc_grants', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull(),
  userId: text('user_id').notNull(),
  sessionId: text('session_id'),
  scopes: text('scopes').array().notNull(),
  authTime: tz('auth_time').notNull(),
  amr: text('amr').array().notNull(),
  revokedAt: tz('revoked_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const authorizationCodes = pgTable('oidc_authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  grantId: text('grant_id').notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge'),
  codeChallengeMethod: text('code_challenge_method'),
  nonce: text('nonce'),
  expiresAt: tz('expires_at').notNull(),
  consumedAt: tz('consumed_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const accessTokens = pgTable('oidc_access_tokens', {
  jti: text('jti').primaryKey(),
  grantId: text('grant_id').notNull(),
  clientId: text('client_id').notNull(),
  expiresAt: tz('expires_at').notNull(),
  revokedAt: tz('revoked_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const refreshTokens = pgTable('oidc_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  grantId: text('grant_id').notNull(),
  clientId: text('client_id').notNull(),
  expiresAt: tz('expires_at').notNull(),
  revokedAt: tz('revoked_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export type GrantRow = typeof grants.$inferSelect;
export type CodeRow = typeof authorizationCodes.$inferSelect;
