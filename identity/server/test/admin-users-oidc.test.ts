import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminApi } from './admin-support.ts';
import { adminAuth } from './helper.ts';
import { CLIENT_ID, codeFlowTokens, postForm, setup, signIn } from './oidc-support.ts';

/** The seeded OIDC user (in group aml-officers), its sid cookie, tokens, and a management API client. */
async function signedIn(t: Parameters<typeof setup>[0]) {
  const { app, services, user } = await setup(t);
  const api = adminApi(app, await adminAuth(services));
  const sid = await signIn(app);
  const tokens = (await codeFlowTokens(app, sid)).json();
  return { app, services, user, api, sid, tokens };
}

const refresh = (app: Parameters<typeof postForm>[0], token: string) =>
  postForm(app, '/oauth2/v1/token', {
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: token,
  });

describe('management changes reach sign-in and tokens', () => {
  it('group membership changes made through the API flow into the groups claim of new tokens', async (t) => {
    const { app, api, user, tokens } = await signedIn(t);
    expect(decodeJwt(tokens.access_token).groups).toEqual(['aml-officers']);
    const auditors = (await api.post('/api/v1/groups', { profile: { name: 'auditors' } })).json();
    expect((await api.put(`/api/v1/groups/${auditors.id}/users/${user.id}`)).statusCode).toBe(204);
    const groups = await api.get(`/api/v1/users/${user.id}/groups`);
    const amlId = groups
      .json()
      .find((g: { profile: { name: string } }) => g.profile.name === 'aml-officers').id;
    await api.del(`/api/v1/groups/${amlId}/users/${user.id}`);

    const next = (await refresh(app, tokens.refresh_token)).json();
    expect(decodeJwt(next.access_token).groups).toEqual(['auditors']);
    expect(decodeJwt(next.id_token).groups).toEqual(['auditors']);
  });

  for (const op of ['suspend', 'deactivate'] as const) {
    it(`${op} closes the session and revokes the grant made in it at once`, async (t) => {
      const { app, api, user, sid, tokens } = await signedIn(t);
      expect((await app.inject({ url: '/api/v1/sessions/me', cookies: { sid } })).statusCode).toBe(200);
      expect((await api.post(`/api/v1/users/${user.id}/lifecycle/${op}`)).statusCode).toBe(200);

      expect((await app.inject({ url: '/api/v1/sessions/me', cookies: { sid } })).statusCode).toBe(404);
      const refused = await refresh(app, tokens.refresh_token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('invalid_grant');
      const userinfo = await app.inject({
        url: '/oauth2/v1/userinfo',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(userinfo.statusCode).toBe(401);
      // Bringing the user back does not bring the revoked grant back.
      await api.post(`/api/v1/users/${user.id}/lifecycle/${op === 'suspend' ? 'unsuspend' : 'activate'}`);
      expect((await refresh(app, tokens.refresh_token)).statusCode).toBe(400);
    });
  }

  it('DELETE of a deactivated user removes it: its tokens stop working', async (t) => {
    const { app, api, user, tokens } = await signedIn(t);
    await api.del(`/api/v1/users/${user.id}`);
    await api.del(`/api/v1/users/${user.id}`);
    expect((await api.get(`/api/v1/users/${user.id}`)).statusCode).toBe(404);
    expect((await refresh(app, tokens.refresh_token)).json().error).toBe('invalid_grant');
  });
});
