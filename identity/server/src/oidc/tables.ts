import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';

// Drizzle mirror of db/migrations/010_oidc.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const signingKeys = pgTable('oidc_signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
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
