import type { Db } from '../db/db.ts';
import { logEventOf } from './log-event.ts';
import type { LogQuery } from './log-query.ts';
import { createLogsRepository } from './logs.repository.ts';
import type { LogEventShape } from './logs.schema.ts';

/**
 * The System Log (Okta System Log API): events of the audit log as LogEvents, one page at a time. `next` is
 * the cursor of the following page: present when more events matched, and always for a polling query
 * (no `until`, ascending), which follows new events as they are recorded (the cursor stays where it was when
 * nothing new matched; undefined then means "the same query again").
 */
export function createLogsService(db: Db) {
  const repo = createLogsRepository(db);
  return {
    async list(query: LogQuery): Promise<{ events: LogEventShape[]; next?: string; polling: boolean }> {
      const rows = await repo.page(query);
      const more = rows.length > query.limit;
      const page = more ? rows.slice(0, query.limit) : rows;
      const polling = query.until === undefined && query.order === 'ASCENDING';
      const last = page.at(-1);
      const next = more || polling ? (last ? String(last.id) : query.after) : undefined;
      return { events: page.map(logEventOf), ...(next !== undefined ? { next } : {}), polling };
    },
  };
}

export type LogsService = ReturnType<typeof createLogsService>;
