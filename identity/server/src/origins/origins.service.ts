import type { Db } from '../db/db.ts';
import { createOriginsRepository } from './origins.repository.ts';

/**
 * The canonical form of an origin (`scheme://host[:port]`, lower-case, default port dropped), or null when
 * `input` is not an http(s) origin (it has a path, query, fragment or credentials, or is not a URL).
 */
export function normalizeOrigin(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' || /^[a-z]+:\/\/[^/]+\/./i.test(input)) return null;
  return url.origin;
}

/** Trusted origins (Okta "Trusted Origins"): which origins may call with credentials and be redirected to. */
export function createOriginsService(db: Db) {
  const repo = createOriginsRepository(db);
  return {
    /** true when `origin` (exact `Origin` header or URL origin) is trusted for `use`. */
    async isTrusted(origin: string, use: 'cors' | 'redirect'): Promise<boolean> {
      const canonical = normalizeOrigin(origin);
      if (canonical === null || canonical !== origin.replace(/\/$/, '')) return false;
      return repo.find(canonical, use);
    },
    /**
     * Trusts an origin for CORS and redirects (both by default).
     * @throws Error when `origin` is not an http(s) origin. Returns the canonical origin and whether it was new.
     */
    async add(
      origin: string,
      uses: { cors?: boolean; redirect?: boolean } = {},
    ): Promise<{ origin: string; created: boolean }> {
      const canonical = normalizeOrigin(origin);
      if (canonical === null) throw new Error(`Invalid origin "${origin}": expected scheme://host[:port]`);
      const created = await repo.upsert(canonical, uses.cors ?? true, uses.redirect ?? true);
      return { origin: canonical, created };
    },
    list: () => repo.list(),
  };
}

export type OriginsService = ReturnType<typeof createOriginsService>;
