import { describe, expect, it } from 'vitest';
import { buildAuthorizeRequest } from './authorize-request.ts';
import { getOAuthUrls } from './oauth-urls.ts';
import { computeCodeChallenge } from './pkce.ts';

const settings = {
  url: 'http://localhost:8080',
  clientId: 'compliance-suite',
  redirectUri: 'http://localhost:3000/login/callback',
};

describe('authorize request (spec §5 "OAuth", §7 "OAuth and tokens")', () => {
  it('builds the query with defaults: id_token, openid email, 64-char state and nonce', async () => {
    const req = await buildAuthorizeRequest(settings, {
      sessionToken: 'sess',
      prompt: 'none',
      responseMode: 'okta_post_message',
      maxAge: 60,
      idp: '0oa1',
    });
    const url = new URL(req.url);
    expect(url.origin + url.pathname).toBe('http://localhost:8080/oauth2/v1/authorize');
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: 'compliance-suite',
      redirect_uri: 'http://localhost:3000/login/callback',
      response_type: 'id_token',
      response_mode: 'okta_post_message',
      prompt: 'none',
      sessionToken: 'sess',
      idp: '0oa1',
      max_age: '60',
      scope: 'openid email',
    });
    expect(q['state']).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(q['nonce']).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(q['code_challenge']).toBeUndefined();
    expect(req.codeVerifier).toBeUndefined();
  });

  it('adds PKCE S256 for code, with a challenge derived from the kept verifier', async () => {
    const req = await buildAuthorizeRequest(settings, {
      responseType: 'code',
      scopes: ['openid', 'profile', 'groups'],
    });
    const q = new URL(req.url).searchParams;
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toBe(await computeCodeChallenge(req.codeVerifier ?? ''));
    expect(q.get('scope')).toBe('openid profile groups');
    const noPkce = await buildAuthorizeRequest(settings, { responseType: 'code', pkce: false });
    expect(new URL(noPkce.url).searchParams.get('code_challenge')).toBeNull();
  });

  it('joins several response types with a space', async () => {
    const req = await buildAuthorizeRequest(settings, { responseType: ['id_token', 'token'] });
    expect(new URL(req.url).searchParams.get('response_type')).toBe('id_token token');
  });

  it('refuses a missing clientId, a space-separated responseType and id_token without openid', async () => {
    await expect(buildAuthorizeRequest({ url: settings.url })).rejects.toThrow(
      'A clientId must be specified in the OktaAuth constructor to get a token',
    );
    await expect(buildAuthorizeRequest(settings, { responseType: 'id_token token' })).rejects.toThrow(
      'Multiple OAuth responseTypes must be defined as an array',
    );
    await expect(buildAuthorizeRequest(settings, { scopes: ['email'] })).rejects.toThrow(
      'openid scope must be specified in the scopes argument when requesting an id_token',
    );
  });
});

describe('OAuth URLs', () => {
  it('uses /oauth2/v1 for the org server and /v1 for a custom server or an auth-server id', () => {
    expect(getOAuthUrls({ url: 'http://localhost:8080' })).toMatchObject({
      issuer: 'http://localhost:8080',
      tokenUrl: 'http://localhost:8080/oauth2/v1/token',
      userinfoUrl: 'http://localhost:8080/oauth2/v1/userinfo',
      logoutUrl: 'http://localhost:8080/oauth2/v1/logout',
    });
    expect(getOAuthUrls({ url: 'http://idp', issuer: 'http://idp/oauth2/default/' }).authorizeUrl).toBe(
      'http://idp/oauth2/default/v1/authorize',
    );
    expect(getOAuthUrls({ url: 'http://idp', issuer: 'aus1' }).issuer).toBe('http://idp/oauth2/aus1');
  });

  it('applies the authorizeUrl / userinfoUrl rules', () => {
    expect(() => getOAuthUrls({ url: 'http://idp', authorizeUrl: 'http://idp/a' }, ['id_token'])).toThrow(
      'Cannot request idToken with an authorizeUrl without an issuer',
    );
    expect(() => getOAuthUrls({ url: 'http://idp', authorizeUrl: 'http://idp/a' }, ['token'])).toThrow(
      'Cannot request accessToken with an authorizeUrl without an issuer or userinfoUrl',
    );
    expect(() => getOAuthUrls({ url: 'http://idp', userinfoUrl: 'http://idp/u' }, ['token'])).toThrow(
      'Cannot request token with an userinfoUrl without an issuer or authorizeUrl',
    );
    expect(
      getOAuthUrls({ url: 'http://idp', authorizeUrl: 'http://idp/a', userinfoUrl: 'http://idp/u' }, [
        'token',
      ]).authorizeUrl,
    ).toBe('http://idp/a');
  });
});
