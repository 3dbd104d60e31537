import { boolean, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProfileSchema } from './profile-schema.ts';

// Drizzle mirror of db/migrations/110_registration.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The organisation's registration policy (a single row, id 1). */
export const registrationPolicy = pgTable('registration_policy', {
  id: smallint('id').primaryKey(),
  policyId: text('policy_id').notNull(),
  enabled: boolean('enabled').notNull(),
  defaultGroupId: text('default_group_id'),
  activationRequired: boolean('activation_required').notNull(),
  tokenLifetimeMinutes: integer('token_lifetime_minutes').notNull(),
  profileSchema: jsonb('profile_schema').$type<ProfileSchema>().notNull(),
  /** Ask people who sign in for the required attributes they lack (PROFILE_REQUIRED; migration 151). */
  progressiveProfiling: boolean('progressive_profiling').notNull().default(false),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** One-time activation tokens of registered users (hash only), kept after use to tell reused from unknown. */
export const registrationTokens = pgTable('registration_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  relayState: text('relay_state'),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

export type RegistrationPolicyRow = typeof registrationPolicy.$inferSelect;
export type RegistrationTokenRow = typeof registrationTokens.$inferSelect;
