import { describe, expect, it } from 'vitest';
import { adminCaller } from './admin-support.ts';
import { authorizeUrl, setup, signIn } from './oidc-support.ts';

const ORIGIN = 'http://localhost:3000';

describe('trusted origins take effect at once', () => {
  it('an inactive or deleted origin stops CORS, redirects and framing; reactivation restores them', async (t) => {
    const { app, services } = await setup(t); // trusts ORIGIN
    const call = await adminCaller(app, services);
    const [origin] = (await call('GET', '/api/v1/trustedOrigins')).json();
    const sid = await signIn(app);
    const probe = async () => {
      const cors = await app.inject({ url: '/api/v1/sessions/me', headers: { origin: ORIGIN } });
      const redirect = await app.inject({
        url: `/login/sessionCookieRedirect?token=x&redirectUrl=${encodeURIComponent(`${ORIGIN}/app`)}`,
      });
      const framed = await app.inject({
        url: authorizeUrl({
          response_type: 'id_token',
          response_mode: 'okta_post_message',
          scope: 'openid',
          state: 'S',
          nonce: 'N',
          prompt: 'none',
        }),
        cookies: { sid },
      });
      return {
        cors: cors.headers['access-control-allow-origin'] === ORIGIN,
        redirect: redirect.statusCode === 302,
        framed: String(framed.headers['content-security-policy']).includes(`frame-ancestors ${ORIGIN}`),
      };
    };
    const all = { cors: true, redirect: true, framed: true };
    const none = { cors: false, redirect: false, framed: false };
    expect(await probe()).toEqual(all);
    await call('POST', `/api/v1/trustedOrigins/${origin.id}/lifecycle/deactivate`);
    expect(await probe()).toEqual(none);
    await call('POST', `/api/v1/trustedOrigins/${origin.id}/lifecycle/activate`);
    expect(await probe()).toEqual(all);
    await call('PUT', `/api/v1/trustedOrigins/${origin.id}`, { ...origin, scopes: [{ type: 'CORS' }] });
    expect(await probe()).toEqual({ cors: true, redirect: false, framed: true });
    await call('DELETE', `/api/v1/trustedOrigins/${origin.id}`);
    expect(await probe()).toEqual(none);
  });
});
