import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { outboxMessages } from './outbox.tables.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** SQL access to `outbox_messages`. */
export function createOutboxRepository(db: Db) {
  return {
    async insert(row: typeof outboxMessages.$inferInsert): Promise<OutboxRow> {
      const [created] = await db.insert(outboxMessages).values(row).returning();
      return created!;
    },

    /** The newest `limit` messages, optionally only those to `recipient` (exact match). */
    async newest(limit: number, recipient?: string): Promise<OutboxRow[]> {
      const q = db.select().from(outboxMessages);
      const filtered = recipient ? q.where(eq(outboxMessages.recipient, recipient)) : q;
      return filtered.orderBy(desc(outboxMessages.seq)).limit(limit);
    },
  };
}
