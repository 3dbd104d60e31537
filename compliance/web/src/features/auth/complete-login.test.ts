import { describe, expect, it } from 'vitest';
import type { IdToken, TokenSet } from '@identity/client';
import { RETURN_PATH_KEY } from '../../lib/guard.ts';
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

  it('rejects when no access token came back', async () => {
    const fake = fakeAuthClient();
    fake.spies.token.parseFromUrl.mockResolvedValue({});
    await expect(completeLogin(fake.client)).rejects.toThrow('no access token');
  });
});
