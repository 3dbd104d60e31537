import type { AuthClientApi, IdToken, AccessToken, TokenSet } from '@identity/client';
import type { Transaction } from '@identity/contracts';
import type { SuccessOutcome } from '../routing/route.ts';
import type { ResolvedSettings } from '../settings/settings.ts';
import { redirectWithFormGet } from './form-get.ts';
import { redirect } from './redirect.ts';

// The success handling: a lazy chunk (LAZY_CHUNKS.success, shell/load-success.ts), loaded only after SUCCESS.

/** Success callback data for non-OAuth SUCCESS, shaped as widget 2.21.0 hosts expect (spec §4 SUCCESS). */
export interface SessionSuccess {
  status: 'SUCCESS';
  user: unknown;
  type: string;
  relayState?: string;
  session?: { token: string; setCookieAndRedirect(redirectUrl?: string): void };
  stepUp?: { url: string; finish(): void };
  next?: () => void;
}

/** How success redirects navigate: `features.redirectByFormSubmit` submits a GET form, else `location.assign`. */
const navigateBy = (byForm: boolean): ((url: string) => void) => (byForm ? redirectWithFormGet : redirect);

/**
 * Builds the 2.21.0 success object (spec §4 SUCCESS): SSO session (`session.setCookieAndRedirect(url)` goes to
 * `{baseUrl}/login/sessionCookieRedirect`, spec §7 "Session"), step-up (url + finish) or next link. With
 * `features.redirectByFormSubmit` (spec §3) each of these redirects is a GET form submission (form-get.ts).
 */
export function sessionSuccess(
  outcome: Exclude<SuccessOutcome, { kind: 'oauth' }>,
  tx: Transaction,
  client: AuthClientApi,
  settings: Pick<ResolvedSettings, 'baseUrl' | 'features'>,
): SessionSuccess {
  const byForm = settings.features.redirectByFormSubmit;
  const go = navigateBy(byForm);
  const base: SessionSuccess = {
    status: 'SUCCESS',
    user: tx._embedded?.user,
    type: tx.type ?? 'SESSION_SSO',
  };
  if (tx.relayState) base.relayState = tx.relayState;
  switch (outcome.kind) {
    case 'step-up':
      return { ...base, stepUp: { url: outcome.url, finish: () => go(outcome.url) } };
    case 'next':
      return { ...base, next: () => go(outcome.url) };
    case 'session': {
      const token = outcome.sessionToken;
      const setCookieAndRedirect = (redirectUrl?: string) => {
        if (!byForm) return client.session.setCookieAndRedirect(token, redirectUrl);
        const query = new URLSearchParams({
          checkAccountSetupComplete: 'true',
          token,
          redirectUrl: redirectUrl ?? window.location.href,
        });
        go(`${settings.baseUrl}/login/sessionCookieRedirect?${query}`);
      };
      return { ...base, type: 'SESSION_SSO', session: { token, setCookieAndRedirect } };
    }
  }
}

const TOKEN_OF: Record<string, (set: TokenSet) => IdToken | AccessToken | string | undefined> = {
  id_token: (s) => s.idToken,
  token: (s) => s.accessToken,
  refresh_token: (s) => s.refreshToken,
};

/**
 * OAuth SUCCESS (spec §4: tokens fetched with the session token): `token.getWithoutPrompt({sessionToken})`, which
 * waits `oAuthTimeout` ms (default 120000) for the IdP's answer.
 * Resolves as 2.21.0 does: one token for a single responseType, an array (in responseType order) otherwise.
 */
export async function oauthSuccess(
  sessionToken: string,
  client: AuthClientApi,
  settings: ResolvedSettings,
): Promise<unknown> {
  const p = settings.authParams ?? {};
  const responseType = p.responseType ?? 'id_token';
  const tokens = await client.token.getWithoutPrompt({
    sessionToken,
    responseType,
    ...(p.scopes ? { scopes: p.scopes } : {}),
    ...(p.state ? { state: p.state } : {}),
    ...(p.nonce ? { nonce: p.nonce } : {}),
    ...(p.pkce !== undefined ? { pkce: p.pkce } : {}),
    ...(settings.redirectUri ? { redirectUri: settings.redirectUri } : {}),
    timeout: settings.oAuthTimeout,
  });
  return tokensForHost(tokens, responseType);
}

/** The tokens the host gets (2.21.0): one for a single responseType, an array in responseType order otherwise. */
export function tokensForHost(tokens: TokenSet, responseType: string | string[]): unknown {
  const pick = (type: string) => TOKEN_OF[type]?.(tokens);
  return Array.isArray(responseType) ? responseType.map(pick).filter(Boolean) : pick(responseType);
}
