import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { rateLimitBuckets as b } from './tables.ts';

/** One bucket to take a token from: its key and policy (refill per second, capacity). */
export interface BucketRequest {
  key: string;
  perSecond: number;
  burst: number;
}

/** A bucket after the take: whether the request got a token, tokens left, and when it is full again. */
export interface BucketState {
  key: string;
  allowed: boolean;
  tokens: number;
  burst: number;
  perSecond: number;
  /** Database time of this take. */
  refilledAt: Date;
  fullAt: Date;
}

// In ON CONFLICT DO UPDATE, `excluded` is the row proposed for insertion: its policy is the current one and
// its refilled_at is the database clock of this statement.
const now = sql.raw('excluded.refilled_at');
const rate = sql.raw('excluded.rate');
const burst = sql.raw('excluded.burst');
const elapsed = sql`greatest(0, extract(epoch from (${now} - ${b.refilledAt})))`;
const available = sql`least(${burst}, ${b.tokens} + ${elapsed} * ${rate})`;
const left = sql`(CASE WHEN ${available} >= 1 THEN ${available} - 1 ELSE ${available} END)`;
// A statement that waited for the row lock may carry an older clock than the row: time never goes back.
const clock = sql`greatest(${b.refilledAt}, ${now})`;

/** SQL access to `rate_limit_buckets` (token buckets shared by every node). */
export function createRateLimitRepository(db: Db) {
  // One named prepared statement for any number of buckets: the requests arrive as three parallel arrays.
  const takeTokens = db
    .insert(b)
    .select(
      sql`SELECT k, r.burst - 1, r.rate, r.burst, clock_timestamp(),
            clock_timestamp() + (1 / r.rate) * interval '1 second', true
          FROM unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('rates')}::float8[],
                      ${sql.placeholder('bursts')}::float8[]) AS r(k, rate, burst)
          ORDER BY k`,
    )
    .onConflictDoUpdate({
      target: b.key,
      set: {
        tokens: left,
        allowed: sql`${available} >= 1`,
        refilledAt: clock,
        fullAt: sql`${clock} + ((${burst} - ${left}) / ${rate}) * interval '1 second'`,
        rate,
        burst,
      },
    })
    .returning()
    .prepare('idp_rate_limit_take');
  return {
    /**
     * Takes one token from each bucket in ONE statement (INSERT ... ON CONFLICT DO UPDATE): the row lock
     * serialises concurrent requests on every node, and each sees the tokens the previous one left, so
     * parallel requests can never get more than `burst` + refill through. A bucket without a token is left
     * as is (a refused request costs nothing). Rows are locked in key order so two statements never deadlock.
     */
    async take(requests: BucketRequest[]): Promise<BucketState[]> {
      const sorted = [...requests].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
      const rows = await takeTokens.execute({
        keys: sorted.map((r) => r.key),
        rates: sorted.map((r) => r.perSecond),
        bursts: sorted.map((r) => r.burst),
      });
      return rows.map((r) => ({
        key: r.key,
        allowed: r.allowed,
        tokens: r.tokens,
        burst: r.burst,
        perSecond: r.rate,
        refilledAt: r.refilledAt,
        fullAt: r.fullAt,
      }));
    },

    /** Deletes the buckets that are full again (they hold no information). Returns how many. */
    async prune(): Promise<number> {
      const rows = await db
        .delete(b)
        .where(lt(b.fullAt, sql`now()`))
        .returning({ key: b.key });
      return rows.length;
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
