// Split from oidc-authorize.test.ts: sessions, sessionToken, POST and request errors at /authorize.
import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  pkce,
  redirectParams,
  sessionToken,
  setup,
  sidCookie,
  signIn,
} from './oidc-support.ts';

const { challenge } = pkce();
const PKCE = { code_challenge: challenge, code_challenge_method: 'S256' };

describe('GET /oauth2/v1/authorize: sessions and request errors', { timeout: 60_000 }, () => {
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

  it('answers login_required with prompt=none when the user would have to sign in', async (t) => {
    const { app } = await setup(t);
    const none = { response_type: 'code', scope: 'openid', prompt: 'none', ...PKCE };
    const res = await app.inject({ method: 'GET', url: authorizeUrl({ ...none, state: 'p' }) });
    expect(redirectParams(res, 'query')).toEqual({
      error: 'login_required',
      error_description: 'The user is not logged in.',
      state: 'p',
      iss: 'http://idp.test',
    });
    const sid = await signIn(app);
    const stale = await app.inject({
      method: 'GET',
      url: authorizeUrl({ ...none, state: 'm', max_age: '0' }),
      cookies: { sid },
    });
    expect(redirectParams(stale, 'query')).toMatchObject({
      error: 'login_required',
      error_description: 'The authentication is older than max_age allows.',
    });
    const bogus = await app.inject({
      method: 'GET',
      url: authorizeUrl({ ...none, state: 'b' }),
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
