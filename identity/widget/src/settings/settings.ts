import type { AuthClientApi } from '@identity/client';

/** Feature flags of spec §3 "Feature flags and defaults". */
export interface WidgetFeatures {
  /**
   * Real URLs (history API) for the pages, under `signin/` (spec §2 route table): deep links, the back and forward
   * buttons, a reload that resumes the stored transaction on the same page. The host must serve its page at every
   * path under `{base}/signin/`. Its code is a chunk loaded from `assets.baseUrl` when the feature is on.
   */
  router?: boolean;
  securityImage?: boolean;
  autoPush?: boolean;
  smsRecovery?: boolean;
  callRecovery?: boolean;
  windowsVerify?: boolean;
  webauthn?: boolean;
  selfServiceUnlock?: boolean;
  multiOptionalFactorEnroll?: boolean;
  customExpiredPassword?: boolean;
  deviceFingerprinting?: boolean;
  hideSignOutLinkInMFA?: boolean;
  hideBackToSignInForReset?: boolean;
  registration?: boolean;
  consent?: boolean;
  idpDiscovery?: boolean;
  /**
   * Identifier first: the username is asked alone before anything else. In this widget that flow is the discovery
   * screen, so the flag is accepted only together with `idpDiscovery` (spec §5 "Sign-in": ConfigError
   * 'error.invalid.identifierFirst' otherwise) and changes nothing more. Off by default.
   */
  identifierFirst?: boolean;
  passwordlessAuth?: boolean;
  showPasswordToggleOnSignInPage?: boolean;
  trackTypingPattern?: boolean;
  /**
   * The success redirects (`session.setCookieAndRedirect`, `stepUp.finish`, `next`) submit a GET form instead of
   * assigning `window.location` (2.21.0's redirectWithFormGet). Off by default.
   */
  redirectByFormSubmit?: boolean;
  /** On by default. */
  rememberMe?: boolean;
  emailRecovery?: boolean;
  preventBrowserFromSavingOktaPassword?: boolean;
  useDeviceFingerprintForSecurityImage?: boolean;
  /** UNAUTHENTICATED goes to the default factor's verify screen (spec §4; 2.21.0's promptForFactor). */
  promptForFactorInUnauthenticated?: boolean;
}

export interface HelpLink {
  href: string;
  text: string;
  target?: string;
}

/**
 * A social or custom identity-provider button (spec §3 "Social button"): `id` is the IdP's provider id (`0oa…`);
 * `type` facebook, google, linkedin or microsoft gets its label and look, any other type is a general provider
 * (`text` or `i18nKey`, else a placeholder label).
 */
export interface SocialIdp {
  id: string;
  type?: string;
  text?: string;
  i18nKey?: string;
  dataAttr?: string;
  className?: string;
}

/** A host-defined button shown with the social buttons (spec §3 "customButtons"). */
export interface CustomButton {
  title?: string;
  i18nKey?: string;
  dataAttr?: string;
  className?: string;
  click?: (event: MouseEvent) => void;
}

/** Credentials handed to `processCreds` (spec §3 "Callbacks"). */
export interface Credentials {
  username: string;
  password: string;
}

/** Operation passed to `transformUsername`: the screen the username comes from (2.21.0 names). */
export type UsernameOperation = 'PRIMARY_AUTH' | 'FORGOT_PASSWORD' | 'UNLOCK_ACCOUNT';

/** Language setting: a code, or a function picking one from the supported and the browser's languages. */
export type LanguageSetting =
  string | ((supported: readonly string[], userLanguages: readonly string[]) => string);

export interface AuthParams {
  display?: 'none' | 'popup' | 'page';
  responseMode?: 'query' | 'fragment' | 'form_post' | 'okta_post_message';
  /** Default 'id_token'. An array yields an array of tokens in the success callback. */
  responseType?: string | string[];
  scopes?: string[];
  issuer?: string;
  authorizeUrl?: string;
  state?: string;
  nonce?: string;
  pkce?: boolean;
}

/**
 * Settings of `new SignInWidget(settings)` (spec §3 "Settings"). Only `baseUrl` is required here;
 * `el` and the success handler may come with `renderEl` instead.
 */
