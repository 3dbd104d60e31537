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

  it('refuses an over-long token with 400 E0000001', async (t) => {
    const { app } = await build(t);
    const res = await app.inject({ method: 'GET', url: `/signin/reset-password/${'a'.repeat(300)}` });
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'E0000001']);
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
