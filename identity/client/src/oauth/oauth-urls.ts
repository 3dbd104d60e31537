import { AuthSdkError } from '../errors/index.ts';

/** Endpoints of one authorization server. */
export interface OAuthUrls {
  issuer: string;
  authorizeUrl: string;
  userinfoUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  logoutUrl: string;
}

export interface UrlOptions {
  url: string;
  issuer?: string;
  authorizeUrl?: string;
  userinfoUrl?: string;
}

const trim = (value: string | undefined): string | undefined => value?.replace(/\/+$/, '') || undefined;

/**
 * Derives the OAuth endpoints (spec §7 "OAuth and tokens"): the org server `{issuer}/oauth2/v1/*`, or a custom
 * server `{issuer}/v1/*` when the issuer contains `/oauth2/`; a bare issuer is an authorization-server id.
 * Validation and messages of spec §5 "OAuth" for explicit authorize/userinfo URLs without an issuer.
 */
export function getOAuthUrls(options: UrlOptions, responseTypes: string[] = []): OAuthUrls {
  let issuer = trim(options.issuer);
  const authorizeUrl = trim(options.authorizeUrl);
  const userinfoUrl = trim(options.userinfoUrl);
  if (issuer && !/^https?:/.test(issuer)) issuer = `${options.url}/oauth2/${issuer}`;
  if (!issuer && authorizeUrl && responseTypes.includes('id_token')) {
    throw new AuthSdkError('Cannot request idToken with an authorizeUrl without an issuer');
  }
  if (!issuer && responseTypes.includes('token')) {
    if (authorizeUrl && !userinfoUrl) {
      throw new AuthSdkError(
        'Cannot request accessToken with an authorizeUrl without an issuer or userinfoUrl',
      );
    }
    if (userinfoUrl && !authorizeUrl) {
      throw new AuthSdkError('Cannot request token with an userinfoUrl without an issuer or authorizeUrl');
    }
  }
  const resolvedIssuer = issuer ?? trim(options.url) ?? '';
  const base = resolvedIssuer.includes('/oauth2/') ? resolvedIssuer : `${resolvedIssuer}/oauth2`;
  return {
    issuer: resolvedIssuer,
    authorizeUrl: authorizeUrl ?? `${base}/v1/authorize`,
    userinfoUrl: userinfoUrl ?? `${base}/v1/userinfo`,
    tokenUrl: `${base}/v1/token`,
    revokeUrl: `${base}/v1/revoke`,
    logoutUrl: `${base}/v1/logout`,
  };
}
