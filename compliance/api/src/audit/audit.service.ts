import type { Db } from '../db/db.ts';
import { entryHash, GENESIS_HASH, type AuditContent } from './audit-chain.ts';
import { auditRepository, type AuditRow } from './audit.repository.ts';

/** The outcome of a chain check: `ok`, or the first entry whose hash or link does not match. */
export type VerifyResult =
  { ok: true; entries: number } | { ok: false; entries: number; brokenSeq: number; reason: string };

/** A change to record: the actor and time are added by `record`. */
export type AuditEvent = Omit<AuditContent, 'at' | 'actor'>;

/**
 * Reacts to a recorded change inside its transaction (a throw rolls the change back): how changes in one area
 * raise consequences in another without the areas importing each other (e.g. early due-diligence reviews).
 */
export type AuditListener = (tx: Db, actor: string, event: AuditEvent) => Promise<void>;

/**
 * The audit log: every change to the suite's records is appended, inside the change's own transaction, as an entry
 * chained to the previous one by SHA-256 (audit-chain.ts). `verify` walks the whole chain. Listeners added with
 * `subscribe` see every recorded change, in its transaction.
 */
export function createAuditService(db: Db) {
  const listeners: AuditListener[] = [];
  return {
    /** Appends an entry in transaction `tx` (the change's own transaction: both commit or neither). */
    async record(tx: Db, actor: string, event: AuditEvent): Promise<void> {
      const content: AuditContent = { ...event, actor, at: new Date().toISOString() };
      const prev = (await auditRepository.lockAndLastHash(tx)) ?? GENESIS_HASH;
      await auditRepository.insert(tx, content, prev, entryHash(prev, content));
      for (const listener of listeners) await listener(tx, actor, event);
    },

    /** Calls `listener` after every later `record`, in the recorded change's transaction. */
    subscribe(listener: AuditListener): void {
      listeners.push(listener);
    },

    /** The entries of one record, newest first. */
    forEntity(entity: string, entityId: string): Promise<AuditRow[]> {
      return auditRepository.forEntity(db, entity, entityId);
    },

    /**
     * Recomputes every entry's hash in order and checks each `prev_hash` against the previous entry's hash. Stops
     * at the first broken entry and names it (its `seq`): a changed field breaks its own hash, a removed or
     * inserted entry breaks the next link.
     */
    async verify(batchSize = 1000): Promise<VerifyResult> {
      let prev = GENESIS_HASH;
      let lastSeq = 0;
      let entries = 0;
      for (;;) {
        const rows = await auditRepository.batch(db, lastSeq, batchSize);
        for (const row of rows) {
          entries += 1;
          const { seq, prevHash, hash, ...content } = row;
          if (prevHash !== prev) {
            return {
              ok: false,
              entries,
              brokenSeq: seq,
              reason: 'prev_hash does not match the previous entry',
            };
          }
          if (entryHash(prevHash, content) !== hash) {
            return { ok: false, entries, brokenSeq: seq, reason: 'the content does not match its hash' };
          }
          prev = hash;
          lastSeq = seq;
        }
        if (rows.length < batchSize) return { ok: true, entries };
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
