import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build, openSession, seedUser, trustOrigin } from './helper.ts';

// The idle expiry slides on use, but a read writes it only when it moves by more than the slide granularity
// (1 % of the idle lifetime, at most 60 s; src/sessions/sessions.service.ts slideGranularityMs).

const LOGIN = 'ada@example.com';
const PASSWORD = 'lovelace lovelace 1815';
const SUITE = 'http://localhost:3000';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function sessionFor(t: Parameters<typeof build>[0], sessionIdleMs: number) {
  const { app, services } = await build(t, { sessionIdleMs });
  await seedUser(services, { login: LOGIN, password: PASSWORD });
  await trustOrigin(services, SUITE);
  return { app, sid: await openSession(app, LOGIN, PASSWORD, SUITE) };
}

async function me(app: FastifyInstance, sid: string): Promise<{ status: number; expiresAt: number }> {
  const res = await app.inject({ url: '/api/v1/sessions/me', cookies: { sid } });
  return { status: res.statusCode, expiresAt: res.statusCode === 200 ? Date.parse(res.json().expiresAt) : 0 };
}

describe('sliding idle expiry', () => {
  it('a read within the granularity leaves the stored expiry alone', async (t) => {
    const { app, sid } = await sessionFor(t, 60_000); // granularity 600 ms
    const first = await me(app, sid);
    await sleep(50);
    const second = await me(app, sid);
    expect(second.status).toBe(200);
    expect(second.expiresAt).toBe(first.expiresAt);
  });

  it('a read past the granularity slides the expiry to now + idle', async (t) => {
    const { app, sid } = await sessionFor(t, 10_000); // granularity 100 ms
    const first = await me(app, sid);
    await sleep(250);
    const before = Date.now();
    const second = await me(app, sid);
    expect(second.expiresAt).toBeGreaterThan(first.expiresAt + 100);
    expect(second.expiresAt).toBeGreaterThanOrEqual(before + 10_000 - 100);
    expect(second.expiresAt).toBeLessThanOrEqual(Date.now() + 10_000);
  });

  it('a session in use outlives its idle lifetime; unused, it expires', async (t) => {
    const { app, sid } = await sessionFor(t, 1000); // granularity 10 ms
    for (let i = 0; i < 6; i++) {
      await sleep(300);
      expect((await me(app, sid)).status).toBe(200);
    }
    await sleep(1300);
    expect((await me(app, sid)).status).toBe(404);
  });
});
