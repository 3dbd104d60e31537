import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';
import type { AuditContent } from './audit-chain.ts';

/** A stored audit entry. */
export interface AuditRow extends AuditContent {
  seq: number;
  prevHash: string;
  hash: string;
}

/** Key of the transaction-scoped advisory lock that serialises appends, so the chain never forks. */
const APPEND_LOCK = 7_300_417;

interface RawRow {
  seq: string | number;
  at: Date | string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  prev_hash: string;
  hash: string;
}

function toRow(r: RawRow): AuditRow {
  return {
    seq: Number(r.seq),
    at: new Date(r.at).toISOString(),
    actor: r.actor,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: typeof r.before === 'string' ? JSON.parse(r.before) : r.before,
    after: typeof r.after === 'string' ? JSON.parse(r.after) : r.after,
    prevHash: r.prev_hash,
    hash: r.hash,
  };
}

/** SQL of the audit log (append and read only: the table refuses UPDATE and DELETE). */
export const auditRepository = {
  /** Takes the append lock for the rest of the caller's transaction and returns the last entry's hash, if any. */
  async lockAndLastHash(tx: Db): Promise<string | null> {
    await run(tx, sql`SELECT pg_advisory_xact_lock(${APPEND_LOCK})`);
    const result = await run(tx, sql`SELECT hash FROM audit_log ORDER BY seq DESC LIMIT 1`);
    return (result.rows[0] as { hash: string } | undefined)?.hash ?? null;
  },

  async insert(tx: Db, content: AuditContent, prevHash: string, hash: string): Promise<void> {
    await run(
      tx,
      sql`
      INSERT INTO audit_log (at, actor, action, entity, entity_id, before, after, prev_hash, hash)
      VALUES (${content.at}, ${content.actor}, ${content.action}, ${content.entity}, ${content.entityId},
              ${JSON.stringify(content.before ?? null)}::jsonb, ${JSON.stringify(content.after ?? null)}::jsonb,
              ${prevHash}, ${hash})`,
    );
  },

  /** Entries with `seq` greater than `afterSeq`, in chain order, at most `limit`. */
  async batch(db: Db, afterSeq: number, limit: number): Promise<AuditRow[]> {
    const result = await run(
      db,
      sql`
      SELECT seq, at, actor, action, entity, entity_id, before, after, prev_hash, hash FROM audit_log
      WHERE seq > ${afterSeq} ORDER BY seq LIMIT ${limit}`,
    );
    return (result.rows as unknown as RawRow[]).map(toRow);
  },

  /** The entries about one record, newest first (the detail's audit tab). */
  async forEntity(db: Db, entity: string, entityId: string, limit = 200): Promise<AuditRow[]> {
    const result = await run(
      db,
      sql`
      SELECT seq, at, actor, action, entity, entity_id, before, after, prev_hash, hash FROM audit_log
      WHERE entity = ${entity} AND entity_id = ${entityId} ORDER BY seq DESC LIMIT ${limit}`,
    );
    return (result.rows as unknown as RawRow[]).map(toRow);
  },
};
