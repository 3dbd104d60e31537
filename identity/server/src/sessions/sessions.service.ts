import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
import type { AuthChangeFeed } from '../db/auth-changes.ts';
import { createSessionCache } from './session-cache.ts';
import { createSessionsRepository, type OpenSessionRow, type UserNames } from './sessions.repository.ts';

/** Name of the IdP session cookie (Okta's `sid`). */
export const SESSION_COOKIE = 'sid';

/** An IdP session (server-iface `IdpSession`). `sid` is the raw cookie value, set only on creation. */
export interface IdpSession {
  id: string;
  sid?: string;
  userId: string;
  login: string;
  createdAt: Date;
  expiresAt: Date;
  lastPasswordVerification: Date;
  amr: string[];
  /** The user's "first last" name, or the login when both are empty (the session object's `_links.user.name`). */
  displayName: string;
}

/** Longest step (ms) by which a read of the session may leave its idle expiry behind: see `slideGranularityMs`. */
export const MAX_SLIDE_GRANULARITY_MS = 60_000;

/**
 * How far (ms) the idle expiry may lag behind `now + idle` before a read of the session writes it forward: 1 % of
 * the idle lifetime, at most one minute (72 s would be 1 % of the default 120 min). Reading a session is then a
 * single SELECT, and a busy session is written at most about once per granularity instead of on every request. The
 * guarantees keep their meaning: the idle expiry never passes `last use + idle` nor the absolute expiry, and a
 * session used at `t` stays valid at least until `t + idle - granularity`. The explicit refresh
 * (`POST /api/v1/sessions/me/lifecycle/refresh`) always slides.
 */
export function slideGranularityMs(idleMs: number): number {
  return Math.min(MAX_SLIDE_GRANULARITY_MS, idleMs / 100);
}

/**
 * Runs after sessions were closed, with the ids (`102...`) of the sessions that went from open to closed
 * (never empty). The OIDC feature revokes the grants of those sessions.
 */
export type SessionsClosedListener = (sessionIds: string[]) => Promise<void>;

/**
 * Sessions (Okta Sessions API + `sid` cookie; design/authn-protocol.md §1.9): one-time session tokens
 * (5 min, stored hashed), sessions with an idle lifetime that slides on use and an absolute lifetime.
 */
