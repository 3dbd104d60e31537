import { AuthSdkError, OAuthError } from '../errors/index.ts';
import type { HttpContext } from '../http/http-client.ts';
import type { AccessToken, IdToken, TokenSet } from '../types.ts';
import type { AuthorizeRequest } from './authorize-request.ts';
import { verifyIdToken } from './id-token.ts';
import { postToken } from './oauth-http.ts';

/** Fields of an authorize response (query, fragment or okta_post_message) or of a token endpoint answer. */
export interface OAuthResponse {
  code?: string;
  state?: string;
  id_token?: string;
  access_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number | string;
  scope?: string;
  error?: string;
  error_description?: string;
}

/** What turning a response into tokens needs: the HTTP context and the id-token rules. */
export interface TokenEnv {
  http: HttpContext;
  maxClockSkew: number;
}

type Expected = Pick<AuthorizeRequest, 'clientId' | 'redirectUri' | 'scopes' | 'urls'> & {
  state?: string;
  nonce?: string;
  codeVerifier?: string;
};

/** Exchanges an authorization code (with its PKCE verifier) at the token endpoint (RFC 6749 §4.1.3, RFC 7636 §4.5). */
export function exchangeCode(env: TokenEnv, expected: Expected, code: string): Promise<OAuthResponse> {
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    client_id: expected.clientId,
    redirect_uri: expected.redirectUri,
    code,
  };
  if (expected.codeVerifier) form['code_verifier'] = expected.codeVerifier;
  return postToken(env.http, expected.urls.tokenUrl, form) as Promise<OAuthResponse>;
}

/**
 * Turns an authorize or token response into a {@link TokenSet}: OAuth `error` => OAuthError; state mismatch =>
 * AuthSdkError; `code` => exchange; the id token is validated (claims, nonce, signature) per spec §5 "Identity tokens".
 */
export async function handleOAuthResponse(
  env: TokenEnv,
  expected: Expected,
  response: OAuthResponse,
): Promise<TokenSet> {
  if (response.error) throw new OAuthError(response.error, response.error_description ?? '');
  if (expected.state !== undefined && response.state !== expected.state) {
    throw new AuthSdkError("OAuth flow response state doesn't match request state");
  }
  const answer = response.code ? await exchangeCode(env, expected, response.code) : response;
  if (answer.error) throw new OAuthError(answer.error, answer.error_description ?? '');
  if (!answer.id_token && !answer.access_token) throw new AuthSdkError('Unable to parse OAuth flow response');
  const scopes = answer.scope ? answer.scope.split(' ') : expected.scopes;
  const { urls, clientId } = expected;
  const common = {
    scopes,
    authorizeUrl: urls.authorizeUrl,
    userinfoUrl: urls.userinfoUrl,
    issuer: urls.issuer,
    clientId,
  };
  const tokens: TokenSet = {};
  if (answer.access_token) {
    const accessToken: AccessToken = {
      ...common,
      value: answer.access_token,
      accessToken: answer.access_token,
      expiresAt: Math.floor(Date.now() / 1000) + Number(answer.expires_in ?? 0),
      tokenType: answer.token_type ?? 'Bearer',
    };
    tokens.accessToken = accessToken;
  }
  if (answer.id_token) {
    const claims = await verifyIdToken(env.http, answer.id_token, {
      issuer: urls.issuer,
      clientId,
      maxClockSkew: env.maxClockSkew,
      ...(expected.nonce ? { nonce: expected.nonce } : {}),
    });
    const idToken: IdToken = {
      ...common,
      value: answer.id_token,
      idToken: answer.id_token,
      claims,
      expiresAt: Number(claims['exp']),
    };
    tokens.idToken = idToken;
  }
  if (answer.refresh_token) tokens.refreshToken = answer.refresh_token;
  return tokens;
}
