import type { TokenResponse } from '@identity/contracts';
import { isAuthApiError, OAuthError } from '../errors/index.ts';
import { httpRequest, type HttpContext, type RequestOptions } from '../http/http-client.ts';

/** Reads `error` / `error_description` from a WWW-Authenticate header (RFC 6750 §3). */
function fromWwwAuthenticate(header: string | undefined): OAuthError | undefined {
  if (!header) return undefined;
  const error = /error="([^"]*)"/.exec(header)?.[1];
  const description = /error_description="([^"]*)"/.exec(header)?.[1];
  return error ? new OAuthError(error, description ?? '') : undefined;
}

/**
 * A call to an `/oauth2/v1/*` endpoint (no cookies). OAuth error bodies (RFC 6749 §5.2) and Bearer challenges
 * (RFC 6750 §3) become OAuthError; other failures stay AuthApiError.
 */
export async function oauthRequest<T>(http: HttpContext, opts: RequestOptions): Promise<T> {
  try {
    return await httpRequest<T>(http, { credentials: 'omit', ...opts });
  } catch (err) {
    if (!isAuthApiError(err)) throw err;
    const body = err.xhr.responseJSON;
    if (body && typeof body['error'] === 'string') {
      throw new OAuthError(
        body['error'],
        typeof body['error_description'] === 'string' ? body['error_description'] : '',
      );
    }
    throw fromWwwAuthenticate(err.xhr.headers?.['www-authenticate']) ?? err;
  }
}

/** POST {tokenUrl} with a form body (RFC 6749 §4.1.3, §6). */
export const postToken = (
  http: HttpContext,
  tokenUrl: string,
  form: Record<string, string>,
): Promise<TokenResponse> => oauthRequest<TokenResponse>(http, { url: tokenUrl, method: 'POST', form });
