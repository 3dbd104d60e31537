import { describe, expect, it } from 'vitest';
import { adminAuth, build, TEST_ISSUER } from './helper.ts';

describe('management API authentication (SSWS API tokens)', () => {
  it('answers 401 E0000011 without a token, with a malformed, unknown or revoked one', async (t) => {
    const { app, services } = await build(t);
    const { token, record } = await services.apiTokens.create('ci');
    await services.apiTokens.create('other');
    await services.apiTokens.revoke(record.id);
    for (const authorization of [
      undefined,
      'SSWS',
      `Bearer ${token}`,
      'SSWS 00notatokenthatexistsanywhere000000000000',
      `SSWS ${token}`, // revoked
    ]) {
      const res = await app.inject({
        url: '/api/v1/api-tokens',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'E0000011', errorSummary: 'Invalid token provided' });
    }
  });

  it('creates a token once (value shown only then), lists it with its last use, and revokes it', async (t) => {
    const { app, services } = await build(t);
    const headers = await adminAuth(services);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/api-tokens',
      headers,
      payload: { name: '  deploy bot ' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.token).toMatch(/^00[0-9A-Za-z]{40}$/);
    expect(body).toMatchObject({ name: 'deploy bot', lastUsed: null });
    expect(body._links.self.href).toBe(`${TEST_ISSUER}/api/v1/api-tokens/${body.id}`);

    const own = { authorization: `SSWS ${body.token}` };
    const current = await app.inject({ url: '/api/v1/api-tokens/current', headers: own });
    expect(current.json()).toMatchObject({ id: body.id, name: 'deploy bot' });
    expect(current.json().lastUsed).not.toBeNull();
    expect(current.json().token).toBeUndefined();

    const list = await app.inject({ url: '/api/v1/api-tokens', headers });
    expect(list.json().map((x: { name: string }) => x.name)).toEqual(['test operator', 'deploy bot']);
    expect(JSON.stringify(list.json())).not.toContain(body.token);

    const revoked = await app.inject({ method: 'DELETE', url: `/api/v1/api-tokens/${body.id}`, headers });
    expect(revoked.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/v1/api-tokens/current', headers: own })).statusCode).toBe(401);
    const again = await app.inject({ method: 'DELETE', url: `/api/v1/api-tokens/${body.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe('E0000007');
  });

  it('refuses a blank name with 400 E0000001 naming the field', async (t) => {
    const { app, services } = await build(t);
    const headers = await adminAuth(services);
    for (const name of ['   ', '', 'x'.repeat(101)]) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/api-tokens', headers, payload: { name } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('E0000001');
      expect(res.json().errorCauses[0].errorSummary).toMatch(/^name: /);
    }
  });

  it('refuses a token sent by a web page of another origin (403 E0000006)', async (t) => {
    const { app, services } = await build(t);
    const headers = { ...(await adminAuth(services)), origin: 'http://localhost:3000' };
    const res = await app.inject({ url: '/api/v1/api-tokens', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('E0000006');
  });

  it('audits every authenticated request: who, what and when', async (t) => {
    const { app, services } = await build(t);
    const headers = await adminAuth(services);
    await app.inject({ url: '/api/v1/api-tokens', headers });
    await app.inject({ url: '/api/v1/api-tokens/00Tnothere', headers });
    await app.inject({ url: '/api/v1/api-tokens' }); // unauthenticated: nothing done, nothing recorded
    const events = (await services.audit.list()).filter((e) => e.type === 'system.api.request').reverse();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      actor: { type: 'ApiToken', alternateId: 'test operator' },
      details: { method: 'GET', route: '/api/v1/api-tokens', status: 200 },
    });
    expect(events[1]).toMatchObject({
      details: { route: '/api/v1/api-tokens/:tokenId', params: { tokenId: '00Tnothere' }, status: 404 },
    });
    expect(events[0]!.createdAt).toBeInstanceOf(Date);
  });
});
