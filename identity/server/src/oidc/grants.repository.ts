import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { accessTokens, grants, refreshTokens, type GrantRow } from './tables.ts';

export type NewGrant = Omit<GrantRow, 'revokedAt' | 'createdAt'>;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** Stores a grant (see 010_oidc.sql). */
export async function insertGrant(db: Db, grant: NewGrant): Promise<void> {
  await db.insert(grants).values(grant);
}

/** A grant by id, revoked or not; null when unknown. */
export async function findGrant(db: Db, id: string): Promise<GrantRow | null> {
  const rows = await db.select().from(grants).where(eq(grants.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Revokes a grant and every access and refresh token issued from it. */
export async function revokeGrant(db: Db, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(grants)
      .set({ revokedAt: now })
      .where(and(eq(grants.id, id), isNull(grants.revokedAt)));
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.grantId, id), isNull(accessTokens.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.grantId, id), isNull(refreshTokens.revokedAt)));
  });
}

/** Records an issued access token by jti (expiry in `expiresAt`). */
export async function insertAccessToken(
  db: Db,
  row: { jti: string; grantId: string; clientId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values(row);
}

/** true when the access token `jti` was issued by us and neither it nor its grant was revoked. */
export async function isAccessTokenActive(db: Db, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: accessTokens.jti })
    .from(accessTokens)
    .innerJoin(grants, eq(grants.id, accessTokens.grantId))
    .where(and(eq(accessTokens.jti, jti), isNull(accessTokens.revokedAt), isNull(grants.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Revokes one access token of `clientId` (RFC 7009: a token of another client is left alone). */
export async function revokeAccessToken(db: Db, jti: string, clientId: string, now: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(accessTokens.jti, jti), eq(accessTokens.clientId, clientId), isNull(accessTokens.revokedAt)),
    );
}

/** Stores a refresh token by its SHA-256 hash. */
export async function insertRefreshToken(
  db: Db,
  row: { tokenHash: string; grantId: string; clientId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** A refresh token by hash whatever its state (to tell reuse from an unknown token). */
export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Atomically revokes an active refresh token; returns it, or null when it was unknown or already revoked. */
export async function consumeRefreshToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | null> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Revokes every grant recorded for one of `sessionIds` (sign-out, lockout) with its access and refresh
 * tokens. Returns the ids of the grants revoked now.
 */
export async function revokeGrantsOfSessions(db: Db, sessionIds: string[], now: Date): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(grants)
      .set({ revokedAt: now })
      .where(and(inArray(grants.sessionId, sessionIds), isNull(grants.revokedAt)))
      .returning({ id: grants.id });
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return ids;
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(inArray(accessTokens.grantId, ids), isNull(accessTokens.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(inArray(refreshTokens.grantId, ids), isNull(refreshTokens.revokedAt)));
    return ids;
  });
}

/**
 * Revokes every grant of a client with its access and refresh tokens (the application was deactivated or
 * deleted). Returns how many grants were revoked.
 */
export async function revokeGrantsOfClient(db: Db, clientId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(grants)
      .set({ revokedAt: now })
      .where(and(eq(grants.clientId, clientId), isNull(grants.revokedAt)))
      .returning({ id: grants.id });
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.clientId, clientId), isNull(accessTokens.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.clientId, clientId), isNull(refreshTokens.revokedAt)));
    return revoked.length;
  });
}
