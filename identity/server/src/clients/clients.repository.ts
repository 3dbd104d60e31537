import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { filterToSql, likeEscape, type FilterField } from '../db/filter-sql.ts';
import { oidcClients } from '../db/schema.ts';
import { uniqueViolation } from '../db/unique-violation.ts';
import type { ListQuery } from '../lib/list-query.ts';

export type OidcClientRow = typeof oidcClients.$inferSelect;
export type NewOidcClientRow = typeof oidcClients.$inferInsert;

/** Attributes of `filter` on /api/v1/apps (Okta names; every application here is an `oidc_client`). */
const FILTER_FIELDS: Record<string, FilterField> = {
  id: { expr: sql`${oidcClients.id}` },
  status: { expr: sql`${oidcClients.status}`, ops: ['eq', 'ne'] },
  name: { expr: sql`'oidc_client'`, ops: ['eq', 'ne', 'sw'] },
  label: { expr: sql`${oidcClients.name}` },
  'credentials.oauthClient.client_id': { expr: sql`${oidcClients.clientId}`, ops: ['eq', 'ne', 'sw'] },
  'settings.oauthClient.application_type': { expr: sql`${oidcClients.applicationType}`, ops: ['eq', 'ne'] },
};

/** SQL access to `oidc_clients` (migrations 001 and 026). */
export function createClientsRepository(db: Db) {
  return {
    /** The client with this OAuth client_id, whatever its status. */
    async findByClientId(clientId: string): Promise<OidcClientRow | null> {
      const [row] = await db.select().from(oidcClients).where(eq(oidcClients.clientId, clientId));
      return row ?? null;
    },

    /** The client with this application id (`0oa…`), whatever its status. */
    async findById(id: string): Promise<OidcClientRow | null> {
      const [row] = await db.select().from(oidcClients).where(eq(oidcClients.id, id));
      return row ?? null;
    },

    /** Inserts unless the client_id (or application id) is taken; returns the row, or null when taken. */
    async insert(row: NewOidcClientRow): Promise<OidcClientRow | null> {
      try {
        const [created] = await db.insert(oidcClients).values(row).onConflictDoNothing().returning();
        return created ?? null;
      } catch (err) {
        if (uniqueViolation(err) !== null) return null;
        throw err;
      }
    },

    /** Updates the application `id`; null when unknown. */
    async update(
      id: string,
      patch: Partial<Omit<NewOidcClientRow, 'id' | 'clientId' | 'createdAt'>>,
    ): Promise<OidcClientRow | null> {
      const [row] = await db.update(oidcClients).set(patch).where(eq(oidcClients.id, id)).returning();
      return row ?? null;
    },

    /** Deletes the application `id` if its status is `status`; false otherwise. */
    async deleteIfStatus(id: string, status: 'ACTIVE' | 'INACTIVE'): Promise<boolean> {
      const rows = await db
        .delete(oidcClients)
        .where(and(eq(oidcClients.id, id), eq(oidcClients.status, status)))
        .returning({ id: oidcClients.id });
      return rows.length > 0;
    },

    /** Every client by name (the CLI). */
    async list(): Promise<OidcClientRow[]> {
      return db.select().from(oidcClients).orderBy(asc(oidcClients.name));
    },

    /** Up to `limit + 1` rows after the cursor `after` (an application id), by id; `q` is a prefix of the label. */
    async page(query: ListQuery): Promise<OidcClientRow[]> {
      const conditions: SQL[] = [];
      if (query.filter) conditions.push(filterToSql(query.filter, FILTER_FIELDS));
      if (query.q) {
        const prefix = likeEscape(query.q) + '%';
        conditions.push(or(sql`${oidcClients.name} ILIKE ${prefix}`, sql`'oidc_client' ILIKE ${prefix}`)!);
      }
      if (query.after) conditions.push(gt(oidcClients.id, query.after));
      return db
        .select()
        .from(oidcClients)
        .where(and(...conditions))
        .orderBy(asc(oidcClients.id))
        .limit(query.limit + 1);
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
