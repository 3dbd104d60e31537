import {
  AuthClientBase,
  lazyTokenApi,
  type AuthClientApi,
  type AuthTransaction,
  type TokenManagerApi,
} from '@identity/client';
import { assetsLocation, type AssetsLocation } from './lazy/assets.ts';
import { LAZY_CHUNKS, type OAuthChunk } from './lazy/lazy-chunks.ts';
import { ConfigError } from './lib/config-error.ts';
import { Emitter, type Handler, type WidgetEvent } from './lib/emitter.ts';
import { mount, type Mounted } from './shell/mount.tsx';
import { isOAuthEnabled, resolveSettings, type WidgetSettings } from './settings/settings.ts';
import { requireSuccessHandler, resolveElement, validateSettings } from './settings/validate-settings.ts';
import { WIDGET_VERSION } from './version.ts';
import { idTokenApi, sessionApi, tokenApi } from './widget-api.ts';

export type {
  WidgetSettings,
  WidgetFeatures,
  HelpLink,
  Credentials,
  AuthParams,
} from './settings/settings.ts';
export type { WidgetEvent } from './lib/emitter.ts';
export type { SessionSuccess } from './shell/success.ts';
export type { Route } from './routing/route.ts';
export { routeFor } from './routing/route-for.ts';
export { controllerFor } from './routing/controller-for.ts';
export { ConfigError } from './lib/config-error.ts';
export { WIDGET_VERSION } from './version.ts';

/** Options of {@link SignInWidget.showSignInToGetTokens} (2.21.0 names). */
export interface GetTokensOptions {
  el?: string | HTMLElement;
  clientId?: string;
  redirectUri?: string;
  /** Default true: request an access token (`token`). */
  getAccessToken?: boolean;
  /** Default true: request an id token (`id_token`). */
  getIdToken?: boolean;
  /** Space-separated scopes, e.g. `'openid email profile'`. */
  scope?: string;
}

/** Only one widget may be rendered on a page at a time (spec §1). */
let anyRendered = false;

/** `X-Okta-User-Agent-Extended` of the widget's calls (spec §7 "Other": carries the widget version). */
const USER_AGENT = `okta-auth-js-1.17.1 okta-signin-widget-${WIDGET_VERSION}`;

/**
 * The embeddable sign-in widget (spec/sign-in-widget.md §1): `new SignInWidget(settings)` validates the settings
 * (ConfigError: 'error.required.baseUrl', 'error.invalid.colors.brand') and creates the SDK client.
 * Also available as the global `SignInWidget` and its alias `OktaSignIn` in the IIFE build.
 */
export class SignInWidget {
  /** Widget version reproduced by this build ('2.21.0'). */
  static readonly version = WIDGET_VERSION;
  /** The SDK client all calls go through. */
  readonly authClient: AuthClientApi;
  /** Session operations; each returns a promise and also accepts a 2.21.0-style callback. */
  readonly session: ReturnType<typeof sessionApi>;
  /** `hasTokensInUrl(url?)` and `parseTokensFromUrl(success?, error?)`. */
  readonly token: ReturnType<typeof tokenApi>;
  /** `refresh(idToken, success?, error?)`: a new id token for the same scopes, without a prompt. */
  readonly idToken: ReturnType<typeof idTokenApi>;
  /** The SDK token manager (add, get, remove, clear, renew, on, off). */
  readonly tokenManager: TokenManagerApi;
  private readonly settings: WidgetSettings;
  private readonly emitter = new Emitter();
  private mounted: Mounted | null = null;
  private transaction: AuthTransaction | null = null;

  constructor(settings: WidgetSettings) {
    validateSettings(settings);
    this.settings = { ...settings };
    this.authClient = settings.authClient ?? this.createClient(settings.clientId, settings.redirectUri);
    this.session = sessionApi(() => this.authClient);
    this.token = tokenApi(() => this.authClient);
    this.idToken = idTokenApi(
      () => this.authClient,
      () => this.settings.authParams?.pkce,
    );
    this.tokenManager = this.authClient.tokenManager;
  }

  /**
   * Renders the widget into `options.el` (or `settings.el`). `success` (or `settings.globalSuccessFn`) receives the
   * 2.21.0 success object; `error` (or `globalErrorFn`) receives unrecoverable errors. Throws ConfigError when
   * `el` or the success handler is missing, or when a widget is already rendered (call `remove()` first).
   */
  renderEl(
    options: { el?: string | HTMLElement } = {},
    success?: (res: unknown) => void,
    error?: (err: unknown) => void,
  ): void {
    const onSuccess = success ?? this.settings.globalSuccessFn;
    requireSuccessHandler(onSuccess);
    this.render(this.settings, options.el, onSuccess, error ?? this.settings.globalErrorFn, this.authClient);
  }

