import { browser } from '../browser/navigate.ts';
import { AuthSdkError } from '../errors/index.ts';
import type { AuthorizeOptions, TokenApi, TokenSet } from '../types.ts';
import { buildAuthorizeRequest, type OAuthClientSettings } from './authorize-request.ts';
import {
  OAUTH_TIMEOUT_MS,
  openHiddenFrame,
  POPUP_FEATURES,
  waitForPostMessage,
  watchPopupClosed,
  watchPopupFragment,
} from './frame-flow.ts';
import { verifyIdToken } from './id-token.ts';
import { oauthRequest, postToken } from './oauth-http.ts';
import { getOAuthUrls } from './oauth-urls.ts';
import { parseFromUrl } from './parse-url.ts';
import { saveRedirectParams } from './redirect-storage.ts';
import { syncTokenMembers } from './token-helpers.ts';
import { exchangeCode, handleOAuthResponse, type OAuthResponse, type TokenEnv } from './token-response.ts';

/** Settings of the OAuth part of the client. */
export interface OAuthEnv extends TokenEnv {
  settings: OAuthClientSettings;
}

/** Kept as an alias: `exchange` is now part of {@link TokenApi}. */
export type TokenApiWithExchange = TokenApi;

const originOf = (url: string): string => new URL(url).origin;

/**
 * OAuth 2 / OIDC operations (spec §7 "OAuth and tokens", §8, §9). This module (with PKCE, the frame flows, the
 * token endpoint and id-token validation with jose) is also the SDK's `@identity/client/oauth` entry, which
 * {@link lazyTokenApi} loads on first use.
 */
export function createTokenApi(env: OAuthEnv): TokenApiWithExchange {
  const getWithoutPrompt = async (options: AuthorizeOptions = {}): Promise<TokenSet> => {
    const request = await buildAuthorizeRequest(env.settings, {
      ...options,
      prompt: 'none',
      responseMode: 'okta_post_message',
      display: undefined,
    });
    const frame = openHiddenFrame(request.url);
    const answer = await waitForPostMessage(
      originOf(request.urls.issuer),
      request.state,
      frame.window,
      frame.remove,
      options.timeout,
    );
    return handleOAuthResponse(env, request, answer);
  };

  const getWithPopup = async (options: AuthorizeOptions = {}): Promise<TokenSet> => {
    const responseMode = options.responseMode ?? 'okta_post_message';
    const request = await buildAuthorizeRequest(env.settings, { ...options, display: 'popup', responseMode });
    if (responseMode === 'fragment') {
      const pageOrigin = originOf(browser.href());
      const redirectOrigin = originOf(request.redirectUri);
      if (pageOrigin !== redirectOrigin) {
        throw new AuthSdkError(
          `Using fragment, the redirectUri origin (${redirectOrigin}) must match the origin of this page (${pageOrigin})`,
        );
      }
    }
    const popup = window.open(request.url, 'Auth Popup', POPUP_FEATURES);
    const close = (): void => popup?.close();
    if (responseMode !== 'fragment') {
      const answer = await waitForPostMessage(
        originOf(request.urls.issuer),
        request.state,
        () => popup,
        close,
        options.timeout,
        watchPopupClosed(popup),
      );
      return handleOAuthResponse(env, request, answer);
    }
    const answer = await new Promise<OAuthResponse>((resolve, reject) => {
      let stop: () => void = () => undefined;
      const timer = setTimeout(
        () => finish(new AuthSdkError('OAuth flow timed out')),
        options.timeout ?? OAUTH_TIMEOUT_MS,
      );
      const finish = (err?: Error, hash?: string): void => {
        clearTimeout(timer);
        stop();
        close();
        if (err) reject(err);
        else resolve(Object.fromEntries(new URLSearchParams((hash ?? '').slice(1))) as OAuthResponse);
      };
      stop = watchPopupFragment(popup, (hash) => finish(undefined, hash))((err) => finish(err));
    });
    return handleOAuthResponse(env, request, answer);
  };

  const getWithRedirect = async (options: AuthorizeOptions = {}): Promise<void> => {
    const types = Array.isArray(options.responseType)
      ? options.responseType
      : [options.responseType ?? 'id_token'];
    const defaultMode = types.length === 1 && types[0] === 'code' ? 'query' : 'fragment';
    const request = await buildAuthorizeRequest(env.settings, {
      ...options,
      responseMode: options.responseMode ?? defaultMode,
    });
    saveRedirectParams(request);
    browser.navigate(request.url);
  };

  const urls = () => getOAuthUrls(env.settings);
  const issuer = () => urls().issuer;
  const clientId = (): string => {
    if (!env.settings.clientId)
      throw new AuthSdkError('A clientId must be specified in the OktaAuth constructor to get a token');
    return env.settings.clientId;
  };

  return {
    ...syncTokenMembers(env.settings),
    getWithoutPrompt,
    getWithPopup,
    getWithRedirect,
    parseFromUrl: (url) => parseFromUrl(env, url),
    verify: (idToken, expect) =>
      verifyIdToken(env.http, idToken, {
        issuer: issuer(),
        clientId: env.settings.clientId ?? '',
        maxClockSkew: env.maxClockSkew,
        ...(expect?.nonce ? { nonce: expect.nonce } : {}),
      }),
    exchange: async (code, codeVerifier, redirectUri) => {
      const expected = {
        clientId: clientId(),
        redirectUri: redirectUri ?? env.settings.redirectUri ?? browser.href(),
        scopes: ['openid'],
        urls: urls(),
        ...(codeVerifier ? { codeVerifier } : {}),
      };
      return handleOAuthResponse(env, expected, await exchangeCode(env, expected, code));
    },
    refresh: async (tokens) => {
      const scopes = tokens.accessToken?.scopes ?? tokens.idToken?.scopes ?? ['openid', 'email'];
      if (!tokens.refreshToken) return getWithoutPrompt({ responseType: 'code', scopes });
      const answer = await postToken(env.http, urls().tokenUrl, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: clientId(),
        scope: scopes.join(' '),
      });
      const renewed = await handleOAuthResponse(
        env,
        { clientId: clientId(), redirectUri: '', scopes, urls: urls() },
        answer,
      );
      return { ...renewed, refreshToken: renewed.refreshToken ?? tokens.refreshToken };
    },
    getUserInfo: (accessToken) =>
      oauthRequest<Record<string, unknown>>(env.http, { url: urls().userinfoUrl, token: accessToken }),
    revoke: async (token) => {
      if (!token) throw new AuthSdkError('A valid access token object is required');
      await oauthRequest(env.http, {
        url: urls().revokeUrl,
        method: 'POST',
        form: { token, client_id: clientId() },
      });
    },
  };
}
