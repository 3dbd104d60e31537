import { bigint, boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Drizzle mirror of migrations/001_core.sql + 002, 020-022, 031, 062 (the SQL files are the source of truth). Failure
// counters live in `login_failures` (users/tables.ts) since 031 dropped users.failed_attempts.
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  login: text('login').notNull(),
  status: text('status').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  timeZone: text('time_zone').notNull(),
  /** Null for a STAGED or PROVISIONED user who has no password yet (migration 021). */
  passwordHash: text('password_hash'),
  passwordChangedAt: tz('password_changed_at'),
  /** When the account was locked (status LOCKED_OUT); null otherwise. Migration 002. */
  lockedAt: tz('locked_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  /** The other base profile attributes (mobilePhone, displayName, ...), strings by name (migration 021). */
  profileExtra: jsonb('profile_extra').$type<Record<string, string>>().notNull().default({}),
  activatedAt: tz('activated_at'),
  statusChangedAt: tz('status_changed_at'),
  lastLoginAt: tz('last_login_at'),
  recoveryQuestion: text('recovery_question'),
  recoveryAnswerHash: text('recovery_answer_hash'),
  /** Insertion order, the tiebreak of keyset pagination (identity column). */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

/** One-time activation and password reset tokens (migration 021); only hashes are stored. */
export const userTokens = pgTable('user_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  purpose: text('purpose').$type<'activation' | 'password_reset'>().notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Groups (migration 022): Okta OKTA_GROUP; names unique case-insensitively. */
export const groups = pgTable('groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  membershipUpdatedAt: tz('membership_updated_at').notNull().defaultNow(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

/** Who belongs to which group (migration 022). */
export const groupMembers = pgTable('group_members', {
  groupId: text('group_id').notNull(),
  userId: text('user_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const authnTransactions = pgTable('authn_transactions', {
  id: text('id').primaryKey(),
  stateTokenHash: text('state_token_hash').notNull(),
  userId: text('user_id'),
  status: text('status').notNull(),
  expiresAt: tz('expires_at').notNull(),
  cancelledAt: tz('cancelled_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** The factor being enrolled or verified (migration 062). */
  factorId: text('factor_id'),
  /** Decisions the transaction carries (authn/authn-mfa-core.ts `MfaTransactionData`; migration 062). */
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const sessionTokens = pgTable('session_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  authTime: tz('auth_time').notNull(),
  amr: text('amr').array().notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  sidHash: text('sid_hash').notNull(),
  userId: text('user_id').notNull(),
  createdAt: tz('created_at').notNull(),
  idleExpiresAt: tz('idle_expires_at').notNull(),
  maxExpiresAt: tz('max_expires_at').notNull(),
  lastPasswordVerification: tz('last_password_verification').notNull(),
  amr: text('amr').array().notNull(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  closedAt: tz('closed_at'),
});

/** Trusted origins (001 + 025): `cors` and `redirect` are the scopes CORS and REDIRECT; only ACTIVE ones are trusted. */
export const trustedOrigins = pgTable('trusted_origins', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  origin: text('origin').notNull(),
  cors: boolean('cors').notNull(),
  redirect: boolean('redirect').notNull(),
  status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
  createdAt: tz('created_at').notNull().defaultNow(),
  createdBy: text('created_by'),
  lastUpdated: tz('last_updated').notNull().defaultNow(),
  lastUpdatedBy: text('last_updated_by'),
});

/** OIDC clients, managed as applications (001 + 026); only ACTIVE ones are served by the OAuth endpoints. */
export const oidcClients = pgTable('oidc_clients', {
  clientId: text('client_id').primaryKey(),
  /** The application id of the management API (`0oa…`). */
  id: text('id').notNull(),
  name: text('name').notNull(),
  type: text('type').$type<'public' | 'confidential'>().notNull(),
  clientSecretHash: text('client_secret_hash'),
  redirectUris: text('redirect_uris').array().notNull(),
  postLogoutRedirectUris: text('post_logout_redirect_uris').array().notNull(),
  grantTypes: text('grant_types').array().notNull(),
  responseTypes: text('response_types').array().notNull(),
  consentRequired: boolean('consent_required').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
  applicationType: text('application_type').$type<'web' | 'native' | 'browser' | 'service'>().notNull(),
  tokenEndpointAuthMethod: text('token_endpoint_auth_method')
    .$type<'none' | 'client_secret_basic' | 'client_secret_post'>()
    .notNull(),
  initiateLoginUri: text('initiate_login_uri'),
  /** The client's logo and home page, shown on the consent screen (migration 120). */
  logoUri: text('logo_uri'),
  clientUri: text('client_uri'),
  clientSecretId: text('client_secret_id'),
  clientSecretCreatedAt: tz('client_secret_created_at'),
  lastUpdated: tz('last_updated').notNull().defaultNow(),
});

/** Who did something or what it was done to, in the System Log's vocabulary (migration 020). */
export interface AuditParty {
  id: string;
  type: string;
  alternateId?: string;
  displayName?: string;
}

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').notNull(),
  userId: text('user_id'),
  ip: text('ip'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  actor: jsonb('actor').$type<AuditParty>(),
  targets: jsonb('targets').$type<AuditParty[]>().notNull().default([]),
  /** The System Log's LogEvent id (migration 028). */
  uuid: uuid('uuid').notNull().defaultRandom(),
  userAgent: text('user_agent'),
  /** One management API request (or other operation) that recorded several events. */
  transactionId: text('transaction_id'),
  /** SUCCESS or FAILURE (System Log `outcome.result`). */
  outcome: text('outcome').notNull().default('SUCCESS'),
});

/** API tokens of the management API (migration 020); only hashes are stored. */
export const apiTokens = pgTable('api_tokens', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  lastUsedAt: tz('last_used_at'),
  revokedAt: tz('revoked_at'),
});
