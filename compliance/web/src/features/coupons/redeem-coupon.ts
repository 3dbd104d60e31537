/** The suite API's coupon redemption (compliance/api coupons.routes.ts). */
export const REDEEM_COUPON_PATH = '/api/coupon/riscatto';

/** What a redemption gives: the coupon's description, or the Italian message to show. */
export type RedeemResult = { ok: true; descrizione: string } | { ok: false; message: string };

const UNREACHABLE = 'Non è stato possibile verificare il coupon: riprova tra qualche istante.';

/**
 * Redeems a coupon code (`POST /api/coupon/riscatto {code}`, no sign-in needed). Never rejects: an error of the
 * API resolves with its `errorSummary` (Italian: unknown, used, expired code); a network failure or an answer
 * of another shape with a generic message.
 */
export async function redeemCoupon(code: string, fetchImpl: typeof fetch = fetch): Promise<RedeemResult> {
  try {
    const res = await fetchImpl(REDEEM_COUPON_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ code }),
    });
    const body = (await res.json()) as { descrizione?: unknown; errorSummary?: unknown };
    if (res.ok && typeof body.descrizione === 'string') return { ok: true, descrizione: body.descrizione };
    if (!res.ok && typeof body.errorSummary === 'string') return { ok: false, message: body.errorSummary };
    return { ok: false, message: UNREACHABLE };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}
