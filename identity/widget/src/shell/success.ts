import type { AuthClientApi, IdToken, AccessToken, TokenSet } from '@identity/client';
import type { Transaction } from '@identity/contracts';
import type { SuccessOutcome } from '../routing/route.ts';
import type { ResolvedSettings } from '../settings/settings.ts';
import { redirect } from './redirect.ts';

// The success handling: a lazy chunk (LAZY_CHUNKS.success, shell/load-success.ts), loaded only after SUCCESS.

/** Success callback data for non-OAuth SUCCESS, shaped as widget 2.21.0 hosts expect (spec §4 SUCCESS). */
export interface SessionSuccess {
  status: 'SUCCESS';
  user: unknown;
  type: string;
  relayState?: string;
  session?: { token: string; setCookieAndRedirect(redirectUrl: string): void };
  stepUp?: { url: string; finish(): void };
  next?: () => void;
}

/** Builds the 2.21.0 success object: SSO session, step-up (url + finish) or next link. */
export function sessionSuccess(
  outcome: Exclude<SuccessOutcome, { kind: 'oauth' }>,
  tx: Transaction,
  client: AuthClientApi,
): SessionSuccess {
  const base: SessionSuccess = {
    status: 'SUCCESS',
    user: tx._embedded?.user,
    type: tx.type ?? 'SESSION_SSO',
  };
  if (tx.relayState) base.relayState = tx.relayState;
  switch (outcome.kind) {
    case 'step-up':
      return { ...base, stepUp: { url: outcome.url, finish: () => redirect(outcome.url) } };
    case 'next':
      return { ...base, next: () => redirect(outcome.url) };
    case 'session': {
      const token = outcome.sessionToken;
      return {
        ...base,
        type: 'SESSION_SSO',
        session: {
          token,
          setCookieAndRedirect: (redirectUrl) => client.session.setCookieAndRedirect(token, redirectUrl),
        },
      };
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
