// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthClient } from '../auth-client.ts';
import { browser } from '../browser/navigate.ts';
import { getCookie } from '../browser/cookies.ts';
import { AuthSdkError, OAuthError } from '../errors/index.ts';
import { installFakeOidc, type FakeOidcState } from '../testing/fake-oidc.ts';
import { createSigner, idClaims, type TestSigner } from '../testing/test-keys.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { REDIRECT_PARAMS_KEY } from './redirect-storage.ts';

let server: TestServer;
let signer: TestSigner;
let oidc: FakeOidcState;
let client: AuthClient;
const REDIRECT = 'http://localhost:3000/login/callback';

beforeAll(async () => {
  server = await startTestServer();
  signer = await createSigner();
});
afterAll(() => server.close());
beforeEach(() => {
  oidc = installFakeOidc(server, signer);
  client = new AuthClient({
    url: server.url,
    clientId: 'compliance-suite',
    redirectUri: REDIRECT,
    tokenManager: { autoRenew: false },
  });
  window.history.replaceState(null, '', '/login');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const frameUrl = (): URL => new URL(document.querySelector('iframe')?.getAttribute('src') ?? '');
const frameWindow = (): Window | null => document.querySelector('iframe')?.contentWindow ?? null;
/** Dispatches a `message` event; `source` defaults to the hidden iframe's window (the sender the SDK expects). */
const post = (origin: string, data: unknown, source: unknown = frameWindow()) => {
  const event = new MessageEvent('message', { origin, data });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
};
const tick = () => new Promise((r) => setTimeout(r, 0));
/** Waits (real timers) until the SDK has built the authorize request and added its frame. */
const frameReady = async (): Promise<void> => {
  for (let i = 0; i < 200 && !document.querySelector('iframe'); i++)
    await new Promise((r) => setTimeout(r, 5));
};

describe('getWithoutPrompt (hidden iframe + okta_post_message)', () => {
  it("forces prompt=none and okta_post_message, accepts only the frame window's message from the issuer origin with the right state", async () => {
    const pending = client.token.getWithoutPrompt({
      sessionToken: 'sess-1',
      responseType: ['id_token', 'token'],
      display: 'popup',
    });
    await frameReady();
    const url = frameUrl();
    expect(url.origin + url.pathname).toBe(`${server.url}/oauth2/v1/authorize`);
    expect(url.searchParams.get('prompt')).toBe('none');
    expect(url.searchParams.get('response_mode')).toBe('okta_post_message');
    expect(url.searchParams.get('display')).toBeNull();
    expect(url.searchParams.get('sessionToken')).toBe('sess-1');
    const state = url.searchParams.get('state') ?? '';
    const nonce = url.searchParams.get('nonce') ?? '';
    const idToken = await signer.sign(idClaims(server.url, 'compliance-suite', { nonce }));
    post('http://evil.example', { state, id_token: idToken });
    post(server.url, { state: 'wrong', id_token: idToken });
    post(server.url, 'not an object');
    post(server.url, { state, id_token: idToken }, window);
    post(server.url, { state, id_token: idToken }, null);
    await tick();
    expect(document.querySelector('iframe')).not.toBeNull();
    post(server.url, {
      state,
      id_token: idToken,
      access_token: 'at-good',
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email',
    });
    const tokens = await pending;
    expect(tokens.idToken?.claims['nonce']).toBe(nonce);
    expect(tokens.idToken?.issuer).toBe(server.url);
    expect(tokens.accessToken).toMatchObject({
      accessToken: 'at-good',
      tokenType: 'Bearer',
      scopes: ['openid', 'email'],
    });
    expect(tokens.accessToken!.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('exchanges a code with the PKCE verifier', async () => {
    const pending = client.token.getWithoutPrompt({ responseType: 'code' });
    await frameReady();
    const url = frameUrl();
    const state = url.searchParams.get('state') ?? '';
    oidc.codes.set('c1', {
      challenge: url.searchParams.get('code_challenge') ?? '',
      nonce: url.searchParams.get('nonce') ?? '',
      redirectUri: REDIRECT,
    });
    post(server.url, { state, code: 'c1' });
    const tokens = await pending;
    expect(tokens.accessToken?.accessToken).toMatch(/^at-/);
    expect(tokens.refreshToken).toBe('rt-1');
  });

  it('turns an OAuth error message into OAuthError', async () => {
    const pending = client.token.getWithoutPrompt();
    await frameReady();
    post(server.url, {
      state: frameUrl().searchParams.get('state'),
      error: 'login_required',
      error_description: 'The client specified not to prompt, but the user is not logged in.',
    });
    const err = await pending.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OAuthError);
    expect(err).toMatchObject({
      errorCode: 'login_required',
      errorSummary: 'The client specified not to prompt, but the user is not logged in.',
    });
  });

  it("refuses a token whose nonce is not the request's", async () => {
    const pending = client.token.getWithoutPrompt();
    await frameReady();
    const idToken = await signer.sign(idClaims(server.url, 'compliance-suite', { nonce: 'replayed' }));
    post(server.url, { state: frameUrl().searchParams.get('state'), id_token: idToken });
    await expect(pending).rejects.toThrow("OAuth flow response nonce doesn't match request nonce");
  });

  it('times out after 120 s and removes the frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = client.token.getWithoutPrompt();
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(document.querySelector('iframe')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(AuthSdkError);
    expect((err as Error).message).toBe('OAuth flow timed out');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('waits `timeout` ms instead when one is given (the widget passes its oAuthTimeout)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = client.token.getWithoutPrompt({ timeout: 5_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(document.querySelector('iframe')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(((await outcome) as Error).message).toBe('OAuth flow timed out');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('getWithPopup', () => {
  it('opens a 600x600 popup at top 100 left 500 and reads its okta_post_message answer (from the popup only)', async () => {
    const popup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const pending = client.token.getWithPopup();
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    const [url, , features] = open.mock.calls[0] ?? [];
    expect(features).toContain('width=600');
    expect(features).toContain('height=600');
    expect(features).toContain('top=100');
    expect(features).toContain('left=500');
    const params = new URL(String(url)).searchParams;
    expect(params.get('display')).toBe('popup');
    const idToken = await signer.sign(
      idClaims(server.url, 'compliance-suite', { nonce: params.get('nonce') }),
    );
    const other = { closed: false };
    post(server.url, { state: params.get('state'), id_token: idToken }, other);
    post(server.url, { state: params.get('state'), id_token: idToken }, null);
    await tick();
    expect(popup.close).not.toHaveBeenCalled();
    post(server.url, { state: params.get('state'), id_token: idToken }, popup);
    await expect(pending).resolves.toHaveProperty('idToken.idToken', idToken);
    expect(popup.close).toHaveBeenCalled();
  });

  it('fails when the user closes the popup (checked every 500 ms)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const popup = { closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const outcome = client.token.getWithPopup().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(((await outcome) as Error).message).toBe('Unable to parse OAuth flow response');
  });

  it('gives up after `timeout` ms and closes the popup, in post-message and fragment mode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const viaMessage = client.token.getWithPopup({ timeout: 3_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(((await viaMessage) as Error).message).toBe('OAuth flow timed out');
    expect(popup.close).toHaveBeenCalledTimes(1);
    const viaFragment = new AuthClient({
      url: server.url,
      clientId: 'compliance-suite',
      redirectUri: browser.href(),
    }).token
      .getWithPopup({ timeout: 3_000, responseMode: 'fragment' })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(popup.close).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await viaFragment) as Error).message).toBe('OAuth flow timed out');
    expect(popup.close).toHaveBeenCalledTimes(2);
  });

  it('fragment mode needs the redirect URI on this page origin', async () => {
    const other = new AuthClient({
      url: server.url,
      clientId: 'compliance-suite',
      redirectUri: 'http://other.example/cb',
    });
    await expect(other.token.getWithPopup({ responseMode: 'fragment' })).rejects.toThrow(
      'Using fragment, the redirectUri origin (http://other.example) must match the origin of this page (http://localhost:3000)',
    );
  });
});

describe('getWithRedirect + parseFromUrl (authorization code + PKCE)', () => {
  it('saves the request, navigates, then exchanges the code from the query and clears the URL', async () => {
    const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => undefined);
    await client.token.getWithRedirect({ responseType: 'code', scopes: ['openid', 'profile', 'groups'] });
    const authorize = new URL(navigate.mock.calls[0]?.[0] ?? '');
    expect(authorize.searchParams.get('response_mode')).toBe('query');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const saved = JSON.parse(getCookie(REDIRECT_PARAMS_KEY) ?? '{}');
    expect(saved.state).toBe(authorize.searchParams.get('state'));
    expect(saved.codeVerifier).toBeUndefined();
    expect(JSON.parse(sessionStorage.getItem(REDIRECT_PARAMS_KEY) ?? '{}').codeVerifier).toMatch(
      /^[\w-]{43,}$/,
    );
    expect(getCookie('okta-oauth-nonce')).toBe(authorize.searchParams.get('nonce'));

    oidc.codes.set('c2', {
      challenge: authorize.searchParams.get('code_challenge') ?? '',
      nonce: authorize.searchParams.get('nonce') ?? '',
      redirectUri: REDIRECT,
    });
    window.history.replaceState(
      null,
      '',
      `/login/callback?code=c2&state=${authorize.searchParams.get('state')}`,
    );
    expect(client.token.hasTokensInUrl()).toBe(true);
    const tokens = await client.token.parseFromUrl();
    expect(tokens.idToken?.claims['sub']).toBe('00u1');
    expect(tokens.accessToken?.scopes).toEqual(['openid', 'email']);
    expect(window.location.href).toBe('http://localhost:3000/login/callback');
    expect(getCookie(REDIRECT_PARAMS_KEY)).toBeUndefined();
    expect(sessionStorage.getItem(REDIRECT_PARAMS_KEY)).toBeNull();
    await expect(
      client.token.parseFromUrl(`http://localhost:3000/login/callback?code=c2&state=x`),
    ).rejects.toThrow('Unable to retrieve OAuth redirect params storage');
  });

  it('reads implicit tokens from the fragment and rejects a state mismatch', async () => {
    vi.spyOn(browser, 'navigate').mockImplementation(() => undefined);
    await client.token.getWithRedirect({ responseType: ['id_token'] });
    window.history.replaceState(null, '', '/login/callback#id_token=x&state=forged');
    await expect(client.token.parseFromUrl()).rejects.toThrow(
      "OAuth flow response state doesn't match request state",
    );
    expect(window.location.hash).toBe('');
  });

  it('says so when the URL has no answer', async () => {
    expect(client.token.hasTokensInUrl('http://localhost:3000/login')).toBe(false);
    await expect(client.token.parseFromUrl('http://localhost:3000/login?foo=1')).rejects.toThrow(
      'Unable to parse a token from the url',
    );
  });
});
