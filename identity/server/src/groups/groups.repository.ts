import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { attributeFilterSql, type AttributeTable } from '../db/attribute-filter-sql.ts';
import { keyset } from '../db/keyset.ts';
import { groupMembers, groups } from '../db/schema.ts';
import type { Cursor } from '../lib/cursor.ts';
import type { FilterNode } from '../lib/filter-expression.ts';

export type GroupRow = typeof groups.$inferSelect;

/** What Okta's group `filter` takes: id and type (eq), the times (eq, gt, ge, lt, le), profile.name (eq, sw). */
export const GROUP_FILTER_ATTRIBUTES: AttributeTable = {
  id: { sql: sql`${groups.id}`, kind: 'exact', ops: ['eq'] },
  type: { sql: sql`'OKTA_GROUP'::text`, kind: 'exact', ops: ['eq'] },
  created: { sql: sql`${groups.createdAt}`, kind: 'timestamp' },
  lastUpdated: { sql: sql`${groups.updatedAt}`, kind: 'timestamp' },
  lastMembershipUpdated: { sql: sql`${groups.membershipUpdatedAt}`, kind: 'timestamp' },
  'profile.name': { sql: sql`${groups.name}`, kind: 'text', ops: ['eq', 'sw'] },
};

/** Groups are listed by name (case-insensitively), then by insertion order. */
const BY_NAME = { seq: groups.seq, sortKey: { sql: sql`lower(${groups.name})`, cast: 'text' as const } };

/** SQL access to `groups` and `group_members`. Names are unique case-insensitively (index on lower(name)). */
export function createGroupsRepository(db: Db) {
  return {
    async insert(row: { id: string; name: string; description: string | null }): Promise<GroupRow> {
      const [created] = await db.insert(groups).values(row).returning();
      return created!;
    },

    async findById(id: string): Promise<GroupRow | null> {
      const [row] = await db.select().from(groups).where(eq(groups.id, id));
      return row ?? null;
    },

    /** Groups whose names are among `names`, compared case-insensitively. */
    async findByNames(names: string[]): Promise<GroupRow[]> {
      if (names.length === 0) return [];
      const lowered = names.map((n) => n.toLowerCase());
      return db
        .select()
        .from(groups)
        .where(inArray(sql`lower(${groups.name})`, lowered));
    },

    /** Replaces a group's profile; null when it does not exist. */
    async update(id: string, profile: { name: string; description: string | null }, now: Date) {
      const [row] = await db
        .update(groups)
        .set({ ...profile, updatedAt: now })
        .where(eq(groups.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletes a group and its memberships; false when it does not exist. */
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id });
      return rows.length === 1;
    },

    /**
     * A keyset page of groups by name: `q` a case-insensitive name prefix, `filter` over
     * GROUP_FILTER_ATTRIBUTES. @throws ApiError 400 E0000053 / E0000031 for what the attribute table refuses.
     */
    async page(query: { q?: string; filter?: FilterNode; limit: number; after?: Cursor }) {
      const conditions: SQL[] = [];
      if (query.filter) conditions.push(attributeFilterSql(query.filter, GROUP_FILTER_ATTRIBUTES));
      if (query.q) {
        const prefix = query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
        conditions.push(sql`lower(${groups.name}) LIKE ${prefix} ESCAPE '\\'`);
      }
      const order = keyset(BY_NAME, query.after);
      if (order.where) conditions.push(order.where);
      const rows = await db
        .select({ ...getTableColumns(groups), sortKey: order.keyText })
        .from(groups)
        .where(and(...conditions))
        .orderBy(...order.orderBy)
        .limit(query.limit + 1);
      const page: GroupRow[] = rows.slice(0, query.limit).map(({ sortKey: _key, ...row }) => row);
      if (rows.length <= query.limit) return { rows: page };
      const last = rows[query.limit - 1]!;
      const next: Cursor = { key: last.sortKey, seq: last.seq };
      return { rows: page, next };
    },

    /** The groups of a user, by name. */
    async ofUser(userId: string): Promise<GroupRow[]> {
      return db
        .select({ group: groups })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
        .orderBy(asc(sql`lower(${groups.name})`))
        .then((rows) => rows.map((r) => r.group));
    },

    /** Adds a member; false when it already was one. Stamps `membership_updated_at` on a change. */
    async addMember(groupId: string, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(groupMembers)
          .values({ groupId, userId, createdAt: now })
          .onConflictDoNothing()
          .returning({ userId: groupMembers.userId });
        if (added.length === 0) return false;
        await tx.update(groups).set({ membershipUpdatedAt: now }).where(eq(groups.id, groupId));
        return true;
      });
    },

    /** Removes a member; false when it was not one. Stamps `membership_updated_at` on a change. */
    async removeMember(groupId: string, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(groupMembers)
          .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
          .returning({ userId: groupMembers.userId });
        if (removed.length === 0) return false;
        await tx.update(groups).set({ membershipUpdatedAt: now }).where(eq(groups.id, groupId));
        return true;
      });
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
