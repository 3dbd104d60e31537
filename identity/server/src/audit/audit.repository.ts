import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { auditLog } from '../db/schema.ts';

/** One audit event (`type` like `user.authentication.auth_via_password.success`). */
export interface AuditEvent {
  type: string;
  userId?: string;
  ip?: string;
  details?: Record<string, unknown>;
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
