import type { WebfingerResponse } from './discovery/webfinger.ts';
/**
 * Public surface of the SDK (the contract the widget and host pages code against).
 * Implements spec/sign-in-widget.md §7 "Authentication", "Session", "OAuth and tokens", "Other" and §8.
 */
import type { RegistrationApi } from './registration/registration-api.ts';
import type {
  ActivationTokenRequest,
  PrimaryAuthRequest,
  RecoveryRequest,
  Session,
  Transaction,
} from '@identity/contracts';
import type { ActionName, TransactionActions, TransactionMembers } from './tx/transaction-actions.ts';

export type * from './tx/transaction-actions.ts';
export type * from './tx/action-bodies.ts';

/** Options of {@link AuthClient}. */
export interface AuthClientOptions {
  /** Base URL of the IdP, no trailing slash (e.g. `http://localhost:8080`). Must not contain `-admin`. */
  url: string;
  /** OIDC issuer; defaults to `url`. A bare id (no scheme) means `{url}/oauth2/{id}`. */
  issuer?: string;
  /** Explicit authorize endpoint (added; spec §5 "OAuth" rules apply when there is no issuer). */
  authorizeUrl?: string;
  /** Explicit userinfo endpoint (added). */
  userinfoUrl?: string;
  clientId?: string;
  redirectUri?: string;
  /** Post-logout redirect URI used by `signOut`. */
  postLogoutRedirectUri?: string;
  /** Value of `X-Okta-User-Agent-Extended`; defaults to `okta-auth-js-1.17.1` (the SDK version, `SDK_VERSION`). */
  userAgent?: string;
  /** Extra headers sent on every Authn/Sessions call (e.g. `Accept-Language`). */
  headers?: Record<string, string>;
  /** Max clock skew in s for id-token validation (default 300). */
  maxClockSkew?: number;
  tokenManager?: TokenManagerOptions;
  /** Delay between polls in ms (default 500). */
  pollDelay?: number;
}

export interface TokenManagerOptions {
  storage?: 'localStorage' | 'sessionStorage' | 'cookie';
  /** Default true: renew a token shortly before it expires. `autoRefresh` wins when both are given. */
  autoRenew?: boolean;
  /**
   * okta-auth-js 1.17.1's name for {@link TokenManagerOptions.autoRenew} (same meaning, default true); accepted
   * so settings written for that SDK keep working. Resolved as `autoRefresh ?? autoRenew ?? true`.
   */
  autoRefresh?: boolean;
  /** Storage key (default `okta-token-storage`). */
  storageKey?: string;
}

/**
 * A transaction returned by every Authn call (okta-auth-js 1.17.1 shape): the raw body as `data`, the body's
 * members with `_embedded` lifted (`user`, `factors`, `factor`, `policy`, ...; never `stateToken`), and one typed
 * action per link it carries ({@link TransactionActions}; factors carry {@link FactorActions}). Actions resolve to
 * the next transaction and reject with `AuthApiError`. Narrow with `has()`:
 * `if (tx.has('verify')) await tx.verify({ passCode })`.
 */
export interface AuthTransaction extends TransactionActions, TransactionMembers {
  readonly data: Transaction;
  readonly status: Transaction['status'];
  /** True when the action exists (a top-level link, `next` by its name; `'resend:sms'` picks an array item). */
  has<K extends ActionName>(linkName: K): this is AuthTransaction & Required<Pick<TransactionActions, K>>;
  has(linkName: string): boolean;
  /**
   * Follows a link by name with a JSON body (the state token is added) and extra query parameters.
   * @deprecated Use the typed action (`tx.prev()`, `tx.verify(body)`, ...); kept for links this SDK does not type.
   */
  call(
    linkName: string,
    body?: Record<string, unknown>,
    query?: Record<string, string>,
  ): Promise<AuthTransaction>;
  /** Members of the body this interface does not name, and links without a typed action. */
  [member: string]: unknown;
}

export interface TransactionApi {
  /** True when a state token cookie (`oktaStateToken`) is stored. */
  exists(): boolean;
  /** POST /api/v1/authn {stateToken}; stateToken defaults to the stored one ('No transaction to resume'). */
  resume(args?: { stateToken?: string }): Promise<AuthTransaction>;
}

/** Result of session.get(): the session object, or `{status: 'INACTIVE'}` on any failure. */
export type SessionInfo =
  (Session & { refresh(): Promise<Session>; user(): Promise<unknown> }) | { status: 'INACTIVE' };

export interface SessionApi {
  get(): Promise<SessionInfo>;
  exists(): Promise<boolean>;
  close(): Promise<void>;
  refresh(): Promise<Session>;
  /** Browser redirect to `{url}/login/sessionCookieRedirect?checkAccountSetupComplete=true&token=&redirectUrl=`. */
  setCookieAndRedirect(sessionToken: string, redirectUrl?: string): void;
}

