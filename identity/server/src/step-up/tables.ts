import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/150_app_sign_on_rules.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One rule per application: a second factor is required to sign in to it. */
export const appSignOnRules = pgTable('app_sign_on_rules', {
  clientId: text('client_id').primaryKey(),
  factorTypes: text('factor_types').array().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  lastUpdated: tz('last_updated').notNull().defaultNow(),
});

export type AppSignOnRuleRow = typeof appSignOnRules.$inferSelect;