export function createSessionsService(db: Db, config: Config, authChanges?: AuthChangeFeed) {
  const repo = createSessionsRepository(db);
  // Only with a feed of committed changes, i.e. PGlite in one process (db/auth-changes.ts); never on PostgreSQL.
  const cache = authChanges ? createSessionCache(authChanges) : undefined;
  const closedListeners: SessionsClosedListener[] = [];

  /** Awaits each listener in registration order; a listener's error rejects (fail closed). */
  async function notifyClosed(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const listener of closedListeners) await listener(ids);
  }

  function toSession(row: OpenSessionRow, sid?: string): IdpSession {
    const name = `${row.firstName} ${row.lastName}`.trim();
    return {
      id: row.id,
      ...(sid ? { sid } : {}),
      userId: row.userId,
      login: row.login,
      createdAt: row.createdAt,
      expiresAt: row.idleExpiresAt < row.maxExpiresAt ? row.idleExpiresAt : row.maxExpiresAt,
      lastPasswordVerification: row.lastPasswordVerification,
      amr: row.amr,
      displayName: name || row.login,
    };
  }

  /**
   * A new session token (256 random bits), its SHA-256 hash (all that is stored) and its expiry
   * (`authTime` + `sessionTokenTtlMs`).
   */
  function mintSessionToken(authTime: Date): { token: string; tokenHash: string; expiresAt: Date } {
    const token = randomToken(32);
    return {
      token,
      tokenHash: sha256(token),
      expiresAt: new Date(authTime.getTime() + config.sessionTokenTtlMs),
    };
  }

  return {
    /** Issues a one-time session token (256 bits, valid `sessionTokenTtlMs`) for a user who just authenticated. */
    async issueSessionToken(
      userId: string,
      amr: string[],
      authTime: Date,
    ): Promise<{ token: string; expiresAt: Date }> {
      const { token, tokenHash, expiresAt } = mintSessionToken(authTime);
      await repo.insertSessionToken({ tokenHash, userId, authTime, amr, expiresAt });
      return { token, expiresAt };
    },

    /** A session token not stored yet, for a caller that stores it in its own statement (a sign-in's writes). */
    mintSessionToken,

    /**
     * Redeems a session token once and opens a session; null when the token is unknown, used or expired,
     * or its user is no longer ACTIVE (locked or deactivated since the token was issued).
     */
    async redeemSessionToken(
      token: string,
      meta: { ip?: string; userAgent?: string },
    ): Promise<IdpSession | null> {
      const now = new Date();
      const redeemed = await repo.consumeSessionToken(sha256(token), now);
      if (!redeemed) return null;
      const sid = randomToken(32);
      const maxExpiresAt = new Date(now.getTime() + config.sessionMaxMs);
      const idleExpiresAt = new Date(Math.min(now.getTime() + config.sessionIdleMs, maxExpiresAt.getTime()));
      const names: UserNames | null = await repo.userNames(redeemed.userId);
      if (!names) return null;
      const row = {
        id: newId('102', 22),
        sidHash: sha256(sid),
        userId: redeemed.userId,
        createdAt: now,
        idleExpiresAt,
        maxExpiresAt,
        lastPasswordVerification: redeemed.authTime,
        amr: redeemed.amr,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        closedAt: null,
      };
      await repo.insertSession(row);
      return toSession({ ...row, ...names }, sid);
    },

    /**
     * The active session (of an ACTIVE user) for a raw `sid` cookie value; null when none. Slides the idle expiry
     * to `min(now + idle, absolute expiry)` when that moves it by more than `slideGranularityMs` (`always`: by any
     * amount, for the explicit refresh). On PostgreSQL every call reads the database, so a session closed or a user
     * locked on any node is refused by every node at once. A single-process PGlite server may answer from its
     * session cache (session-cache.ts), which every committed change of the session or its user empties first.
     */
    async findBySid(sid: string, slide: 'lazy' | 'always' = 'lazy'): Promise<IdpSession | null> {
      if (!sid || sid.length > 256) return null;
      const now = new Date();
      const sidHash = sha256(sid);
      let row = cache?.get(sidHash, now);
      if (!row) {
        const readAt = cache?.generation() ?? 0;
        row = (await repo.findOpen(sidHash)) ?? undefined;
        if (!row) return null;
        cache?.set(sidHash, row, readAt);
      }
      const target = Math.min(now.getTime() + config.sessionIdleMs, row.maxExpiresAt.getTime());
      const step = slide === 'always' ? 0 : slideGranularityMs(config.sessionIdleMs);
      if (target - row.idleExpiresAt.getTime() > step) {
        const stored = await repo.slideIdle(row.id, new Date(target));
        if (!stored) return null; // closed between the read and the write
        row = { ...row, idleExpiresAt: stored };
      }
      return toSession(row);
    },

    /** Closes a session by id (idempotent); runs the `onClosed` listeners when it was open. */
    async close(sessionId: string): Promise<void> {
      if (await repo.close(sessionId, new Date())) await notifyClosed([sessionId]);
    },

    /** Closes every open session of a user (account locked); runs the `onClosed` listeners. Returns the ids closed. */
    async closeAllForUser(userId: string): Promise<string[]> {
      const ids = await repo.closeAllForUser(userId, new Date());
      await notifyClosed(ids);
      return ids;
    },

    /** Registers a listener run whenever sessions close (see `SessionsClosedListener`). */
    onClosed(listener: SessionsClosedListener): void {
      closedListeners.push(listener);
    },

    /** Sets the `sid` cookie: HttpOnly, Path=/, SameSite=Lax (None + Secure when the issuer is https). */
    setCookie(reply: FastifyReply, sid: string): void {
      void reply.setCookie(SESSION_COOKIE, sid, {
        path: '/',
        httpOnly: true,
        secure: config.cookieSecure,
        sameSite: config.cookieSecure ? 'none' : 'lax',
      });
    },

    clearCookie(reply: FastifyReply): void {
      void reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        secure: config.cookieSecure,
        sameSite: config.cookieSecure ? 'none' : 'lax',
      });
    },

    readSid(request: FastifyRequest): string | undefined {
      const value = request.cookies[SESSION_COOKIE];
      return value ? value : undefined;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
