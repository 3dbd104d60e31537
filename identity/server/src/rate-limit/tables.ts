import { boolean, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/030_rate_limit_buckets.sql (the SQL file is the source of truth).
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  rate: doublePrecision('rate').notNull(),
  burst: doublePrecision('burst').notNull(),
  refilledAt: tz('refilled_at').notNull(),
  fullAt: tz('full_at').notNull(),
  allowed: boolean('allowed').notNull(),
});
