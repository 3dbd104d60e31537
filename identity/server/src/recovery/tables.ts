import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/100_recovery.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type RecoveryType = 'PASSWORD' | 'UNLOCK';

/** One-time recovery links (hash only), spent once, kept after use to tell a reused link from an unknown one. */
export const recoveryTokens = pgTable('recovery_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  recoveryType: text('recovery_type').$type<RecoveryType>().notNull(),
  issuedBy: text('issued_by').$type<'EMAIL' | 'ADMIN'>().notNull(),
  relayState: text('relay_state'),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

/** The organisation's recovery policy (a single row, id 1). */
export const recoveryPolicy = pgTable('recovery_policy', {
  id: smallint('id').primaryKey(),
  email: boolean('email').notNull(),
  sms: boolean('sms').notNull(),
  call: boolean('call').notNull(),
  recoveryQuestion: boolean('recovery_question').notNull(),
  selfServiceUnlock: boolean('self_service_unlock').notNull(),
  tokenLifetimeMinutes: integer('token_lifetime_minutes').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export type RecoveryTokenRow = typeof recoveryTokens.$inferSelect;
export type RecoveryPolicyRow = typeof recoveryPolicy.$inferSelect;
