import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/027_user_factors.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The factors a user has enrolled: type, provider, status and public profile (no secrets). */
export const userFactors = pgTable('user_factors', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  factorType: text('factor_type').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull(),
  profile: jsonb('profile').$type<Record<string, unknown>>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  lastUpdated: tz('last_updated').notNull().defaultNow(),
});

// Drizzle mirror of db/migrations/061_factor_secrets.sql.
/** A factor's secret and replay state, kept by its kind (kinds/). */
export const factorSecrets = pgTable('factor_secrets', {
  factorId: text('factor_id').primaryKey(),
  secret: text('secret').notNull(),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

// Drizzle mirror of db/migrations/063_factor_failures.sql.
/** Consecutive wrong factor answers of a user. */
export const factorFailures = pgTable('factor_failures', {
  userId: text('user_id').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: tz('last_failure_at').notNull(),
});

// Drizzle mirror of db/migrations/064_remembered_devices.sql.
/** Browsers that may skip the factor until `expiresAt` (token stored hashed). */
export const rememberedDevices = pgTable('remembered_devices', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  expiresAt: tz('expires_at').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

// Drizzle mirror of db/migrations/070_factor_challenges.sql.
/** The last challenge of a factor delivered by message: when it went out, and its code (hashed) until used. */
export const factorChallenges = pgTable('factor_challenges', {
  factorId: text('factor_id').primaryKey(),
  sentAt: tz('sent_at').notNull(),
  codeHash: text('code_hash'),
  expiresAt: tz('expires_at'),
});
