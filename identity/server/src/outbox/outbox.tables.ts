import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Drizzle mirror of db/migrations/023_outbox.sql (the SQL file is the source of truth).
export const outboxMessages = pgTable('outbox_messages', {
  id: text('id').primaryKey(),
  channel: text('channel').$type<'email' | 'sms' | 'voice'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
});
