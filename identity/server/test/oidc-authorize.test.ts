import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import {
  authorizeUrl,
  pkce,
  redirectParams,
  sessionToken,
  setup,
  sidCookie,
  signIn,
  ORIGIN,
} from './oidc-support.ts';

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

  it('shows an error page, never a redirect, for an unknown client or an unregistered redirect_uri', async (t) => {
    const { app } = await setup(t);
    const cases = [
      authorizeUrl({ response_type: 'code', scope: 'openid', state: 's', ...PKCE }).replace(
        'client_id=compliance-suite',
        'client_id=nope',
      ),
      authorizeUrl({
        response_type: 'code',
        scope: 'openid',
        state: 's',
        ...PKCE,
        redirect_uri: 'http://evil.example/cb',
      }),
      authorizeUrl({
        response_type: 'code',
        scope: 'openid',
        state: 's',
        ...PKCE,
        redirect_uri: 'http://localhost:3000/login/callback/',
      }),
      '/oauth2/v1/authorize?response_type=code',
    ];
    for (const url of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers.location, url).toBeUndefined();
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
    }
    const json = await app.inject({ method: 'GET', url: cases[1]!, headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      error: 'invalid_request',
      error_description: expect.stringContaining('redirect_uri'),
    });
    const unknown = await app.inject({
      method: 'GET',
      url: cases[0]!,
      headers: { accept: 'application/json' },
    });
    expect(unknown.json().error).toBe('invalid_client');
  });

  it('answers login_required without a session (prompt=none or not) and for prompt=login', async (t) => {
    const { app } = await setup(t);
    for (const prompt of ['none', undefined]) {
      const res = await app.inject({
        method: 'GET',
        url: authorizeUrl({
          response_type: 'code',
          scope: 'openid',
          state: 'p',
          ...PKCE,
          ...(prompt ? { prompt } : {}),
        }),
      });
      expect(redirectParams(res, 'query')).toEqual({
        error: 'login_required',
        error_description: expect.any(String),
        state: 'p',
      });
    }
    const sid = await signIn(app);
    const login = await app.inject({
      method: 'GET',
      url: authorizeUrl({ response_type: 'code', scope: 'openid', state: 'l', prompt: 'login', ...PKCE }),
      cookies: { sid },
    });
    expect(redirectParams(login, 'query').error).toBe('login_required');
    const stale = await app.inject({
      method: 'GET',
      url: authorizeUrl({ response_type: 'code', scope: 'openid', state: 'm', max_age: '0', ...PKCE }),
      cookies: { sid },
    });
    expect(redirectParams(stale, 'query').error).toBe('login_required');
    const bogus = await app.inject({
      method: 'GET',
      url: authorizeUrl({ response_type: 'code', scope: 'openid', state: 'b', ...PKCE }),
      cookies: { sid: 'forged' },
    });
    expect(redirectParams(bogus, 'query').error).toBe('login_required');
  });

  it('redeems a sessionToken once: sets the sid cookie, then refuses the same token', async (t) => {
    const { app } = await setup(t);
    const token = await sessionToken(app);
    const url = authorizeUrl({
      response_type: 'code',
      scope: 'openid',
      state: 'x',
      prompt: 'none',
      sessionToken: token,
      ...PKCE,
    });
    const first = await app.inject({ method: 'GET', url });
    expect(redirectParams(first, 'query').code).toMatch(/^[\w-]{43}$/);
    const cookie = first.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    // The new session works on its own.
    const again = await app.inject({
      method: 'GET',
      url: authorizeUrl({ response_type: 'code', scope: 'openid', state: 'y', ...PKCE }),
      cookies: { sid: cookie!.value },
    });
    expect(redirectParams(again, 'query').code).toBeTruthy();
    const second = await app.inject({ method: 'GET', url });
    expect(redirectParams(second, 'query')).toMatchObject({ error: 'login_required', state: 'x' });
    expect(sidCookie(second)).toBeUndefined();
  });

  it('accepts POST with a form body', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const query = authorizeUrl({ response_type: 'code', scope: 'openid', state: 'post', ...PKCE }).split(
      '?',
    )[1]!;
    const res = await app.inject({
      method: 'POST',
      url: '/oauth2/v1/authorize',
      payload: query,
      cookies: { sid },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(redirectParams(res, 'query')).toMatchObject({ code: expect.any(String), state: 'post' });
  });

  it('returns request errors to the client in its response mode', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const cases: Array<[Record<string, string>, string, 'query' | 'fragment']> = [
      [{ response_type: 'code', scope: 'openid', state: 's' }, 'invalid_request', 'query'], // PKCE required (public client)
      [
        {
          response_type: 'code',
          scope: 'openid',
          state: 's',
          code_challenge: challenge,
          code_challenge_method: 'plain',
        },
        'invalid_request',
        'query',
      ],
      [
        {
          response_type: 'code',
          scope: 'openid',
          state: 's',
          code_challenge: 'short',
          code_challenge_method: 'S256',
        },
        'invalid_request',
        'query',
      ],
      [{ response_type: 'id_token', scope: 'openid', state: 's' }, 'invalid_request', 'fragment'], // nonce required
      [{ response_type: 'id_token', scope: 'profile', state: 's', nonce: 'n' }, 'invalid_scope', 'fragment'],
      [{ response_type: 'code', scope: 'openid admin', state: 's', ...PKCE }, 'invalid_scope', 'query'],
      [
        { response_type: 'code', scope: 'openid', state: 's', response_mode: 'web_message', ...PKCE },
        'unsupported_response_mode',
        'query',
      ],
      [
        { response_type: 'code token_x', scope: 'openid', state: 's' },
        'unsupported_response_type',
        'fragment',
      ],
      [
        { response_type: 'code', scope: 'openid', state: 's', prompt: 'none login', ...PKCE },
        'invalid_request',
        'query',
      ],
      [
        { response_type: 'code', scope: 'openid', state: 's', request: 'eyJ', ...PKCE },
        'request_not_supported',
        'query',
      ],
    ];
    for (const [params, error, part] of cases) {
      const res = await app.inject({ method: 'GET', url: authorizeUrl(params), cookies: { sid } });
      expect(res.statusCode, JSON.stringify(params)).toBe(302);
      expect(redirectParams(res, part), JSON.stringify(params)).toMatchObject({ error, state: 's' });
    }
    const noState = await app.inject({
      method: 'GET',
      url: authorizeUrl({ response_type: 'code', scope: 'openid', ...PKCE }),
      cookies: { sid },
    });
    expect(redirectParams(noState, 'query').error).toBe('invalid_request');
  });
});
