import { browser } from '../browser/navigate.ts';
import { randomString } from '../browser/random.ts';
import { AuthSdkError } from '../errors/index.ts';
import type { AuthorizeOptions } from '../types.ts';
import { getOAuthUrls, type OAuthUrls, type UrlOptions } from './oauth-urls.ts';
import { computeCodeChallenge, createCodeVerifier } from './pkce.ts';

/** Client settings the authorize request starts from. */
export interface OAuthClientSettings extends UrlOptions {
  clientId?: string;
  redirectUri?: string;
}

/** A prepared authorize request: what was sent, plus what the response is checked against. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  responseType: string[];
  responseMode?: string;
  scopes: string[];
  state: string;
  nonce: string;
  codeVerifier?: string;
  urls: OAuthUrls;
  /** The full authorize URL. */
  url: string;
}

/**
 * Normalises options and builds the authorize URL (spec §5 "OAuth", §7 "OAuth and tokens"): defaults responseType
 * `id_token`, scopes `openid email`, 64-char state and nonce, PKCE S256 when `code` is asked (unless `pkce: false`).
 * Throws AuthSdkError: missing clientId, space-separated responseType, id_token without openid, URL rules.
 */
export async function buildAuthorizeRequest(
  settings: OAuthClientSettings,
  options: AuthorizeOptions = {},
): Promise<AuthorizeRequest> {
  const clientId = settings.clientId;
  if (!clientId)
    throw new AuthSdkError('A clientId must be specified in the OktaAuth constructor to get a token');
  const rawType = options.responseType ?? 'id_token';
  if (typeof rawType === 'string' && rawType.includes(' ')) {
    throw new AuthSdkError('Multiple OAuth responseTypes must be defined as an array');
  }
  const responseType = Array.isArray(rawType) ? rawType : [rawType];
  const scopes = options.scopes ?? ['openid', 'email'];
  if (responseType.includes('id_token') && !scopes.includes('openid')) {
    throw new AuthSdkError(
      'openid scope must be specified in the scopes argument when requesting an id_token',
    );
  }
  const urls = getOAuthUrls(settings, responseType);
  const request: AuthorizeRequest = {
    clientId,
    redirectUri: options.redirectUri ?? settings.redirectUri ?? browser.href(),
    responseType,
    ...(options.responseMode ? { responseMode: options.responseMode } : {}),
    scopes,
    state: options.state ?? randomString(64),
    nonce: options.nonce ?? randomString(64),
    urls,
    url: '',
  };
  const query: Record<string, string | undefined> = {
    client_id: clientId,
    redirect_uri: request.redirectUri,
    response_type: responseType.join(' '),
    response_mode: options.responseMode,
    state: request.state,
    nonce: request.nonce,
    prompt: options.prompt,
    display: options.display,
    sessionToken: options.sessionToken,
    idp: options.idp,
    max_age: options.maxAge === undefined ? undefined : String(options.maxAge),
    scope: scopes.join(' '),
  };
  if (responseType.includes('code') && options.pkce !== false) {
    request.codeVerifier = createCodeVerifier();
    query['code_challenge'] = await computeCodeChallenge(request.codeVerifier);
    query['code_challenge_method'] = 'S256';
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  request.url = `${urls.authorizeUrl}?${params.toString()}`;
  return request;
}
