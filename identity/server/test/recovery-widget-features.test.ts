// GET /api/v1/authn/recovery/features: the recovery policy's switches, public and CORS-enabled for trusted origins.
import { describe, expect, it } from 'vitest';
import { build, trustOrigin } from './helper.ts';
import { pageSettings } from './hosted-support.ts';

const ctx = { actor: { id: 't', type: 'Test' } };
const SUITE = 'http://localhost:3000';
const PATH = '/api/v1/authn/recovery/features';

describe('GET /api/v1/authn/recovery/features', () => {
  it('answers the policy’s switches without credentials, follows a change, CORS for trusted origins only', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, SUITE);
    const first = await app.inject({ method: 'GET', url: PATH, headers: { origin: SUITE } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      selfServiceUnlock: false,
      emailRecovery: true,
      smsRecovery: false,
      callRecovery: false,
    });
    expect(first.headers['access-control-allow-origin']).toBe(SUITE);
    expect(first.headers['cache-control']).toBe('no-store');

    await services.recoveryPolicy.set({ selfServiceUnlock: true, call: true }, ctx);
    const after = await app.inject({ method: 'GET', url: PATH, headers: { origin: 'http://evil.test' } });
    expect(after.json()).toEqual({
      selfServiceUnlock: true,
      emailRecovery: true,
      smsRecovery: false,
      callRecovery: true,
    });
    expect(after.headers).not.toHaveProperty('access-control-allow-origin');
    // The same switches as the IdP's own hosted page.
    expect(pageSettings(await app.inject({ method: 'GET', url: '/login/default' })).features).toEqual(
      after.json(),
    );
  });

  it('is read-only: a write is refused with 405, not a 500', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ method: 'PUT', url: PATH, payload: { selfServiceUnlock: true } });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('errorCode');
  });
});
