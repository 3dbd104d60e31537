import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { sha256 } from '../lib/crypto.ts';
import { usernameKey } from '../lib/username-key.ts';
import type { Metrics } from '../metrics/metrics.service.ts';
import { createRateLimitRepository, type BucketRequest, type BucketState } from './rate-limit.repository.ts';

/** Which bucket refused a request. */
export type BucketKind = 'username' | 'ip';

/** Who is asking: the client IP (always) and the username the request is about (when it names one). */
export interface RateLimitSubject {
  ip: string;
  username?: string;
}

/**
 * The outcome of one request against its buckets, in the terms of Okta's headers (design/authn-protocol.md
 * §1.8): `limit` = the bucket's capacity, `remaining` = whole requests left, `resetAt` = epoch seconds when the
 * bucket is full again. The reported bucket is the one that refused, else the one with the fewest requests left.
 */
export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetAt: number;
  /** Seconds until a request would get through (refused requests only; `Retry-After`). */
  retryAfter?: number;
  refusedBy?: BucketKind;
}

/**
 * Rate limits of the sign-in endpoints: a token bucket per username and one per client IP for each endpoint
 * family (`authn`, `recovery`, ...), kept in the database so that they hold across nodes. Refused requests do
 * not take a token.
 */
export function createRateLimitService(db: Db, policy: Config['rateLimit'], metrics: Metrics) {
  const repo = createRateLimitRepository(db);
  return {
    /** Takes one request from `subject`'s buckets for `endpoint` (one SQL statement). */
    async consume(endpoint: string, subject: RateLimitSubject): Promise<RateLimitResult> {
      const kinds = new Map<string, BucketKind>();
      const requests: BucketRequest[] = [];
      const add = (kind: BucketKind, key: string) => {
        kinds.set(key, kind);
        requests.push({ key, ...policy[kind] });
      };
      add('ip', sha256(`${endpoint}:ip:${subject.ip}`));
      if (subject.username) add('username', usernameKey(`${endpoint}:username`, subject.username));
      const states = await repo.take(requests);
      const refused = states.filter((s) => !s.allowed);
      for (const s of refused) metrics.rateLimited(endpoint, kinds.get(s.key)!);
      const report = refused.length > 0 ? latestRetry(refused) : fewestLeft(states);
      return {
        allowed: refused.length === 0,
        limit: report.burst,
        remaining: Math.max(0, Math.floor(report.tokens)),
        resetAt: Math.ceil(report.fullAt.getTime() / 1000),
        ...(refused.length > 0 ? { retryAfter: retryAfter(report), refusedBy: kinds.get(report.key)! } : {}),
      };
    },

    /** Deletes the buckets that are full again; run now and then (the rate-limit plugin runs it every minute). */
    prune: () => repo.prune(),
  };
}

function retryAfter(s: BucketState): number {
  return Math.max(1, Math.ceil((1 - s.tokens) / s.perSecond));
}

function latestRetry(states: BucketState[]): BucketState {
  return states.reduce((a, b) => (retryAfter(b) > retryAfter(a) ? b : a));
}

function fewestLeft(states: BucketState[]): BucketState {
  return states.reduce((a, b) => (Math.floor(b.tokens) < Math.floor(a.tokens) ? b : a));
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