  /**
   * Renders the widget and resolves with the OAuth tokens obtained after sign-in (`token.getWithoutPrompt` with the
   * session token): `[accessToken, idToken]` by default, one token when only one is asked. Throws ConfigError
   * ('error.required.clientId') without a clientId; rejects on OAuth errors.
   */
  showSignInToGetTokens(options: GetTokensOptions = {}): Promise<unknown> {
    const clientId = options.clientId ?? this.settings.clientId;
    if (!clientId) throw new ConfigError('error.required.clientId');
    const redirectUri = options.redirectUri ?? this.settings.redirectUri;
    const responseType = [
      ...(options.getAccessToken !== false ? ['token'] : []),
      ...(options.getIdToken !== false ? ['id_token'] : []),
    ];
    const scopes = options.scope
      ? options.scope.split(/\s+/).filter(Boolean)
      : (this.settings.authParams?.scopes ?? ['openid', 'email', 'profile']);
    const settings: WidgetSettings = {
      ...this.settings,
      clientId,
      redirectUri,
      authScheme: 'OAUTH2',
      authParams: {
        ...this.settings.authParams,
        responseType: responseType.length === 1 ? responseType[0] : responseType,
        scopes,
      },
    };
    const sameClient = clientId === this.settings.clientId && redirectUri === this.settings.redirectUri;
    const client =
      this.settings.authClient ?? (sameClient ? this.authClient : this.createClient(clientId, redirectUri));
    return new Promise((resolve, reject) => this.render(settings, options.el, resolve, reject, client));
  }

  /** Hides the rendered widget (it keeps its state). */
  hide(): void {
    if (this.mounted) this.mounted.container.hidden = true;
  }

  /** Shows the widget again after {@link hide}. */
  show(): void {
    if (this.mounted) this.mounted.container.hidden = false;
  }

  /** Unmounts the widget and removes its container; another render is then allowed. */
  remove(): void {
    if (!this.mounted) return;
    this.mounted.root.unmount();
    this.mounted.container.remove();
    this.mounted = null;
    this.transaction = null;
    anyRendered = false;
  }

  /**
   * Subscribes to an event: `ready(context)`, `afterRender(context)`, `afterError(context, error)`,
   * `pageRendered({page})`, `passwordRevealed()`. `context` is `{controller}` (2.21.0 page names).
   */
  on(event: WidgetEvent, handler: Handler): void {
    this.emitter.on(event, handler);
  }

  /** Unsubscribes one handler, every handler of an event, or everything. */
  off(event?: WidgetEvent, handler?: Handler): void {
    this.emitter.off(event, handler);
  }

  /** The current authentication transaction, if any. */
  getTransaction(): AuthTransaction | undefined {
    return this.transaction ?? undefined;
  }

  /** The SDK's OAuth code, a chunk from `assets.baseUrl` (IIFE) or a dynamic import (ESM), fetched once. */
  private loadOAuth(): Promise<OAuthChunk> {
    const load = LAZY_CHUNKS.oauth as (assets: AssetsLocation) => Promise<OAuthChunk>;
    return load(assetsLocation(this.settings));
  }

  /** The widget's own SDK client: its token API loads the OAuth code on the first token call. */
  private createClient(clientId?: string, redirectUri?: string): AuthClientApi {
    const s = this.settings ?? {};
    return new AuthClientBase(
      {
        url: s.baseUrl ?? '',
        userAgent: USER_AGENT,
        ...(s.authParams?.issuer ? { issuer: s.authParams.issuer } : {}),
        ...(clientId ? { clientId } : {}),
        ...(redirectUri ? { redirectUri } : {}),
      },
      lazyTokenApi(() => this.loadOAuth()),
    );
  }

  private render(
    settings: WidgetSettings,
    el: string | HTMLElement | undefined,
    onSuccess: (res: unknown) => void,
    onError: ((err: unknown) => void) | undefined,
    client: AuthClientApi,
  ): void {
    if (anyRendered) throw new ConfigError('error.widget.alreadyRendered');
    const target = resolveElement(el ?? settings.el);
    anyRendered = true;
    // A widget that ends in OAuth tokens fetches their code while the user types, not after the password.
    if (isOAuthEnabled(settings) && !settings.authClient) this.loadOAuth().catch(() => undefined);
    this.mounted = mount(
      target,
      {
        settings: resolveSettings(settings),
        client,
        emitter: this.emitter,
        onSuccess,
        onError: (err) =>
          onError
            ? onError(err)
            : queueMicrotask(() => {
                throw err;
              }),
        onTransaction: (tx) => (this.transaction = tx),
      },
      settings.colors?.brand,
    );
  }
}

export default SignInWidget;
