import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { authorizeUrl, pkce, redirectParams, setup, signIn, ORIGIN } from './oidc-support.ts';

const { challenge } = pkce();
const PKCE = { code_challenge: challenge, code_challenge_method: 'S256' };

/** The response fields of any response mode. */
function responseData(res: LightMyRequestResponse, mode: string): Record<string, string | number> {
  if (mode === 'query' || mode === 'fragment') return redirectParams(res, mode);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  if (mode === 'form_post') {
    const inputs = [...res.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
    return Object.fromEntries(inputs.map((m) => [m[1], m[2]!.replace(/&amp;/g, '&')]));
  }
  const json = /<script type="application\/json" id="oauth-response">(.*?)<\/script>/.exec(res.body)?.[1];
  return JSON.parse(json!.replace(/\\u003c/g, '<'));
}

const TYPES = [
  'code',
  'id_token',
  'token',
  'id_token token',
  'code id_token',
  'code token',
  'code id_token token',
];

describe('GET /oauth2/v1/authorize', { timeout: 60_000 }, () => {
  it('answers every response_type in every allowed response_mode', async (t) => {
    const { app, user } = await setup(t);
    const sid = await signIn(app);
    for (const type of TYPES) {
      const implicit = type !== 'code';
      for (const mode of ['default', 'query', 'fragment', 'form_post', 'okta_post_message']) {
        const params: Record<string, string> = {
          response_type: type,
          scope: 'openid profile',
          state: `st-${type}`,
          nonce: 'nonce-1',
          ...PKCE,
        };
        if (mode !== 'default') params.response_mode = mode;
        const res = await app.inject({ method: 'GET', url: authorizeUrl(params), cookies: { sid } });
        const label = `${type} / ${mode}`;
        if (mode === 'query' && implicit) {
          // Tokens never travel in a query string: the error itself comes back in the fragment.
          expect(res.statusCode, label).toBe(302);
          expect(redirectParams(res, 'fragment'), label).toMatchObject({
            error: 'unsupported_response_mode',
            state: `st-${type}`,
            iss: 'http://idp.test',
          });
          continue;
        }
        const effective = mode === 'default' ? (implicit ? 'fragment' : 'query') : mode;
        if (effective === 'query' || effective === 'fragment') {
          expect(res.statusCode, label).toBe(302);
          expect(res.headers['referrer-policy'], label).toBe('no-referrer');
          expect(String(res.headers.location).startsWith('http://localhost:3000/login/callback'), label).toBe(
            true,
          );
        }
        const data = responseData(res, effective);
        expect(data.state, label).toBe(`st-${type}`);
        expect(data.iss, label).toBe('http://idp.test'); // RFC 9207
        expect(data.error, label).toBeUndefined();
        expect(data.code !== undefined, label).toBe(type.includes('code'));
        expect(data.access_token !== undefined, label).toBe(type.split(' ').includes('token'));
        expect(data.id_token !== undefined, label).toBe(type.includes('id_token'));
        if (data.access_token !== undefined) {
          expect(data.token_type, label).toBe('Bearer');
          expect(Number(data.expires_in), label).toBe(3600);
          expect(data.scope, label).toBe('openid profile');
        }
        if (data.id_token !== undefined) {
          const claims = decodeJwt(String(data.id_token));
          expect(claims, label).toMatchObject({
            sub: user.id,
            aud: 'compliance-suite',
            nonce: 'nonce-1',
            ver: 1,
            name: 'Giulia Rossi',
          });
          expect(claims.at_hash !== undefined, label).toBe(data.access_token !== undefined);
          expect(claims.c_hash !== undefined, label).toBe(data.code !== undefined);
        }
      }
    }
  });

  it('names the issuer (RFC 9207) in error responses of every response mode', async (t) => {
    const { app } = await setup(t);
    for (const mode of ['query', 'fragment', 'form_post', 'okta_post_message']) {
      const res = await app.inject({
        method: 'GET',
        url: authorizeUrl({
          response_type: 'code',
          response_mode: mode,
          scope: 'openid',
          state: 'e',
          prompt: 'none',
          ...PKCE,
        }),
      });
      expect(responseData(res, mode), mode).toEqual({
        error: 'login_required',
        error_description: 'The user is not logged in.',
        state: 'e',
        iss: 'http://idp.test',
      });
    }
  });

  it('serves okta_post_message as a frameable page for the trusted origin, under a strict CSP', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const res = await app.inject({
      method: 'GET',
      url: authorizeUrl({
        response_type: 'id_token token',
        response_mode: 'okta_post_message',
        scope: 'openid',
        state: 'S',
        nonce: 'N',
        prompt: 'none',
      }),
      cookies: { sid },
    });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`frame-ancestors ${ORIGIN}`);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain(`postMessage(data, "${ORIGIN}")`);
    expect(res.body).toMatch(/window\.parent !== window \? window\.parent : window\.opener/);
    expect(res.body).not.toMatch(/\son\w+=/);
    const data = responseData(res, 'okta_post_message');
    expect(Object.keys(data).sort()).toEqual([
      'access_token',
      'expires_in',
      'id_token',
      'iss',
      'scope',
      'state',
      'token_type',
    ]);
    expect(data.expires_in).toBe(3600);
  });

  it('serves form_post as a self-submitting form restricted to the redirect origin', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const res = await app.inject({
      method: 'GET',
      url: authorizeUrl({
        response_type: 'code',
        response_mode: 'form_post',
        scope: 'openid',
        state: 'a"<b',
        ...PKCE,
      }),
      cookies: { sid },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`form-action ${ORIGIN}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.body).toContain('<form method="post" action="http://localhost:3000/login/callback">');
    expect(res.body).toContain('value="a&quot;&lt;b"');
  });
});
