import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build, openSession, seedUser, trustOrigin } from './helper.ts';

// Session lookups made at the same time share one query (src/sessions/sessions.repository.ts findOpen): each
// request must still get its own session, or none.

const PASSWORD = 'correct horse battery';
const SUITE = 'http://localhost:3000';

const signIn = (app: FastifyInstance, login: string) => openSession(app, login, PASSWORD, SUITE);

describe('concurrent session lookups', () => {
  it('answer each request with its own session, or 404', async (t) => {
    const { app, services } = await build(t);
    await trustOrigin(services, SUITE);
    const users = await Promise.all(
      ['a', 'b', 'c'].map((n) => seedUser(services, { login: `${n}@example.com`, password: PASSWORD })),
    );
    const sids = await Promise.all(users.map((u) => signIn(app, u.login)));
    await app.inject({ method: 'DELETE', url: '/api/v1/sessions/me', cookies: { sid: sids[2]! } });
    const asked = [sids[0]!, sids[1]!, sids[2]!, 'unknown', sids[1]!, sids[0]!];
    const answers = await Promise.all(
      asked.map((sid) => app.inject({ url: '/api/v1/sessions/me', cookies: { sid } })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, 404, 200, 200]);
    const ids = (i: number) => answers[i]!.json().userId;
    expect([ids(0), ids(1), ids(4), ids(5)]).toEqual([
      users[0]!.id,
      users[1]!.id,
      users[1]!.id,
      users[0]!.id,
    ]);
  });
});
