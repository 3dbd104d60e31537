import { and, asc, desc, eq, gte, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { compareText, filterToSql, likeEscape, type FilterField } from '../db/filter-sql.ts';
import { auditLog, users } from '../db/schema.ts';
import type { FilterOperator } from '../lib/filter-expression.ts';
import type { LogQuery } from './log-query.ts';

/** An audit_log row with the user it names (the actor of events recorded with a user id only). */
export type LogRow = typeof auditLog.$inferSelect & {
  userLogin: string | null;
  userFirstName: string | null;
  userLastName: string | null;
};

/** The actor id of an event that neither names an actor nor a user. */
export const SYSTEM_ACTOR_ID = 'system';

const userName = sql`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** A condition on one attribute of the event's targets (`target.id eq "…"`: some target has that id). */
function targetMatch(key: string) {
  return (op: FilterOperator, value: string | null): SQL => {
    if (op === 'eq' && value !== null && key === 'id') {
      return sql`(${auditLog.targets} @> ${JSON.stringify([{ id: value }])}::jsonb)`;
    }
    const element = sql`(t.value ->> ${key})`;
    const inner = op === 'ne' ? compareText(element, 'eq', value) : compareText(element, op, value);
    const exists = sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${auditLog.targets}) AS t WHERE ${inner})`;
    return op === 'ne' ? sql`(NOT ${exists})` : exists;
  };
}

/** Attributes of `filter` on /api/v1/logs, in the LogEvent's names. */
const FILTER_FIELDS: Record<string, FilterField> = {
  eventType: { expr: sql`${auditLog.type}` },
  uuid: { expr: sql`${auditLog.uuid}::text`, ops: ['eq', 'ne'] },
  'outcome.result': { expr: sql`${auditLog.outcome}`, ops: ['eq', 'ne'] },
  'client.ipAddress': { expr: sql`${auditLog.ip}` },
  'transaction.id': { expr: sql`${auditLog.transactionId}`, ops: ['eq', 'ne', 'pr'] },
  'actor.id': { expr: sql`coalesce(${auditLog.actor} ->> 'id', ${auditLog.userId}, ${SYSTEM_ACTOR_ID})` },
  'actor.type': {
    expr: sql`coalesce(${auditLog.actor} ->> 'type', CASE WHEN ${auditLog.userId} IS NULL THEN 'SystemPrincipal' ELSE 'User' END)`,
  },
  'actor.alternateId': { expr: sql`coalesce(${auditLog.actor} ->> 'alternateId', ${users.login})` },
  'actor.displayName': { expr: sql`coalesce(${auditLog.actor} ->> 'displayName', ${userName})` },
  'target.id': { match: targetMatch('id') },
  'target.type': { match: targetMatch('type') },
  'target.alternateId': { match: targetMatch('alternateId') },
  'target.displayName': { match: targetMatch('displayName') },
};

/** Everything `q` searches: type, ids, client, outcome, actor, targets, details and the named user. */
const HAYSTACK = sql`concat_ws(' ', ${auditLog.type}, ${auditLog.uuid}::text, ${auditLog.ip}, ${auditLog.userAgent},
  ${auditLog.outcome}, ${auditLog.transactionId}, ${auditLog.actor}::text, ${auditLog.targets}::text,
  ${auditLog.details}::text, ${users.login}, ${users.firstName}, ${users.lastName})`;

/** Read access to `audit_log` for the System Log (migrations 001, 020, 028). */
export function createLogsRepository(db: Db) {
  return {
    /** Up to `limit + 1` events of the query, by sequence number in the query's order, after the cursor. */
    async page(query: LogQuery): Promise<LogRow[]> {
      const ascending = query.order === 'ASCENDING';
      const conditions: SQL[] = [gte(auditLog.createdAt, query.since)];
      if (query.until) conditions.push(lt(auditLog.createdAt, query.until));
      if (query.filter) conditions.push(filterToSql(query.filter, FILTER_FIELDS));
      for (const keyword of query.keywords) {
        conditions.push(sql`(${HAYSTACK} ILIKE ${'%' + likeEscape(keyword) + '%'})`);
      }
      if (query.after) {
        const cursor = Number(query.after);
        conditions.push(ascending ? gt(auditLog.id, cursor) : lt(auditLog.id, cursor));
      }
      const rows = await db
        .select({
          log: auditLog,
          userLogin: users.login,
          userFirstName: users.firstName,
          userLastName: users.lastName,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(and(...conditions))
        .orderBy(ascending ? asc(auditLog.id) : desc(auditLog.id))
        .limit(query.limit + 1);
      return rows.map(({ log, ...user }) => ({ ...log, ...user }));
    },
  };
}
