import type { AuthChangeFeed } from '../db/auth-changes.ts';
import type { OpenSessionRow } from './sessions.repository.ts';

/** Most sessions kept; beyond it the oldest entry is dropped (a miss only costs a read). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Open sessions of a single-process (PGlite) identity provider, by SHA-256 of their `sid`, so that reading a busy
 * session does not query the database each time. Correct only with a feed that reports every committed change of a
 * session or its user before any later code runs (db/auth-changes.ts: PGlite, never PostgreSQL):
 * - a change drops every entry of that user (`*`: all) and bumps `generation`;
 * - `set` stores a row only if no change came since the read began (`generation` unchanged), so a read that raced
 *   with a close never puts the closed session back;
 * - `get` answers only while both the idle and the absolute expiry are in the future.
 */
export function createSessionCache(feed: AuthChangeFeed, maxEntries = SESSION_CACHE_MAX_ENTRIES) {
  const entries = new Map<string, OpenSessionRow>();
  const byUser = new Map<string, Set<string>>();
  let generation = 0;

  function drop(sidHash: string): void {
    const row = entries.get(sidHash);
    if (!row) return;
    entries.delete(sidHash);
    const keys = byUser.get(row.userId);
    keys?.delete(sidHash);
    if (keys?.size === 0) byUser.delete(row.userId);
  }

  feed.subscribe((userId) => {
    generation++;
    if (userId === '*') {
      entries.clear();
      byUser.clear();
      return;
    }
    for (const sidHash of byUser.get(userId) ?? []) entries.delete(sidHash);
    byUser.delete(userId);
  });

  return {
    /** Changes seen so far; take it before reading the database and hand it to `set`. */
    generation: () => generation,

    /** The cached open session, or undefined when unknown or expired at `now`. */
    get(sidHash: string, now: Date): OpenSessionRow | undefined {
      const row = entries.get(sidHash);
      if (!row) return undefined;
      if (row.idleExpiresAt <= now || row.maxExpiresAt <= now) {
        drop(sidHash);
        return undefined;
      }
      return row;
    },

    /** Caches `row` read while the generation was `readAt`, unless a change came since. */
    set(sidHash: string, row: OpenSessionRow, readAt: number): void {
      if (readAt !== generation) return;
      drop(sidHash);
      if (entries.size >= maxEntries) drop(entries.keys().next().value!);
      entries.set(sidHash, row);
      let keys = byUser.get(row.userId);
      if (!keys) byUser.set(row.userId, (keys = new Set()));
      keys.add(sidHash);
    },

    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
