import { takeLoginReturnUrl } from './return-path.ts';

/**
 * The login route's decisions, spec/compliance-suite.md §4 "Login flow", as pure functions.
 *
 * External-app flag: `sessionStorage['compliance-suite.external-app'] = '1'`, written when the suite is opened by
 * another application with a `sessionToken`. While it is set (for the life of the browser tab) the login route
 * shows the "Sessione chiusa" screen instead of the widget (rule 3).
 */
export const EXTERNAL_APP_FLAG_KEY = 'compliance-suite.external-app';

/** Delay between the widget's success and the session redirect (spec §9), ms. */
export const SUCCESS_REDIRECT_DELAY_MS = 500;

export type LoginDecision =
  /** Rule 1: record the external-app flag, then send the browser to `url` (the IdP, carrying the token). */
  | { kind: 'external-redirect'; url: string }
  /** Rule 3: the session-closed screen. */
  | { kind: 'session-closed' }
  /** Rules 2 and 4: the widget, with the recovery token when one was given. */
  | { kind: 'widget'; recoveryToken?: string };

export interface LoginEnv {
  /** IdP base URL, no trailing slash. */
  idpUrl: string;
  /** The suite's origin, e.g. `http://localhost:3000`. */
  origin: string;
}

/**
 * Decodes a base64 (standard or URL-safe, padding optional) UTF-8 string; undefined when it is not base64.
 * Spaces count as `+`: a query string decoder (URLSearchParams, form decoding) turns an unescaped `+` into a space.
 */
export function decodeBase64(value: string): string | undefined {
  const normalized = value.replace(/ /g, '+').trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized) || normalized.replace(/=+$/, '').length % 4 === 1) {
    return undefined;
  }
  const padded = normalized.padEnd(Math.ceil(normalized.length / 4) * 4, '=');
  try {
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The address to come back to after the IdP sets its session: `fromUri` base64-decoded and resolved against the
 * suite origin. Only same-origin addresses are accepted (an open redirect otherwise); anything else, and no
 * `fromUri`, gives the suite root `{origin}/`.
 */
export function resolveReturnUrl(fromUri: string | null, origin: string): string {
  const root = `${origin}/`;
  if (!fromUri) return root;
  const decoded = decodeBase64(fromUri);
  if (!decoded) return root;
  try {
    const url = new URL(decoded, root);
    return url.origin === origin ? url.href : root;
  } catch {
    return root;
  }
}

/** `{idp}/login/sessionCookieRedirect?token=…&redirectUrl=…`: the IdP sets its session cookie, then redirects. */
export function sessionCookieRedirectUrl(idpUrl: string, sessionToken: string, redirectUrl: string): string {
  const query = new URLSearchParams({ token: sessionToken, redirectUrl });
  return `${idpUrl}/login/sessionCookieRedirect?${query.toString()}`;
}

/** Applies rules 1–4 to the login route's query and the tab's storage. */
export function decideLogin(
  query: URLSearchParams,
  storage: Pick<Storage, 'getItem'>,
  env: LoginEnv,
): LoginDecision {
  const sessionToken = query.get('sessionToken');
  if (sessionToken) {
    const returnUrl = resolveReturnUrl(query.get('fromUri'), env.origin);
    return { kind: 'external-redirect', url: sessionCookieRedirectUrl(env.idpUrl, sessionToken, returnUrl) };
  }
  if (storage.getItem(EXTERNAL_APP_FLAG_KEY) !== null) return { kind: 'session-closed' };
  const recoveryToken = query.get('recoveryToken');
  return recoveryToken ? { kind: 'widget', recoveryToken } : { kind: 'widget' };
}

/** The part of the widget's success response the host reads (Okta Sign-In Widget 2.21.0 shape). */
export interface WidgetSuccess {
  status: string;
  type?: string;
  stepUp?: { finish(): void };
  session?: { token?: string; setCookieAndRedirect(redirectUrl: string): void };
}

/**
 * Rules 5 and 6: a step-up success finishes the step-up; any other SUCCESS sets the IdP session cookie and, after
 * 500 ms, comes back to the path the guard saved before sending the user to /login (`{origin}{path}`, removed once
 * used; see return-path.ts) or to the suite root; FORGOT_PASSWORD_EMAIL_SENT, UNLOCK_ACCOUNT_EMAIL_SENT (and any
 * other status) are ignored. `schedule` is setTimeout and `storage` sessionStorage in the browser.
 */
export function handleWidgetSuccess(
  res: WidgetSuccess,
  origin: string,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): void {
  if (res.status !== 'SUCCESS') return;
  if (res.type === 'SESSION_STEP_UP' && res.stepUp) {
    res.stepUp.finish();
    return;
  }
  const session = res.session;
  if (!session) return;
  const returnUrl = takeLoginReturnUrl(origin, storage);
  schedule(() => session.setCookieAndRedirect(returnUrl), SUCCESS_REDIRECT_DELAY_MS);
}
