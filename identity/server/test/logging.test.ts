import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { loggerOptions } from '../src/plugins/logging.ts';
import { build, seedClient, seedUser, trustOrigin } from './helper.ts';
import {
  authorizeWithSessionToken,
  CLIENT_ID,
  codeFlowTokens,
  LOGIN,
  ORIGIN,
  PASSWORD,
  REDIRECT_URI,
  sidCookie,
} from './oidc-support.ts';

/** A pino destination that keeps every line. */
function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('structured logs', () => {
  it('carry a request id on every request line and never a password, token, sid or code', async (t) => {
    const logs = capture();
    const { app, services } = await build(t, { logLevel: 'trace' }, { logStream: logs.stream });
    await seedUser(services, { login: LOGIN, password: PASSWORD });
    await seedClient(services, {
      clientId: CLIENT_ID,
      redirectUris: [REDIRECT_URI],
      grantTypes: ['authorization_code', 'refresh_token'],
    });
    await trustOrigin(services, ORIGIN);

    // Sign-in, session cookie, code + PKCE token exchange, resource calls, and errors.
    const authn = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { username: LOGIN, password: PASSWORD },
      headers: { 'x-request-id': 'trace-me-1' },
    });
    const sessionToken = authn.json().sessionToken as string;
    const authorize = await authorizeWithSessionToken(app, sessionToken);
    const sid = sidCookie(authorize)!;
    const code = new URL(authorize.headers.location as string).searchParams.get('code')!;
    const tokens = (await codeFlowTokens(app, sid)).json();
    await app.inject({
      url: '/oauth2/v1/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    await app.inject({ url: '/api/v1/sessions/me', cookies: { sid } });
    const second = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/authn',
        payload: { username: LOGIN, password: PASSWORD },
      })
    ).json().sessionToken as string;
    await app.inject({
      url: `/login/sessionCookieRedirect?${new URLSearchParams({ token: second, redirectUrl: `${ORIGIN}/` })}`,
    });
    const failed = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { username: LOGIN, password: `${PASSWORD}-typo` },
    });
    expect(failed.statusCode).toBe(401);
    await app.inject({
      url: '/oauth2/v1/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}x` },
    });
    expect([authn.statusCode, tokens.token_type, sid.length > 0]).toEqual([200, 'Bearer', true]);

    const text = logs.lines.join('');
    const secrets = {
      password: PASSWORD,
      sessionToken,
      second,
      sid,
      code,
      accessToken: tokens.access_token,
      idToken: tokens.id_token,
      refreshToken: tokens.refresh_token,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(typeof secret === 'string' && secret.length > 8, name).toBe(true);
      expect(text.includes(secret), `${name} appears in the logs`).toBe(false);
    }

    const entries = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requestLines = entries.filter((e) => e.req || e.res || e.errorCode);
    // One access line per request (plugins/access-log.ts): the 10 requests above, and any error lines.
    expect(requestLines.length).toBeGreaterThanOrEqual(10);
    for (const e of requestLines) expect(e.reqId, JSON.stringify(e)).toBeTruthy();
    // The caller's X-Request-Id ties its lines together; URLs are logged without their query.
    const traced = entries.filter((e) => e.reqId === 'trace-me-1');
    expect(traced.map((e) => e.msg)).toContain('request completed');
    expect(entries.map((e) => e.msg)).not.toContain('incoming request');
    const urls = entries.map((e) => (e.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/login/sessionCookieRedirect');
    expect(urls.some((u) => u!.includes('?'))).toBe(false);
    expect(entries.some((e) => e.errorCode === 'E0000004')).toBe(true);
  });

  it('write the access line of public documents (JWKS, discovery, health) at debug, of everything else at info', async (t) => {
    const publicPaths = [
      '/oauth2/v1/keys',
      '/.well-known/openid-configuration',
      '/health/live',
      '/health/ready',
    ];
    const accessLines = (lines: string[]) =>
      lines
        .map((l) => JSON.parse(l) as { msg?: string; level: number; req?: { url: string } })
        .filter((e) => e.msg === 'request completed')
        .map((e) => `${e.level} ${e.req!.url}`);

    const info = capture();
    const { app } = await build(t, { logLevel: 'info' }, { logStream: info.stream });
    for (const url of publicPaths) expect((await app.inject({ url })).statusCode, url).toBe(200);
    expect((await app.inject({ url: '/api/v1/sessions/me' })).statusCode).toBe(404);
    // Only the non-public request is logged at info (30); the four documents are not.
    expect(accessLines(info.lines)).toEqual(['30 /api/v1/sessions/me']);

    const debug = capture();
    const { app: verbose } = await build(t, { logLevel: 'debug' }, { logStream: debug.stream });
    for (const url of publicPaths) await verbose.inject({ url });
    expect(accessLines(debug.lines)).toEqual(publicPaths.map((url) => `20 ${url}`));
  });

  it('redact secret-named fields and SQL parameters wherever a log call puts them', () => {
    const logs = capture();
    const { stream, ...options } = loggerOptions('info', logs.stream);
    const log = pino(options, stream!);
    const queryError = Object.assign(new Error('Failed query'), {
      query: 'select 1',
      params: ['hunter2-param'],
      token: 'tok-on-error',
    });
    log.error({ err: queryError, body: { password: 'hunter2-body', sessionToken: 'st-secret' } }, 'boom');
    log.info({ password: 'hunter2-top', req: { headers: { authorization: 'Bearer at-secret' } } }, 'x');
    log.info(
      { client: { client_secret: 'cs-secret', name: 'kept-name' }, headers: { cookie: 'sid=c' } },
      'y',
    );
    const text = logs.lines.join('');
    const secrets = [
      'hunter2-param',
      'hunter2-body',
      'st-secret',
      'hunter2-top',
      'at-secret',
      'tok-on-error',
    ];
    for (const secret of [...secrets, 'cs-secret', 'sid=c']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('select 1');
    expect(text).toContain('kept-name');
    expect(text).toContain('[redacted]');
  });
});
