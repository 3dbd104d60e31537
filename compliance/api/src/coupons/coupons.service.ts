import { createHash } from 'node:crypto';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { couponsRepository } from './coupons.repository.ts';

/** The demo coupon the demo seed creates (documented in docs/demo.md): one use, no expiry. */
export const DEMO_COUPON = {
  code: 'BENVENUTO-2026',
  descrizione: 'Coupon dimostrativo della Suite Compliance',
};

/** The normalised form of a code as typed: trimmed, inner spaces removed, upper case. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();
const hashOf = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');

/**
 * Coupons of the welcome page (spec compliance-suite.md §4: 'Hai un coupon?' / 'Usalo!' → /welcome). A code is
 * redeemed once; the page then lets the person register through the sign-in widget.
 */
export function createCouponsService(db: Db, audit: AuditService) {
  return {
    /** Stores a coupon (idempotent by code). */
    create: (code: string, descrizione: string, expiresAt: Date | null = null) =>
      couponsRepository.insert(db, hashOf(code), descrizione, expiresAt),

    /**
     * Redeems a code: `{descrizione}` of the coupon, now spent. @throws ApiError 404 E0000070 unknown code,
     * 409 E0000071 already used, 410 E0000072 expired.
     */
    async redeem(code: string, ip: string): Promise<{ descrizione: string }> {
      const normal = normaliseCode(code);
      if (!/^[A-Z0-9-]{4,64}$/.test(normal)) throw new ApiError('E0000070');
      const hash = hashOf(normal);
      return db.transaction(async (tx) => {
        const { spent, coupon } = await couponsRepository.redeem(tx as unknown as Db, hash, new Date());
        if (!coupon) throw new ApiError('E0000070');
        if (!spent) throw new ApiError(coupon.redeemedAt ? 'E0000071' : 'E0000072');
        // The hash prefix names the coupon in the log without revealing the code.
        await audit.record(tx as unknown as Db, 'anonimo', {
          action: 'coupon.redeem',
          entity: 'coupon',
          entityId: hash.slice(0, 12),
          before: null,
          after: { redeemedFrom: ip },
        });
        return { descrizione: coupon.descrizione };
      });
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
