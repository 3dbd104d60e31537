import type { PGlite } from '@electric-sql/pglite';

/** NOTIFY channel of the triggers of migration 050. */
const CHANNEL = 'idp_auth_changes';

/**
 * Changes that can end or alter an open session, as the triggers of migration 050 signal them at COMMIT: the id of
 * the user whose session or account changed, or `*` for "any" (a table was truncated).
 */
export interface AuthChangeFeed {
  /** Calls `listener` for every change; returns the unsubscribe function. */
  subscribe(listener: (userId: string) => void): () => void;
}

/**
 * Turns the triggers on for PGlite's one database session and listens to them. PGlite delivers a notification
 * while it reads the output of the query that committed, queueing the listener as a microtask ahead of that
 * query's caller: once a change is committed, no code of this process can see the state before it in a cache.
 * That holds because one process owns a PGlite database (data-dir-lock.ts); on PostgreSQL other nodes write too,
 * their notifications arrive late, and nothing may rely on them.
 */
export async function listenAuthChanges(client: PGlite): Promise<AuthChangeFeed> {
  const listeners = new Set<(userId: string) => void>();
  await client.exec(`SET idp.notify_auth_changes = 'on'`);
  await client.listen(CHANNEL, (payload) => {
    for (const listener of listeners) listener(payload);
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
