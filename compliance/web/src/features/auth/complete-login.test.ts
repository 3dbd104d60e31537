import { describe, expect, it } from 'vitest';
import type { IdToken, TokenSet } from '@identity/client';
import { RETURN_PATH_KEY } from '../../lib/guard.ts';
import { LOGIN_RETURN_PATH_KEY } from '../../lib/return-path.ts';
import { accessToken, fakeAuthClient } from '../../testing/fake-auth-client.ts';
import { completeLogin } from './complete-login.ts';

describe('completeLogin (/login/callback)', () => {
  it('stores both tokens and resolves to the saved path', async () => {
    const fake = fakeAuthClient();
    const idToken = { ...accessToken(), idToken: 'id.jwt.sig', claims: { sub: 'x' } } as unknown as IdToken;
    const set: TokenSet = { idToken, accessToken: accessToken() };
    fake.spies.token.parseFromUrl.mockResolvedValue(set);
    sessionStorage.setItem(RETURN_PATH_KEY, '/dipendenze');
    await expect(completeLogin(fake.client)).resolves.toBe('/dipendenze');
    expect(fake.tokens.get('accessToken')).toBe(set.accessToken);
    expect(fake.tokens.get('idToken')).toBe(idToken);
  });

  it('rejects on an OAuth error such as login_required, storing nothing', async () => {
    const fake = fakeAuthClient();
    fake.spies.token.parseFromUrl.mockRejectedValue(
      Object.assign(new Error('The client specified not to prompt'), { errorCode: 'login_required' }),
    );
    await expect(completeLogin(fake.client)).rejects.toThrow('not to prompt');
    expect(fake.tokens.size).toBe(0);
  });

  it('on failure keeps the saved path as the deep link to come back to after the widget', async () => {
    const fake = fakeAuthClient();
    fake.spies.token.parseFromUrl.mockRejectedValue(new Error('login_required'));
    sessionStorage.setItem(RETURN_PATH_KEY, '/operazioni?p=3');
    await expect(completeLogin(fake.client)).rejects.toThrow('login_required');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
    expect(sessionStorage.getItem(LOGIN_RETURN_PATH_KEY)).toBe('/operazioni?p=3');
  });

  it('keeps only the access and id tokens (no refresh token is stored)', async () => {
    const fake = fakeAuthClient();
    const set = { accessToken: accessToken(), refreshToken: 'rt-1' } as unknown as TokenSet;
    fake.spies.token.parseFromUrl.mockResolvedValue(set);
    await completeLogin(fake.client);
    expect([...fake.tokens.keys()]).toEqual(['accessToken']);
  });

  it('rejects when no access token came back', async () => {
    const fake = fakeAuthClient();
    fake.spies.token.parseFromUrl.mockResolvedValue({});
    await expect(completeLogin(fake.client)).rejects.toThrow('no access token');
  });
});
