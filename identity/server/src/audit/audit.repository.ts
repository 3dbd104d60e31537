import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { auditLog, type AuditParty } from '../db/schema.ts';
import { outcomeOf, type AuditOutcome } from './outcome.ts';

export type { AuditParty };

/** One audit event (`type` like `user.authentication.auth_via_password.success`). */
export interface AuditEvent {
  type: string;
  userId?: string;
  ip?: string;
  details?: Record<string, unknown>;
  /** Who acted (an API token for management requests); the user of `userId` when absent. */
  actor?: AuditParty;
  /** What the event changed or read. */
  targets?: AuditParty[];
  /** The client's `User-Agent`. */
  userAgent?: string;
  /** Groups the events of one operation (one management API request). */
  transactionId?: string;
  /** Default: derived from the type and details (audit/outcome.ts). */
  outcome?: AuditOutcome;
}

/** Append-only audit log of authentication events (ARCHITECTURE.md "Data"). */
export function createAuditRepository(db: Db) {
  return {
    async record(event: AuditEvent): Promise<void> {
      await db.insert(auditLog).values({
        type: event.type,
        userId: event.userId ?? null,
        ip: event.ip ?? null,
        details: event.details ?? {},
        actor: event.actor ?? null,
        targets: event.targets ?? [],
        userAgent: event.userAgent ?? null,
        transactionId: event.transactionId ?? null,
        outcome: event.outcome ?? outcomeOf(event.type, event.details),
      });
    },
    /** Latest events first, optionally for one user. */
    async list(opts: { userId?: string; limit?: number } = {}) {
      const q = db.select().from(auditLog);
      const filtered = opts.userId ? q.where(eq(auditLog.userId, opts.userId)) : q;
      return filtered.orderBy(desc(auditLog.id)).limit(opts.limit ?? 100);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
