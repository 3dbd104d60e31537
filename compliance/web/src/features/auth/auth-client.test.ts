import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, testConfig } from '../../testing/fake-auth-client.ts';
import { createSuiteAuthClient } from './auth-client.ts';
import { signOut } from './sign-out.ts';

const STORAGE_KEY = 'okta-token-storage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the suite SDK client', () => {
  it("keeps tokens in the tab's sessionStorage, never in localStorage", () => {
    const client = createSuiteAuthClient(testConfig);
    client.tokenManager.add('accessToken', accessToken());
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toHaveProperty(
      'accessToken.accessToken',
      'header.payload.signature',
    );
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    // a reload in the same tab: a new client reads the same tokens
    expect(createSuiteAuthClient(testConfig).tokenManager.get('accessToken')).toMatchObject({
      accessToken: 'header.payload.signature',
    });
    client.tokenManager.clear();
  });

  it('sign-out clears the stored tokens even when the IdP cannot be reached', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createSuiteAuthClient(testConfig);
    client.tokenManager.add('accessToken', accessToken());
    await signOut(client);
    expect(fetchMock).toHaveBeenCalled();
    expect(client.tokenManager.get('accessToken')).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({});
    expect(createSuiteAuthClient(testConfig).tokenManager.get('accessToken')).toBeUndefined();
    expect(consoleError).toHaveBeenCalled();
  });
});