export interface Token {
  value: string;
  /** Unix time, s. */
  expiresAt: number;
  scopes: string[];
  tokenType?: string;
  authorizeUrl: string;
  userinfoUrl: string;
  issuer: string;
  clientId: string;
}
export interface IdToken extends Token {
  idToken: string;
  claims: Record<string, unknown>;
}
export interface AccessToken extends Token {
  accessToken: string;
}
export interface TokenSet {
  idToken?: IdToken;
  accessToken?: AccessToken;
  refreshToken?: string;
}

export interface AuthorizeOptions {
  responseType?: string | string[];
  responseMode?: 'query' | 'fragment' | 'form_post' | 'okta_post_message';
  scopes?: string[];
  state?: string;
  nonce?: string;
  prompt?: 'none' | 'login' | 'consent';
  display?: 'page' | 'popup';
  sessionToken?: string;
  idp?: string;
  maxAge?: number;
  redirectUri?: string;
  /** PKCE (S256): on by default when responseType is `code`. */
  pkce?: boolean;
  /**
   * How long the iframe or popup flow waits for the answer, ms (okta-auth-js 1.17.1 `timeout`; default 120000,
   * spec §9). Rejects with 'OAuth flow timed out' after it.
   */
  timeout?: number;
}

export interface TokenApi {
  /** Hidden iframe + okta_post_message, prompt=none. Times out after `timeout` (120 s) ('OAuth flow timed out'). */
  getWithoutPrompt(options?: AuthorizeOptions): Promise<TokenSet>;
  getWithPopup(options?: AuthorizeOptions): Promise<TokenSet>;
  /** Saves state, nonce and PKCE verifier, then navigates. */
  getWithRedirect(options?: AuthorizeOptions): Promise<void>;
  /** Reads the fragment or query of the current URL, exchanges a code (PKCE), validates, clears the URL. */
  parseFromUrl(url?: string): Promise<TokenSet>;
  hasTokensInUrl(url?: string): boolean;
  /** Validates an id token per spec §5 "Identity tokens" (signature via JWKS). */
  verify(idToken: string, expect?: { nonce?: string }): Promise<Record<string, unknown>>;
  decode(jwt: string): { header: Record<string, unknown>; payload: Record<string, unknown> };
  /** Added: exchanges an authorization code (+ PKCE verifier) at /oauth2/v1/token and validates the id token. */
  exchange(code: string, codeVerifier?: string, redirectUri?: string): Promise<TokenSet>;
  refresh(tokens: TokenSet): Promise<TokenSet>;
  getUserInfo(accessToken: string): Promise<Record<string, unknown>>;
  revoke(token: string): Promise<void>;
  /** `{issuer}/oauth2/v1/logout?id_token_hint=&post_logout_redirect_uri=&state=` */
  logoutUrl(idToken: string, postLogoutRedirectUri?: string, state?: string): string;
}

export type TokenEvent = 'added' | 'removed' | 'renewed' | 'expired' | 'error';

export interface TokenManagerApi {
  add(key: string, token: IdToken | AccessToken): void;
  get(key: string): IdToken | AccessToken | undefined;
  remove(key: string): void;
  clear(): void;
  renew(key: string): Promise<IdToken | AccessToken | undefined>;
  on(event: TokenEvent, handler: (...args: unknown[]) => void): void;
  off(event: TokenEvent, handler?: (...args: unknown[]) => void): void;
}

export interface AuthClientApi {
  readonly options: Readonly<AuthClientOptions>;
  /** POST /api/v1/authn with credentials or a registration's activation `token`. Extra headers e.g. X-Device-Fingerprint. */
  signIn(
    credentials: PrimaryAuthRequest | ActivationTokenRequest,
    init?: { headers?: Record<string, string> },
  ): Promise<AuthTransaction>;
  /** POST /api/v1/authn/recovery/token. */
  verifyRecoveryToken(recoveryToken: string): Promise<AuthTransaction>;
  /** POST /api/v1/authn/recovery/password {username, factorType (EMAIL | SMS | CALL), relayState}. */
  forgotPassword(body: RecoveryRequest): Promise<AuthTransaction>;
  /** POST /api/v1/authn/recovery/unlock {username, factorType (EMAIL | SMS | CALL), relayState}. */
  unlockAccount(body: RecoveryRequest): Promise<AuthTransaction>;
  tx: TransactionApi;
  session: SessionApi;
  /** Self-service registration: the form and the register call. */
  registration: RegistrationApi;
  token: TokenApi;
  tokenManager: TokenManagerApi;
  /**
   * `GET /.well-known/webfinger` (spec §7 "Discovery"): the identity provider the IdP's discovery rules pick for
   * `resource` (`okta:acct:{username}`); `requestContext` is where a provider's sign-in continues (fromURI).
   */
  webfinger(options: { resource: string; requestContext?: string }): Promise<WebfingerResponse>;
  /** Closes the IdP session, clears tokens, then (when configured) goes to the IdP logout. */
  signOut(options?: { postLogoutRedirectUri?: string }): Promise<void>;
}
