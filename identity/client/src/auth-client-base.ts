import type { ActivationTokenRequest, PrimaryAuthRequest, RecoveryRequest } from '@identity/contracts';
import { browser } from './browser/navigate.ts';
import { AuthSdkError, isAuthApiError } from './errors/index.ts';
import type { HttpContext } from './http/http-client.ts';
import type { TokenApiFactory } from './oauth/lazy-token-api.ts';
import type { TokenApiWithExchange } from './oauth/token-api.ts';
import { webfinger, type WebfingerResponse } from './discovery/webfinger.ts';
import { createRegistrationApi, type RegistrationApi } from './registration/registration-api.ts';
import { createSessionApi } from './session/session-api.ts';
import { TokenManager } from './token-manager/token-manager.ts';
import { forgotPassword, signIn, unlockAccount, verifyRecoveryToken, createTxApi } from './tx/tx-api.ts';
import { realSleep, type TxEnv } from './tx/tx-env.ts';
import type {
  AuthClientApi,
  AuthClientOptions,
  AuthTransaction,
  SessionApi,
  TransactionApi,
} from './types.ts';
import { DEFAULT_USER_AGENT } from './version.ts';

const trimSlash = (value: string): string => value.replace(/\/+$/, '');

/** Validates the constructor options (spec §5 "OAuth": a url is required and must not contain `-admin`). */
function validateUrl(url: string | undefined): string {
  if (!url) {
    throw new AuthSdkError(
      'No url passed to constructor. Required usage: new OktaAuth({url: "https://{yourOktaDomain}.com"})',
    );
  }
  if (url.includes('-admin.')) {
    throw new AuthSdkError(
      'URL passed to constructor contains "-admin" in subdomain. Required usage: new OktaAuth({url: "https://{yourOktaDomain}.com})',
    );
  }
  return trimSlash(url);
}

/**
 * The SDK client (spec/sign-in-widget.md §7, §8): Authn transactions, Sessions, OAuth 2 / OIDC and the token
 * manager against one IdP, with the token API built by `tokenApi`: {@link AuthClient} bundles it; a page that wants
 * the OAuth code fetched only when it needs tokens passes `lazyTokenApi(loader)`. Throws AuthSdkError on a missing
 * url or an admin url.
 */
export class AuthClientBase implements AuthClientApi {
  readonly options: Readonly<AuthClientOptions>;
  readonly tx: TransactionApi;
  readonly session: SessionApi;
  readonly registration: RegistrationApi;
  readonly token: TokenApiWithExchange;
  readonly tokenManager: TokenManager;
  private readonly txEnv: TxEnv;
  private readonly http: HttpContext;

  constructor(options: AuthClientOptions, tokenApi: TokenApiFactory) {
    const url = validateUrl(options?.url);
    this.options = Object.freeze({
      ...options,
      url,
      ...(options.issuer ? { issuer: trimSlash(options.issuer) } : {}),
    });
    const http: HttpContext = {
      url,
      userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
      headers: options.headers ?? {},
    };
    this.http = http;
    this.txEnv = { http, pollDelay: options.pollDelay ?? 500, sleep: realSleep };
    this.tx = createTxApi(this.txEnv);
    this.session = createSessionApi(http);
    this.registration = createRegistrationApi(http);
    this.token = tokenApi({
      http,
      maxClockSkew: options.maxClockSkew ?? 300,
      settings: {
        url,
        ...(this.options.issuer ? { issuer: this.options.issuer } : {}),
        ...(options.clientId ? { clientId: options.clientId } : {}),
        ...(options.redirectUri ? { redirectUri: options.redirectUri } : {}),
        ...(options.authorizeUrl ? { authorizeUrl: options.authorizeUrl } : {}),
        ...(options.userinfoUrl ? { userinfoUrl: options.userinfoUrl } : {}),
      },
    });
    this.tokenManager = new TokenManager(options.tokenManager, async (old) => {
      const renewed = await this.token.refresh('idToken' in old ? { idToken: old } : { accessToken: old });
      return 'idToken' in old ? renewed.idToken : renewed.accessToken;
    });
  }

  signIn(
    credentials: PrimaryAuthRequest | ActivationTokenRequest,
    init?: { headers?: Record<string, string> },
  ): Promise<AuthTransaction> {
    return signIn(this.txEnv, credentials, init?.headers);
  }

  webfinger(options: { resource: string; requestContext?: string }): Promise<WebfingerResponse> {
    return webfinger(this.http, options);
  }

  verifyRecoveryToken(recoveryToken: string): Promise<AuthTransaction> {
    return verifyRecoveryToken(this.txEnv, recoveryToken);
  }

  forgotPassword(body: RecoveryRequest): Promise<AuthTransaction> {
    return forgotPassword(this.txEnv, body);
  }

  unlockAccount(body: RecoveryRequest): Promise<AuthTransaction> {
    return unlockAccount(this.txEnv, body);
  }

  /**
   * Closes the IdP session (DELETE /api/v1/sessions/me; a 404 "no session" is not an error), clears the token
   * manager, then, when an id token and a post-logout redirect URI exist, navigates to the IdP logout URL.
   * Rejects with the close error (other than 404) when there is no logout navigation to fall back on.
   */
  async signOut(options?: { postLogoutRedirectUri?: string }): Promise<void> {
    const stored = this.tokenManager.get('idToken') as { idToken?: string } | undefined;
    let closeError: unknown;
    try {
      await this.session.close();
    } catch (err) {
      if (!(isAuthApiError(err) && err.status === 404)) closeError = err;
    }
    this.tokenManager.clear();
    const postLogoutRedirectUri = options?.postLogoutRedirectUri ?? this.options.postLogoutRedirectUri;
    if (stored?.idToken && postLogoutRedirectUri) {
      browser.navigate(this.token.logoutUrl(stored.idToken, postLogoutRedirectUri));
      return;
    }
    if (closeError) throw closeError;
  }
}
