import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { oidcClients } from '../db/schema.ts';

export type OidcClientRow = typeof oidcClients.$inferSelect;
export type NewOidcClientRow = typeof oidcClients.$inferInsert;

/** SQL access to `oidc_clients`. */
export function createClientsRepository(db: Db) {
  return {
    async findByClientId(clientId: string): Promise<OidcClientRow | null> {
      const [row] = await db.select().from(oidcClients).where(eq(oidcClients.clientId, clientId));
      return row ?? null;
    },
    /** Inserts unless the client id exists; returns true when inserted. */
    async insert(row: NewOidcClientRow): Promise<boolean> {
      const rows = await db
        .insert(oidcClients)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: oidcClients.clientId });
      return rows.length > 0;
    },
    async list(): Promise<OidcClientRow[]> {
      return db.select().from(oidcClients).orderBy(asc(oidcClients.name));
    },
  };
}
