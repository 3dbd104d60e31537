import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/080_push_challenges.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a push shows on the device: where and when the sign-in happens. */
export interface PushDetails {
  ip?: string;
  userAgent?: string;
  login: string;
}

/** A push sent to a companion device for one sign-in, and its answer. */
export const pushChallenges = pgTable('push_challenges', {
  id: text('id').primaryKey(),
  factorId: text('factor_id').notNull(),
  attemptId: text('attempt_id').notNull(),
  status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED'>().notNull(),
  details: jsonb('details').$type<PushDetails>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  answeredAt: tz('answered_at'),
  reportedAt: tz('reported_at'),
});
