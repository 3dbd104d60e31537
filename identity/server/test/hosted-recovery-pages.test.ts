// The pages recovery emails link to: /signin/reset-password/{token} and /signin/user-unlock/{token}.
import { describe, expect, it } from 'vitest';
import { build } from './helper.ts';
import { cspDirectives, pageSettings } from './hosted-support.ts';

const ctx = { actor: { id: 't', type: 'Test' } };

describe('hosted recovery pages', () => {
  it('start the widget on the link’s recovery token, with the recovery policy’s features', async (t) => {
    const { app, services } = await build(t);
    for (const path of ['/signin/reset-password', '/signin/user-unlock']) {
      const res = await app.inject({ method: 'GET', url: `${path}/Abc123` });
      expect(res.statusCode, path).toBe(200);
      expect(pageSettings(res)).toMatchObject({
        recoveryToken: 'Abc123',
        features: { emailRecovery: true, smsRecovery: false, callRecovery: false, selfServiceUnlock: false },
        next: { action: '/login/default', fields: [] },
      });
      expect(cspDirectives(res)['frame-ancestors']).toBe("'none'");
    }
    await services.recoveryPolicy.set({ sms: true, selfServiceUnlock: true }, ctx);
    const after = pageSettings(await app.inject({ method: 'GET', url: '/login/default' }));
    expect(after.features).toMatchObject({ smsRecovery: true, selfServiceUnlock: true });
    expect(after).not.toHaveProperty('recoveryToken');
  });

  it('refuses a token that cannot be ours with 400 E0000001: the Okta error as JSON, the link notice page in a browser', async (t) => {
    const { app } = await build(t);
    const html = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'it-IT,it;q=0.9' };
    for (const path of ['/signin/reset-password', '/signin/user-unlock']) {
      // over the router's param limit (100, refused before routing), over the schema's 256, and empty
      for (const token of ['a'.repeat(101), 'a'.repeat(300), '']) {
        const url = `${path}/${token}`;
        const json = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        expect([json.statusCode, json.json().errorCode], url).toEqual([400, 'E0000001']);
        const page = await app.inject({ method: 'GET', url, headers: html });
        expect([page.statusCode, page.headers['content-type']], url).toEqual([
          400,
          'text/html; charset=utf-8',
        ]);
        expect(page.body).toContain('<html lang="it">');
        expect(page.body).toContain('<h1>Questo link non può essere usato</h1>');
        expect(page.body).toContain('<code>E0000001</code>');
        expect(page.body).toContain('<a href="/login/default">Torna all’accesso</a>');
        expect(page.headers['x-frame-options']).toBe('DENY');
        expect(page.headers['x-request-id']).toBeTruthy();
        if (token) expect(page.body).not.toContain(token);
        // no Accept at all is a browser too (as for the activation link)
        const bare = await app.inject({ method: 'GET', url });
        expect([bare.statusCode, bare.headers['content-type']], url).toEqual([
          400,
          'text/html; charset=utf-8',
        ]);
        expect(bare.body).toContain('<h1>This link cannot be used</h1>');
      }
      const longest = await app.inject({ method: 'GET', url: `${path}/${'a'.repeat(100)}`, headers: html });
      expect(longest.statusCode).toBe(200);
      expect(pageSettings(longest)).toMatchObject({ recoveryToken: 'a'.repeat(100) });
    }
  });

  it('a used or unknown token still opens the hosted sign-in page (HTML), whose widget says why', async (t) => {
    const { app } = await build(t);
    for (const path of ['/signin/reset-password', '/signin/user-unlock']) {
      const page = await app.inject({
        method: 'GET',
        url: `${path}/${'b'.repeat(40)}`,
        headers: { accept: 'text/html', 'accept-language': 'it' },
      });
      expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      expect(page.body).toContain('<html lang="it">');
      expect(pageSettings(page)).toMatchObject({ recoveryToken: 'b'.repeat(40), language: 'it' });
    }
  });
});
