import { describe, expect, it } from 'vitest';
import { parseAuthorizeRequest, parseResponseType, type AuthorizeClient } from './authorize-request.ts';

const client: AuthorizeClient = {
  clientId: 'app',
  type: 'public',
  redirectUris: ['https://app.example/cb'],
  responseTypes: ['code', 'id_token', 'token'],
};
const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const base = { client_id: 'app', redirect_uri: 'https://app.example/cb', scope: 'openid', state: 's' };

describe('parseResponseType', () => {
  it('canonicalises order and refuses unknown, duplicate or empty values', () => {
    expect(parseResponseType('token id_token')).toEqual(['id_token', 'token']);
    expect(parseResponseType('id_token  code')).toEqual(['code', 'id_token']);
    expect(parseResponseType('code code')).toBeNull();
    expect(parseResponseType('none')).toBeNull();
    expect(parseResponseType(' ')).toBeNull();
  });
});

describe('parseAuthorizeRequest', () => {
  it('parses a complete code + PKCE request with query as the default mode', () => {
    const r = parseAuthorizeRequest(
      {
        ...base,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        max_age: '60',
        prompt: 'none',
        sessionToken: 'tok',
      },
      client,
    );
    expect(r).toEqual({
      ok: true,
      request: {
        clientId: 'app',
        redirectUri: 'https://app.example/cb',
        responseTypes: ['code'],
        responseMode: 'query',
        scopes: ['openid'],
        state: 's',
        prompt: new Set(['none']),
        maxAge: 60,
        codeChallenge: challenge,
        codeChallengeMethod: 'S256',
        sessionToken: 'tok',
      },
    });
  });

  it('defaults implicit and hybrid requests to the fragment', () => {
    const r = parseAuthorizeRequest(
      {
        ...base,
        response_type: 'code id_token',
        nonce: 'n',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
      client,
    );
    expect(r.ok && r.request.responseMode).toBe('fragment');
  });

  it('is fatal (no redirect) for unknown clients and unregistered redirect URIs', () => {
    expect(parseAuthorizeRequest({ ...base, response_type: 'code' }, null)).toMatchObject({
      fatal: true,
      error: 'invalid_client',
    });
    expect(
      parseAuthorizeRequest({ ...base, client_id: 'other', response_type: 'code' }, client),
    ).toMatchObject({ fatal: true, error: 'invalid_client' });
    expect(
      parseAuthorizeRequest(
        { ...base, redirect_uri: 'https://app.example/cb?x=1', response_type: 'code' },
        client,
      ),
    ).toMatchObject({ fatal: true });
    expect(
      parseAuthorizeRequest(
        { ...base, redirect_uri: ['https://app.example/cb', 'https://app.example/cb'] },
        client,
      ),
    ).toMatchObject({ fatal: true });
  });

  it('refuses response types the client may not use', () => {
    const codeOnly = { ...client, responseTypes: ['code'] };
    expect(
      parseAuthorizeRequest({ ...base, response_type: 'id_token token', nonce: 'n' }, codeOnly),
    ).toMatchObject({
      fatal: false,
      error: 'unauthorized_client',
      responseMode: 'fragment',
    });
  });

  it('requires PKCE only for public clients using the code flow', () => {
    expect(parseAuthorizeRequest({ ...base, response_type: 'code' }, client)).toMatchObject({
      error: 'invalid_request',
    });
    expect(
      parseAuthorizeRequest({ ...base, response_type: 'code' }, { ...client, type: 'confidential' }),
    ).toMatchObject({ ok: true });
    expect(
      parseAuthorizeRequest({ ...base, response_type: 'id_token token', nonce: 'n' }, client),
    ).toMatchObject({ ok: true });
  });

  it('refuses duplicated parameters and malformed max_age', () => {
    expect(
      parseAuthorizeRequest({ ...base, response_type: 'code', state: ['a', 'b'] }, client),
    ).toMatchObject({ error: 'invalid_request' });
    const r = parseAuthorizeRequest(
      {
        ...base,
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        max_age: '-1',
      },
      client,
    );
    expect(r).toMatchObject({ error: 'invalid_request', state: 's' });
  });

  it('requires the openid scope for every response type (Okta org authorization server)', () => {
    const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    for (const params of [
      { ...base, ...pkce, response_type: 'code', scope: 'profile' },
      { ...base, ...pkce, response_type: 'code', scope: 'profile email offline_access' },
      { ...base, response_type: 'token', scope: 'groups' },
    ]) {
      expect(parseAuthorizeRequest(params, client), params.scope).toMatchObject({
        ok: false,
        fatal: false,
        error: 'invalid_scope',
        state: 's',
      });
    }
  });

  it('refuses NUL characters: fatally in client_id and redirect_uri, else back to the client', () => {
    const code = { response_type: 'code', code_challenge: challenge, code_challenge_method: 'S256' };
    expect(parseAuthorizeRequest({ ...base, ...code, client_id: 'app\u0000' }, client)).toMatchObject({
      fatal: true,
      error: 'invalid_request',
    });
    expect(
      parseAuthorizeRequest({ ...base, ...code, redirect_uri: 'https://app.example/cb\u0000' }, client),
    ).toMatchObject({ fatal: true });
    for (const extra of [{ nonce: 'n\u0000' }, { sessionToken: 't\u0000' }, { login_hint: '\u0000' }]) {
      expect(parseAuthorizeRequest({ ...base, ...code, ...extra }, client)).toMatchObject({
        ok: false,
        fatal: false,
        error: 'invalid_request',
        redirectUri: 'https://app.example/cb',
        state: 's',
      });
    }
  });
});
