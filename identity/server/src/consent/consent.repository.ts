import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { newId } from '../lib/crypto.ts';
import { consentGrants, oauthScopes, type ConsentGrantRow, type ScopeRow } from './tables.ts';

/** SQL access to `oauth_scopes` and `consent_grants` (migration 120). */
export function createConsentRepository(db: Db) {
  return {
    /** The described scopes among `names` (unknown names are simply absent). */
    async scopes(names: readonly string[]): Promise<ScopeRow[]> {
      if (names.length === 0) return [];
      return db
        .select()
        .from(oauthScopes)
        .where(inArray(oauthScopes.name, [...names]));
    },

    /** The scopes this user has allowed this client. */
    async grantedScopes(userId: string, clientId: string): Promise<string[]> {
      const rows = await db
        .select({ scope: consentGrants.scope })
        .from(consentGrants)
        .where(and(eq(consentGrants.userId, userId), eq(consentGrants.clientId, clientId)));
      return rows.map((r) => r.scope);
    },

    /** Records (or refreshes) one consent per scope. */
    async grant(
      userId: string,
      clientId: string,
      scopes: readonly string[],
      source: ConsentGrantRow['source'],
      now: Date,
    ): Promise<void> {
      if (scopes.length === 0) return;
      await db
        .insert(consentGrants)
        .values(
          scopes.map((scope) => ({
            id: newId('oag'),
            userId,
            clientId,
            scope,
            source,
            createdAt: now,
            lastUpdated: now,
          })),
        )
        .onConflictDoUpdate({
          target: [consentGrants.userId, consentGrants.clientId, consentGrants.scope],
          set: { lastUpdated: now, source },
        });
    },

    /** A user's consents, oldest first; only those for `clientId` when given. */
    async list(userId: string, clientId?: string): Promise<ConsentGrantRow[]> {
      const where = clientId
        ? and(eq(consentGrants.userId, userId), eq(consentGrants.clientId, clientId))
        : eq(consentGrants.userId, userId);
      return db
        .select()
        .from(consentGrants)
        .where(where)
        .orderBy(asc(consentGrants.createdAt), asc(consentGrants.id));
    },

    /** Deletes one consent of a user; false when the user has no such grant. */
    async revoke(userId: string, grantId: string): Promise<boolean> {
      const rows = await db
        .delete(consentGrants)
        .where(and(eq(consentGrants.userId, userId), eq(consentGrants.id, grantId)))
        .returning({ id: consentGrants.id });
      return rows.length > 0;
    },

    /** Deletes every consent of a user (for one client when given); returns how many. */
    async revokeAll(userId: string, clientId?: string): Promise<number> {
      const where = clientId
        ? and(eq(consentGrants.userId, userId), eq(consentGrants.clientId, clientId))
        : eq(consentGrants.userId, userId);
      const rows = await db.delete(consentGrants).where(where).returning({ id: consentGrants.id });
      return rows.length;
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;
