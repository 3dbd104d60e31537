import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { users } from '../db/schema.ts';
import { identityProviders as p, idpLinks, idpSignIns, type IdpRow, type NewIdpRow } from './tables.ts';

/** A federated sign-in under way, as stored (migration 140). */
export interface StoredSignIn {
  idpId: string;
  codeVerifier: string;
  nonce: string;
  fromUri: string | null;
  loginHint: string | null;
}

/** SQL access to `identity_providers`, `idp_links` and `idp_sign_ins` (migration 140). */
export function createIdpsRepository(db: Db) {
  return {
    async list(): Promise<IdpRow[]> {
      return db.select().from(p).orderBy(asc(p.createdAt), asc(p.id));
    },

    async get(id: string): Promise<IdpRow | null> {
      const [row] = await db.select().from(p).where(eq(p.id, id));
      return row ?? null;
    },

    async findByName(name: string): Promise<IdpRow | null> {
      const [row] = await db
        .select()
        .from(p)
        .where(sql`lower(${p.name}) = lower(${name})`);
      return row ?? null;
    },

    async insert(row: NewIdpRow): Promise<IdpRow> {
      const [created] = await db.insert(p).values(row).returning();
      return created!;
    },

    /** Updates a provider (and its `updated_at`); null when it does not exist. */
    async update(id: string, patch: Partial<NewIdpRow>, now = new Date()): Promise<IdpRow | null> {
      const [row] = await db
        .update(p)
        .set({ ...patch, updatedAt: now })
        .where(eq(p.id, id))
        .returning();
      return row ?? null;
    },

    /** Deletes a provider; false when it does not exist. */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(p).where(eq(p.id, id)).returning({ id: p.id });
      return rows.length > 0;
    },

    /** The user linked to a provider account, or null. */
    async linkedUser(idpId: string, externalId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: idpLinks.userId })
        .from(idpLinks)
        .where(and(eq(idpLinks.idpId, idpId), eq(idpLinks.externalId, externalId)));
      return row?.userId ?? null;
    },

    /** Links a provider account to a user (idempotent). */
    async link(idpId: string, externalId: string, userId: string): Promise<void> {
      await db.insert(idpLinks).values({ idpId, externalId, userId }).onConflictDoNothing();
    },

    /** Ids of the users whose email is `email` (case-insensitive), oldest first. */
    async usersWithEmail(email: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .orderBy(asc(users.createdAt));
      return rows.map((r) => r.id);
    },

    async insertSignIn(stateHash: string, s: StoredSignIn, expiresAt: Date): Promise<void> {
      await db.insert(idpSignIns).values({ stateHash, ...s, expiresAt });
    },

    /** Marks a sign-in used and returns it, once; null when unknown, used or expired. */
    async consumeSignIn(stateHash: string, now: Date): Promise<StoredSignIn | null> {
      const [row] = await db
        .update(idpSignIns)
        .set({ usedAt: now })
        .where(
          and(eq(idpSignIns.stateHash, stateHash), isNull(idpSignIns.usedAt), gt(idpSignIns.expiresAt, now)),
        )
        .returning();
      if (!row) return null;
      const { idpId, codeVerifier, nonce, fromUri, loginHint } = row;
      return { idpId, codeVerifier, nonce, fromUri, loginHint };
    },

    /** Deletes sign-ins that expired before `before` (housekeeping). */
    async pruneSignIns(before: Date): Promise<number> {
      const rows = await db
        .delete(idpSignIns)
        .where(sql`${idpSignIns.expiresAt} < ${before}`)
        .returning({ stateHash: idpSignIns.stateHash });
      return rows.length;
    },
  };
}

export type IdpsRepository = ReturnType<typeof createIdpsRepository>;
