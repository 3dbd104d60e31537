import { sql, type SQL } from 'drizzle-orm';
import type { MessaggioOutbox } from '@compliance/shared';
import type { Db } from '../db/db.ts';
import type { DeliveryAdapter } from './delivery.ts';
import { outboxRepository as repo, type NuovoMessaggio } from './outbox.repository.ts';

/** How many queued messages one delivery round takes. */
const BATCH = 200;

/**
 * The suite's outbox (issue 9): messages are stored inside the transaction of the change that causes them
 * (`enqueue`), then handed to the delivery `adapter` after it commits (`deliverQueued`), each marked ARCHIVIATO
 * (stored only), INVIATO (with its time) or ERRORE. Nothing is lost when a mail server is down: the message stays.
 */
export function createOutboxService(db: Db, adapter: DeliveryAdapter) {
  let running: Promise<number> = Promise.resolve(0);

  async function deliverAll(): Promise<number> {
    let taken = 0;
    for (;;) {
      const queued = await repo.queued(db, BATCH);
      for (const message of queued) {
        try {
          const stato = await adapter.deliver(message);
          await repo.markDelivered(db, message.id, { stato, canale: adapter.name });
        } catch (error) {
          await repo.markDelivered(db, message.id, {
            stato: 'ERRORE',
            canale: adapter.name,
            errore: error instanceof Error ? error.message : 'invio non riuscito',
          });
        }
      }
      taken += queued.length;
      if (queued.length < BATCH) return taken;
    }
  }

  return {
    adapter,

    /** Stores `messages` as queued in transaction `tx`. */
    enqueue: (tx: Db, messages: readonly NuovoMessaggio[]) => repo.insertMany(tx, messages),

    /**
     * Delivers every queued message (in rounds of BATCH) and answers how many were taken. Rounds run one at a time
     * in this process and outside any transaction, so a slow mail server holds no database lock.
     */
    deliverQueued(): Promise<number> {
      const next = running.then(deliverAll, deliverAll);
      running = next.catch(() => 0);
      return next;
    },

    /**
     * Messages newest first (at most `limit`, default 200): all, or one campaign's (`campagnaId`); `scope` limits
     * them to a branch's clients (column `m.dipendenza_id`).
     */
    list(filter: { campagnaId?: string; scope?: SQL; limit?: number } = {}): Promise<MessaggioOutbox[]> {
      const where = sql.join(
        [
          sql`true`,
          ...(filter.campagnaId ? [sql`m.campagna_id = ${filter.campagnaId}::uuid`] : []),
          ...(filter.scope ? [filter.scope] : []),
        ],
        sql` AND `,
      );
      return repo.list(db, where, filter.limit ?? 200);
    },

    close: () => adapter.close?.(),
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
