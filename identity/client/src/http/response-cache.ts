import { storageOrMemory } from '../browser/web-storage.ts';

/** localStorage key of the response cache (okta-auth-js 1.17.1 `CACHE_STORAGE_NAME`). */
export const CACHE_STORAGE_KEY = 'okta-cache-storage';
/** Default life of a cached response, s (spec §9 "Cache duration (SDK)"). */
export const CACHE_DURATION_S = 86400;

interface CacheEntry {
  /** Unix time, s. */
  expiresAt: number;
  response: unknown;
}

function readAll(): Record<string, CacheEntry> {
  try {
    const raw = storageOrMemory('localStorage').getItem(CACHE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, CacheEntry>) : {};
  } catch {
    return {};
  }
}

function writeAll(entries: Record<string, CacheEntry>): void {
  try {
    storageOrMemory('localStorage').setItem(CACHE_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // A full or blocked storage only costs a refetch.
  }
}

/** The cached response for `url` while it has not expired. */
export function getCachedResponse(url: string, nowS = Math.floor(Date.now() / 1000)): unknown {
  const entry = readAll()[url];
  return entry && entry.expiresAt > nowS ? entry.response : undefined;
}

/** Caches `response` for `url` for {@link CACHE_DURATION_S} seconds. */
export function cacheResponse(url: string, response: unknown, nowS = Math.floor(Date.now() / 1000)): void {
  const entries = readAll();
  entries[url] = { expiresAt: nowS + CACHE_DURATION_S, response };
  writeAll(entries);
}

/** Drops the cached response for `url` (e.g. a JWKS without the wanted key id). */
export function evictCachedResponse(url: string): void {
  const entries = readAll();
  if (url in entries) {
    delete entries[url];
    writeAll(entries);
  }
}
