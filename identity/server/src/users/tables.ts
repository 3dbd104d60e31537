import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/031_login_failures.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  userId: text('user_id'),
  failures: integer('failures').notNull(),
  lastFailureAt: tz('last_failure_at').notNull(),
});
