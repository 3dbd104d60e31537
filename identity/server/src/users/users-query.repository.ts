import { and, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import {
  attributeFilterSql,
  sortKeyOf,
  type AttributeTable,
  type QueryAttribute,
} from '../db/attribute-filter-sql.ts';
import { keyset } from '../db/keyset.ts';
import { groupMembers, users } from '../db/schema.ts';
import type { Cursor } from '../lib/cursor.ts';
import type { FilterNode } from '../lib/filter-expression.ts';
import { BASE_ATTRIBUTES } from './profile.ts';
import type { UserRow } from './users.repository.ts';

const text = (s: SQL): QueryAttribute => ({ sql: s, kind: 'text' });
const when = (column: SQL): QueryAttribute => ({ sql: column, kind: 'timestamp' });

const PROFILE_COLUMNS: Record<string, SQL> = {
  login: sql`${users.login}`,
  email: sql`${users.email}`,
  firstName: sql`nullif(${users.firstName}, '')`,
  lastName: sql`nullif(${users.lastName}, '')`,
  locale: sql`${users.locale}`,
  timezone: sql`${users.timeZone}`,
};

/**
 * Every attribute `search` and `sortBy` take: the User object's id, status, type.id and times, and each
 * `profile.*` attribute (compared case-insensitively).
 */
export function userSearchAttributes(typeId: string): AttributeTable {
  const table: Record<string, QueryAttribute> = {
    id: { sql: sql`${users.id}`, kind: 'exact' },
    status: { sql: sql`${users.status}`, kind: 'exact' },
    'type.id': { sql: sql`${typeId}::text`, kind: 'exact' },
    created: when(sql`${users.createdAt}`),
    activated: when(sql`${users.activatedAt}`),
    statusChanged: when(sql`${users.statusChangedAt}`),
    lastLogin: when(sql`${users.lastLoginAt}`),
    lastUpdated: when(sql`${users.updatedAt}`),
    passwordChanged: when(sql`${users.passwordChangedAt}`),
  };
  for (const name of BASE_ATTRIBUTES) {
    table[`profile.${name}`] = text(PROFILE_COLUMNS[name] ?? sql`(${users.profileExtra} ->> ${name})`);
  }
  return table;
}

/** The attributes and operators Okta's `filter` parameter takes (a subset of the search attributes). */
export function userFilterAttributes(typeId: string): AttributeTable {
  const all = userSearchAttributes(typeId);
  const eqOnly = [
    'id',
    'status',
    'type.id',
    'profile.login',
    'profile.email',
    'profile.firstName',
    'profile.lastName',
  ];
  return {
    ...Object.fromEntries(eqOnly.map((name) => [name, { ...all[name]!, ops: ['eq'] as const }])),
    lastUpdated: { ...all.lastUpdated!, ops: ['eq', 'gt', 'ge', 'lt', 'le'] as const },
  };
}

/** One page request over users; `filter` and `search` are compiled against their attribute tables. */
export interface UserPageQuery {
  typeId: string;
  q?: string;
  filter?: FilterNode;
  search?: FilterNode;
  sortBy?: string;
  descending?: boolean;
  groupId?: string;
  limit: number;
  after?: Cursor;
}

/**
 * SQL of the user lists (`GET /api/v1/users`, `GET /api/v1/groups/{id}/users`): keyset pages in insertion
 * order, or by `sortBy` then insertion order. Without `filter` or `search`, DEPROVISIONED users are left out
 * as Okta does (a group's member list keeps them).
 */
export function createUsersQueryRepository(db: Db) {
  return {
    /**
     * Up to `limit` users after the cursor, and the cursor of the next page when more follow.
     * @throws ApiError 400 E0000053 / E0000031 for an attribute, operator or value the tables refuse.
     */
    async page(query: UserPageQuery): Promise<{ rows: UserRow[]; next?: Cursor }> {
      const conditions: SQL[] = [];
      if (query.filter) conditions.push(attributeFilterSql(query.filter, userFilterAttributes(query.typeId)));
      if (query.search) conditions.push(attributeFilterSql(query.search, userSearchAttributes(query.typeId)));
      if (query.groupId) {
        conditions.push(
          sql`EXISTS (SELECT 1 FROM ${groupMembers} WHERE ${groupMembers.userId} = ${users.id} AND ${groupMembers.groupId} = ${query.groupId})`,
        );
      } else if (!query.filter && !query.search) {
        conditions.push(ne(users.status, 'DEPROVISIONED'));
      }
      if (query.q) {
        const prefix = query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
        const starts = (s: SQL) => sql`lower(${s}) LIKE ${prefix} ESCAPE '\\'`;
        conditions.push(
          sql`(${starts(sql`${users.firstName}`)} OR ${starts(sql`${users.lastName}`)} OR ${starts(sql`${users.email}`)} OR ${starts(sql`${users.login}`)})`,
        );
      }
      const sortAttribute = query.sortBy ? userSearchAttributes(query.typeId)[query.sortBy] : undefined;
      const order = keyset(
        {
          seq: users.seq,
          ...(sortAttribute ? { sortKey: sortKeyOf(sortAttribute) } : {}),
          descending: query.descending ?? false,
        },
        query.after,
      );
      if (order.where) conditions.push(order.where);
      const rows = await db
        .select({ ...getTableColumns(users), sortKey: order.keyText })
        .from(users)
        .where(and(...conditions))
        .orderBy(...order.orderBy)
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit).map(({ sortKey: _key, ...row }) => row as UserRow);
      if (rows.length <= query.limit) return { rows: page };
      const last = rows[query.limit - 1]!;
      return { rows: page, next: { key: last.sortKey ?? null, seq: last.seq } };
    },
  };
}

export type UsersQueryRepository = ReturnType<typeof createUsersQueryRepository>;
