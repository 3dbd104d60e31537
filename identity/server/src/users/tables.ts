import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/031_login_failures.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  userId: text('user_id'),
  failures: integer('failures').notNull(),
  lastFailureAt: tz('last_failure_at').notNull(),
});

// Drizzle mirror of the password_history table of db/migrations/090_password_policies.sql.
/** The hashes of users' previous passwords (the history rule). */
export const passwordHistory = pgTable('password_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id').notNull(),
  passwordHash: text('password_hash').notNull(),
  setAt: tz('set_at').notNull(),
});
