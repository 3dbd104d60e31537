import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { adminCaller, causes, links } from './admin-support.ts';
import { build, seedUser, TEST_ISSUER } from './helper.ts';

const PASSWORD = 'Compliance!2026';
const q = (params: Record<string, string>) => `/api/v1/logs?${new URLSearchParams(params)}`;
type Event = {
  uuid: string;
  eventType: string;
  published: string;
  actor: { id: string };
  target: Array<{ id: string }>;
};

describe('System Log (/api/v1/logs)', () => {
  it('renders sign-in events with the user as actor, management events with the token, and filters them', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const user = await seedUser(services, {
      login: 'giulia@example.com',
      password: PASSWORD,
      firstName: 'Giulia',
      lastName: 'Rossi',
    });
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/authn',
        payload: { username: 'giulia@example.com', password },
        headers: { 'user-agent': 'Mozilla/5.0 test' },
      });
    await signIn(PASSWORD);
    await signIn('wrong');
    const origin = (
      await call('POST', '/api/v1/trustedOrigins', {
        name: 'A',
        origin: 'https://a.example',
        scopes: [{ type: 'CORS' }],
      })
    ).json();

    const success = await call(
      'GET',
      q({ filter: 'eventType eq "user.authentication.auth_via_password.success"' }),
    );
    expect(success.statusCode).toBe(200);
    expect(success.json()).toHaveLength(1);
    expect(success.json()[0]).toMatchObject({
      eventType: 'user.authentication.auth_via_password.success',
      version: '0',
      severity: 'INFO',
      actor: { id: user.id, type: 'User', alternateId: 'giulia@example.com', displayName: 'Giulia Rossi' },
      outcome: { result: 'SUCCESS' },
      client: { ipAddress: '127.0.0.1' },
    });
    expect(success.json()[0].uuid).toMatch(/^[0-9a-f-]{36}$/);

    const failures = (
      await call('GET', q({ filter: `outcome.result eq "FAILURE" and actor.id eq "${user.id}"` }))
    ).json();
    expect(failures.map((e: Event) => e.eventType)).toEqual([
      'user.authentication.auth_via_password.failure',
    ]);
    expect(failures[0]).toMatchObject({ severity: 'WARN', outcome: { result: 'FAILURE' } });

    const byTarget = (await call('GET', q({ filter: `target.id eq "${origin.id}"` }))).json();
    expect(byTarget).toHaveLength(1);
    expect(byTarget[0]).toMatchObject({
      eventType: 'trustedorigins.lifecycle.create',
      displayMessage: 'Trusted origin created',
      actor: { type: 'ApiToken', alternateId: 'test operator' },
      target: [{ id: origin.id, type: 'TrustedOrigin', alternateId: 'https://a.example', displayName: 'A' }],
      transaction: { type: 'WEB', detail: { requestApiTokenId: origin.createdBy } },
    });
    // The request event of the same call shares its transaction.
    const sameTx = (
      await call('GET', q({ filter: `transaction.id eq "${byTarget[0].transaction.id}"` }))
    ).json();
    expect(sameTx.map((e: Event) => e.eventType).sort()).toEqual([
      'system.api.request',
      'trustedorigins.lifecycle.create',
    ]);

    const either = q({
      filter:
        '(eventType sw "user.authentication" or eventType eq "trustedorigins.lifecycle.create") and not (outcome.result eq "FAILURE")',
    });
    expect((await call('GET', either)).json().map((e: Event) => e.eventType)).toEqual([
      'user.authentication.auth_via_password.success',
      'trustedorigins.lifecycle.create',
    ]);
    const keyword = (await call('GET', q({ q: 'GIULIA failure' }))).json();
    expect(keyword.map((e: Event) => e.eventType)).toEqual(['user.authentication.auth_via_password.failure']);
    expect(
      (
        await call('GET', q({ filter: 'actor.type eq "ApiToken" and target.type eq "TrustedOrigin"' }))
      ).json(),
    ).toHaveLength(1);
  });

  it('reads events recorded before actors existed, by time window, in both orders, page by page', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const user = await seedUser(services, { login: 'marco@example.com', password: PASSWORD });
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await services.db.insert(auditLog).values(
      [10, 5, 4, 3, 2].map((ago, i) => ({
        type: i === 0 ? 'user.session.start' : 'user.session.end',
        userId: user.id,
        ip: '10.0.0.1',
        details: { n: i },
        createdAt: new Date(now - ago * day),
      })),
    );
    const legacy = { filter: `actor.id eq "${user.id}"` };
    const recent = (await call('GET', q(legacy))).json();
    expect(
      recent.map((e: Event & { debugContext: { debugData: { n: number } } }) => e.debugContext.debugData.n),
    ).toEqual([1, 2, 3, 4]);
    expect(recent[0]).toMatchObject({
      actor: { type: 'User', alternateId: 'marco@example.com' },
      target: [],
    });
    const since = new Date(now - 11 * day).toISOString();
    const until = new Date(now - 2.5 * day).toISOString();
    const bounded = (await call('GET', q({ ...legacy, since, until, sortOrder: 'DESCENDING' }))).json();
    expect(
      bounded.map((e: Event & { debugContext: { debugData: { n: number } } }) => e.debugContext.debugData.n),
    ).toEqual([3, 2, 1, 0]);

    const pages: number[][] = [];
    let url: string | undefined = q({ ...legacy, since, until, limit: '3' });
    while (url) {
      const res = await call('GET', url);
      pages.push(
        res
          .json()
          .map((e: Event & { debugContext: { debugData: { n: number } } }) => e.debugContext.debugData.n),
      );
      url = links(res).next?.slice(TEST_ISSUER.length);
    }
    expect(pages).toEqual([[0, 1, 2], [3]]);

    // A polling query (no until, ascending) always offers a next page, which holds only newer events.
    const poll = await call('GET', q({ ...legacy, since }));
    const next = links(poll).next!;
    expect(next).toContain('after=');
    expect((await call('GET', next.slice(TEST_ISSUER.length))).json()).toEqual([]);
    await services.audit.record({ type: 'user.session.end', userId: user.id });
    const later = await call('GET', next.slice(TEST_ISSUER.length));
    expect(later.json().map((e: Event) => e.eventType)).toEqual(['user.session.end']);
    expect(links(later).next).toBeDefined();
  });

  it('refuses bad parameters and filters with the protocol errors', async (t) => {
    const { app, services } = await build(t);
    const call = await adminCaller(app, services);
    const bad = await call('GET', q({ since: 'last tuesday' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'E0000001', errorSummary: 'Api validation failed: since' });
    expect(causes(bad)[0]).toMatch(/^since: The date is not valid/);
    expect((await call('GET', q({ until: '2026-02-30T25:00:00Z' }))).json().errorCode).toBe('E0000001');
    expect((await call('GET', q({ sortOrder: 'RANDOM' }))).json().errorSummary).toBe(
      'Api validation failed: sortOrder',
    );
    const syntax = await call('GET', q({ filter: 'eventType eqq "x"' }));
    expect(syntax.json()).toMatchObject({ errorCode: 'E0000053' });
    expect(syntax.json().errorSummary).toContain("Unrecognized operator 'eqq'");
    expect((await call('GET', q({ filter: 'published gt "2020"' }))).json().errorSummary).toBe(
      'Invalid filter field is not valid: published',
    );
    expect((await call('GET', q({ filter: 'outcome.result co "FAIL"' }))).json().errorCode).toBe('E0000031');
    const many = await call('GET', q({ limit: '5000' }));
    expect(many.statusCode).toBe(200);
    expect(links(many).self).toContain('limit=5000');
  });
});
