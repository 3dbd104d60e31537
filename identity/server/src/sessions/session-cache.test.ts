import { describe, expect, it } from 'vitest';
import type { AuthChangeFeed } from '../db/auth-changes.ts';
import type { OpenSessionRow } from './sessions.repository.ts';
import { createSessionCache } from './session-cache.ts';

function feed() {
  let listener: (userId: string) => void = () => {};
  const f: AuthChangeFeed = {
    subscribe(l) {
      listener = l;
      return () => {};
    },
  };
  return { f, change: (userId: string) => listener(userId) };
}

const NOW = new Date('2026-01-01T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

function row(id: string, userId: string, idleMs = 60_000, maxMs = 3_600_000): OpenSessionRow {
  return {
    id,
    userId,
    createdAt: NOW,
    idleExpiresAt: later(idleMs),
    maxExpiresAt: later(maxMs),
    lastPasswordVerification: NOW,
    amr: ['pwd'],
    login: `${userId}@example.com`,
    firstName: 'A',
    lastName: 'B',
  };
}

describe('createSessionCache', () => {
  it('answers a cached session until its idle or absolute expiry', () => {
    const { f } = feed();
    const cache = createSessionCache(f);
    cache.set('h1', row('s1', 'u1', 1000), cache.generation());
    cache.set('h2', row('s2', 'u1', 60_000, 2000), cache.generation());
    expect(cache.get('h1', NOW)?.id).toBe('s1');
    expect(cache.get('h1', later(1000))).toBeUndefined();
    expect(cache.get('h2', later(1999))?.id).toBe('s2');
    expect(cache.get('h2', later(2000))).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("drops every session of a user on that user's change, and everything on '*'", () => {
    const { f, change } = feed();
    const cache = createSessionCache(f);
    cache.set('a1', row('s1', 'ua'), 0);
    cache.set('a2', row('s2', 'ua'), 0);
    cache.set('b1', row('s3', 'ub'), 0);
    change('ua');
    expect(cache.get('a1', NOW)).toBeUndefined();
    expect(cache.get('a2', NOW)).toBeUndefined();
    expect(cache.get('b1', NOW)?.id).toBe('s3');
    change('*');
    expect(cache.get('b1', NOW)).toBeUndefined();
  });

  it('never stores a row read before a change (a read that raced with a close)', () => {
    const { f, change } = feed();
    const cache = createSessionCache(f);
    const readAt = cache.generation();
    change('somebody-else');
    cache.set('h', row('s', 'u'), readAt);
    expect(cache.get('h', NOW)).toBeUndefined();
    cache.set('h', row('s', 'u'), cache.generation());
    expect(cache.get('h', NOW)?.id).toBe('s');
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { f, change } = feed();
    const cache = createSessionCache(f, 2);
    cache.set('h1', row('s1', 'u1'), 0);
    cache.set('h2', row('s2', 'u2'), 0);
    cache.set('h3', row('s3', 'u1'), 0);
    expect(cache.size()).toBe(2);
    expect(cache.get('h1', NOW)).toBeUndefined();
    change('u1');
    expect(cache.size()).toBe(1);
    expect(cache.get('h2', NOW)?.id).toBe('s2');
  });
});
