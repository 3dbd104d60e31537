import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../src/db/schema.ts';
import { seedUser } from './helper.ts';
import {
  authorizeWithSessionToken,
  codeFlowTokens,
  CLIENT_ID,
  PASSWORD,
  postForm,
  POST_LOGOUT_URI,
  redirectParams,
  sessionToken,
  setup,
  sidCookie,
  signIn,
} from './oidc-support.ts';

const sessionIsOpen = async (app: FastifyInstance, sid: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } })).statusCode === 200;

const logout = (app: FastifyInstance, query: Record<string, string>, sid?: string) =>
  app.inject({
    method: 'GET',
    url: `/oauth2/v1/logout?${new URLSearchParams(query)}`,
    ...(sid ? { cookies: { sid } } : {}),
  });

/** Whether the tokens of a grant still work: a refresh_token grant and /userinfo with the access token. */
async function tokensWork(app: FastifyInstance, tokens: { access_token: string; refresh_token: string }) {
  const refreshed = await postForm(app, '/oauth2/v1/token', {
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: tokens.refresh_token,
  });
  const info = await app.inject({
    method: 'GET',
    url: '/oauth2/v1/userinfo',
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  return { refresh: refreshed.json().error ?? 'ok', userinfo: info.statusCode };
}

describe('sign-out', { timeout: 90_000 }, () => {
  it('closes the session at /logout only with an id_token_hint of the signed-in user', async (t) => {
    const { app, services } = await setup(t);
    const sid = await signIn(app);
    const mine = (await codeFlowTokens(app, sid, 'openid')).json().id_token as string;
    await seedUser(services, { login: 'marco.bianchi@example.com', password: PASSWORD });
    const marcoSid = await signIn(app, 'marco.bianchi@example.com');
    const theirs = (await codeFlowTokens(app, marcoSid, 'openid')).json().id_token as string;

    const refused: Array<Record<string, string>> = [
      {},
      { post_logout_redirect_uri: POST_LOGOUT_URI },
      { id_token_hint: 'garbage', post_logout_redirect_uri: POST_LOGOUT_URI },
      { id_token_hint: theirs, post_logout_redirect_uri: POST_LOGOUT_URI },
    ];
    for (const query of refused) {
      const res = await logout(app, query, sid);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      expect(res.body).toContain('invalid_request');
      expect(await sessionIsOpen(app, sid)).toBe(true);
    }

    const ok = await logout(app, { id_token_hint: mine, post_logout_redirect_uri: POST_LOGOUT_URI }, sid);
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(POST_LOGOUT_URI);
    expect(await sessionIsOpen(app, sid)).toBe(false);
    expect(await sessionIsOpen(app, marcoSid)).toBe(true);
    // Without a session there is nothing to protect: the signed-out page (or the registered redirect).
    const again = await logout(app, {});
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('signed out');
  });

  it('revokes the tokens of a session closed by DELETE /api/v1/sessions/me or /logout', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const viaDelete = (await codeFlowTokens(app, sid)).json();
    expect(await tokensWork(app, (await codeFlowTokens(app, sid)).json())).toEqual({
      refresh: 'ok',
      userinfo: 200,
    });
    const del = await app.inject({ method: 'DELETE', url: '/api/v1/sessions/me', cookies: { sid } });
    expect(del.statusCode).toBe(204);
    expect(await tokensWork(app, viaDelete)).toEqual({ refresh: 'invalid_grant', userinfo: 401 });

    const sid2 = await signIn(app);
    const viaLogout = (await codeFlowTokens(app, sid2)).json();
    const res = await logout(app, { id_token_hint: viaLogout.id_token }, sid2);
    expect(res.statusCode).toBe(200);
    expect(await tokensWork(app, viaLogout)).toEqual({ refresh: 'invalid_grant', userinfo: 401 });
  });

  it('a sessionToken at /authorize replaces the previous session of the cookie', async (t) => {
    const { app } = await setup(t);
    const first = await signIn(app);
    const old = (await codeFlowTokens(app, first)).json();
    const res = await authorizeWithSessionToken(app, await sessionToken(app), first);
    const second = sidCookie(res);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await sessionIsOpen(app, first)).toBe(false);
    expect(await sessionIsOpen(app, second!)).toBe(true);
    expect(await tokensWork(app, old)).toEqual({ refresh: 'invalid_grant', userinfo: 401 });
  });

  it('checks the user is active before setting a cookie or closing the previous session', async (t) => {
    const { app, user, services } = await setup(t);
    const first = await signIn(app);
    const token = await sessionToken(app);
    // The account is suspended between the token's redemption (which core refuses for inactive users)
    // and the status check: the real row changes once the token was spent.
    const redeem = services.sessions.redeemSessionToken.bind(services.sessions);
    services.sessions.redeemSessionToken = async (...args) => {
      const session = await redeem(...args);
      await services.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, user.id));
      return session;
    };
    const res = await authorizeWithSessionToken(app, token, first);
    expect(redirectParams(res, 'query').error).toBe('access_denied');
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // Only the first session is open: the one the token opened was closed again.
    const open = await services.db.select().from(sessions).where(isNull(sessions.closedAt));
    expect(open).toHaveLength(1);
  });

  it('puts the session object idp.id in the idp claim', async (t) => {
    const { app } = await setup(t);
    const sid = await signIn(app);
    const me = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid } });
    const idToken = (await codeFlowTokens(app, sid, 'openid')).json().id_token as string;
    expect(decodeJwt(idToken).idp).toBe(me.json().idp.id);
  });
});
