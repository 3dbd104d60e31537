import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Suite } from '../src/app.ts';
import { run } from '../src/db/db.ts';
import { DEMO_COUPON } from '../src/coupons/coupons.service.ts';
import { buildTestSuite, startLocalIdp, type LocalIdp } from './helper.ts';

let idp: LocalIdp;
let suite: Suite;

beforeAll(async () => {
  idp = await startLocalIdp();
  // The demo bank (small, no documents) brings the demo coupon.
  suite = await buildTestSuite({ SUITE_IDP_URL: idp.url, SUITE_DEMO_DOCUMENTS: 'false' });
});
afterAll(async () => {
  await suite.app.close();
  await idp.close();
});

const redeem = (payload: unknown) =>
  suite.app.inject({ method: 'POST', url: '/api/coupon/riscatto', payload: payload as object });
const errorOf = (res: Awaited<ReturnType<typeof redeem>>) => [res.statusCode, res.json().errorCode];

describe('POST /api/coupon/riscatto', () => {
  it('redeems the demo coupon once (spaces and case ignored), then answers E0000071; audited without the code', async () => {
    const res = await redeem({ code: ` ${DEMO_COUPON.code.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ descrizione: DEMO_COUPON.descrizione });
    const again = await redeem({ code: DEMO_COUPON.code });
    expect(errorOf(again)).toEqual([409, 'E0000071']);
    expect(again.json().errorSummary).toBe(
      'Questo coupon è già stato usato: ogni coupon vale una sola volta.',
    );
    const stored = await run(suite.handle.db, sql`SELECT code_hash FROM coupon`);
    expect(JSON.stringify(stored.rows)).not.toContain(DEMO_COUPON.code);
    const audit = await run(
      suite.handle.db,
      sql`SELECT actor, entity_id, after FROM audit_log WHERE action = 'coupon.redeem'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows)).not.toContain(DEMO_COUPON.code);
  });

  it('404 E0000070 for an unknown or malformed code, 410 E0000072 for an expired one, 400 for a bad body', async () => {
    const unknown = await redeem({ code: 'NON-ESISTE-99' });
    expect(errorOf(unknown)).toEqual([404, 'E0000070']);
    expect(unknown.json().errorSummary).toBe(
      'Codice coupon non valido: controlla di averlo scritto correttamente.',
    );
    expect(errorOf(await redeem({ code: '<script>' }))).toEqual([404, 'E0000070']);
    await suite.services.coupons.create('SCADUTO-2025', 'Vecchio coupon', new Date(Date.now() - 60_000));
    expect(errorOf(await redeem({ code: 'SCADUTO-2025' }))).toEqual([410, 'E0000072']);
    expect(errorOf(await redeem({}))).toEqual([400, 'E0000001']);
    expect(errorOf(await redeem({ code: 'x'.repeat(65) }))).toEqual([400, 'E0000001']);
    expect(errorOf(await redeem({ code: { a: 1 } }))).toEqual([400, 'E0000001']);
  });

  it('one winner when the same coupon is redeemed twice at once', async () => {
    await suite.services.coupons.create('DOPPIO-2026', 'Coupon conteso');
    const answers = await Promise.all([redeem({ code: 'DOPPIO-2026' }), redeem({ code: 'DOPPIO-2026' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
