import { sql } from 'drizzle-orm';
import { run, type Db } from '../db/db.ts';

interface Row {
  descrizione: string;
  expires_at: Date | string | null;
  redeemed_at: Date | string | null;
}

/** A coupon as stored: its description, when it expires (null: never) and when it was redeemed (null: not yet). */
export interface StoredCoupon {
  descrizione: string;
  expiresAt: Date | null;
  redeemedAt: Date | null;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const toCoupon = (r: Row): StoredCoupon => ({
  descrizione: r.descrizione,
  expiresAt: date(r.expires_at),
  redeemedAt: date(r.redeemed_at),
});

/** SQL of `coupon` (migration 050): one-time codes stored as SHA-256 hashes. */
export const couponsRepository = {
  /** Stores a coupon unless one with the same hash exists (the seed runs it on every start). */
  async insert(db: Db, codeHash: string, descrizione: string, expiresAt: Date | null): Promise<void> {
    await run(
      db,
      sql`INSERT INTO coupon (code_hash, descrizione, expires_at) VALUES (${codeHash}, ${descrizione}, ${expiresAt})
          ON CONFLICT (code_hash) DO NOTHING`,
    );
  },

  /**
   * Spends a live coupon atomically (one winner under concurrency): the coupon when this call spent it; else the
   * stored row (used or expired) for the caller to say why, or null when the hash is unknown.
   */
  async redeem(
    db: Db,
    codeHash: string,
    now: Date,
  ): Promise<{ spent: boolean; coupon: StoredCoupon | null }> {
    const spent = await run(
      db,
      sql`UPDATE coupon SET redeemed_at = ${now}
          WHERE code_hash = ${codeHash} AND redeemed_at IS NULL AND (expires_at IS NULL OR expires_at > ${now})
          RETURNING descrizione, expires_at, redeemed_at`,
    );
    const row = spent.rows[0] as Row | undefined;
    if (row) return { spent: true, coupon: toCoupon(row) };
    const found = await run(
      db,
      sql`SELECT descrizione, expires_at, redeemed_at FROM coupon WHERE code_hash = ${codeHash}`,
    );
    const stored = found.rows[0] as Row | undefined;
    return { spent: false, coupon: stored ? toCoupon(stored) : null };
  },
};