export interface WidgetSettings {
  /** IdP base URL, e.g. `http://localhost:8080` (no trailing slash needed). */
  baseUrl: string;
  /** CSS selector or element the widget renders into (a `#okta-sign-in` container is created inside it). */
  el?: string | HTMLElement;
  recoveryToken?: string;
  stateToken?: string;
  /** Prefills the username field. */
  username?: string;
  relayState?: string;
  signOutLink?: string;
  /** Logo URL shown in the header. */
  logo?: string;
  logoText?: string;
  helpSupportNumber?: string;
  /** Support email shown in the help footer (extension of 2.21.0's helpSupportNumber). */
  helpSupportEmail?: string;
  language?: LanguageSetting;
  /** Per-language overrides: `{ it: { 'primaryauth.title': 'Accedi' } }`. */
  i18n?: Record<string, Record<string, string>>;
  /**
   * Where the widget build is served: language bundles and, for the IIFE build, the script chunks loaded on demand
   * (`{assets.baseUrl}/iife/chunks/…`: the screens beyond primary sign-in and their English labels, the router
   * feature, the OAuth code of a widget that gets tokens). `baseUrl` defaults to `{baseUrl}/widget/2.21.0`;
   * `rewrite` maps each asset URL.
   */
  assets?: { baseUrl?: string; rewrite?: (path: string) => string };
  clientId?: string;
  redirectUri?: string;
  /** Default 'OAUTH2'. OAuth is on when a clientId is given with this scheme. */
  authScheme?: string;
  authParams?: AuthParams;
  /** `#` followed by six hex digits. */
  colors?: { brand?: string };
  helpLinks?: { help?: string; forgotPassword?: string; unlock?: string; custom?: HelpLink[] };
  registration?: {
    click?: () => void;
    parseSchema?: unknown;
    preSubmit?: unknown;
    postSubmit?: unknown;
  };
  features?: WidgetFeatures;
  /** External identity providers offered as buttons (spec §3 `idps`; §7 "Social login"). */
  idps?: SocialIdp[];
  /** Where the social and custom buttons sit: above the form (PRIMARY) or below it (SECONDARY, the default). */
  idpDisplay?: 'PRIMARY' | 'SECONDARY';
  customButtons?: CustomButton[];
  /** IdP discovery (feature `idpDiscovery`): `requestContext` goes to webfinger, where a provider continues. */
  idpDiscovery?: { requestContext?: string };
  /**
   * Consent screen (spec §3 "consent.cancel"): `cancel` runs after "Don't Allow" once the IdP cancelled the
   * transaction (the hosted page tells /oauth2/v1/authorize, which answers the application access_denied).
   */
  consent?: { cancel?: () => void };
  transformUsername?: (username: string, operation: UsernameOperation) => string;
  /** Called with the credentials before primary auth; with a second parameter the widget waits for `callback()`. */
  processCreds?: ((creds: Credentials) => void) | ((creds: Credentials, callback: () => void) => void);
  globalSuccessFn?: (res: unknown) => void;
  globalErrorFn?: (err: unknown) => void;
  /** Timeout of OAuth token retrieval (iframe or popup), ms (default 120000); passed as the SDK's `timeout`. */
  oAuthTimeout?: number;
  /** An SDK instance to use instead of the one the widget creates. */
  authClient?: AuthClientApi;
}

/** Features with the 2.21.0 defaults applied. */
export function resolveFeatures(features: WidgetFeatures | undefined): Required<WidgetFeatures> {
  return {
    router: false,
    securityImage: false,
    autoPush: false,
    smsRecovery: false,
    callRecovery: false,
    windowsVerify: false,
    webauthn: false,
    selfServiceUnlock: false,
    multiOptionalFactorEnroll: false,
    customExpiredPassword: false,
    deviceFingerprinting: false,
    hideSignOutLinkInMFA: false,
    hideBackToSignInForReset: false,
    registration: false,
    consent: false,
    idpDiscovery: false,
    identifierFirst: false,
    passwordlessAuth: false,
    showPasswordToggleOnSignInPage: false,
    trackTypingPattern: false,
    redirectByFormSubmit: false,
    rememberMe: true,
    emailRecovery: true,
    preventBrowserFromSavingOktaPassword: true,
    useDeviceFingerprintForSecurityImage: true,
    promptForFactorInUnauthenticated: false,
    ...features,
  };
}

/** True when SUCCESS must fetch OAuth tokens (2.21.0: a clientId with the OAUTH2 scheme). */
export function isOAuthEnabled(settings: Pick<WidgetSettings, 'clientId' | 'authScheme'>): boolean {
  return Boolean(settings.clientId) && (settings.authScheme ?? 'OAUTH2').toUpperCase() === 'OAUTH2';
}

/** `{baseUrl}` without a trailing slash. */
export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Default assets base: `{baseUrl}/widget/2.21.0` (the IdP serves the build there). */
export function assetsBaseUrl(settings: WidgetSettings, version: string): string {
  return trimBaseUrl(settings.assets?.baseUrl ?? `${trimBaseUrl(settings.baseUrl)}/widget/${version}`);
}

/** Settings as screens see them: defaults applied, `baseUrl` without a trailing slash. */
export type ResolvedSettings = Omit<WidgetSettings, 'features' | 'baseUrl'> & {
  baseUrl: string;
  features: Required<WidgetFeatures>;
};

/** Applies the defaults of spec §3 to validated settings. */
export function resolveSettings(settings: WidgetSettings): ResolvedSettings {
  return {
    ...settings,
    baseUrl: trimBaseUrl(settings.baseUrl),
    features: resolveFeatures(settings.features),
  };
}
