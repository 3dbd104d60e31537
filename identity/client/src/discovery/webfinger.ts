import { httpRequest, type HttpContext } from '../http/http-client.ts';

/** One link of a WebFinger answer (RFC 7033 §4.4.4; Okta's `okta:idp:*` properties). */
export interface WebfingerLink {
  rel: string;
  href: string;
  titles?: Record<string, string>;
  /** `okta:idp:type` (OKTA for the IdP's own directory) and, for a provider, `okta:idp:id`. */
  properties: Record<string, string>;
}

/** `GET /.well-known/webfinger` answer (application/jrd+json). */
export interface WebfingerResponse {
  subject: string;
  links: WebfingerLink[];
}

/**
 * `GET {url}/.well-known/webfinger?resource=&requestContext=` with `Accept: application/jrd+json` (spec §7
 * "Discovery"): the identity provider the IdP's discovery rules pick for an account. Rejects with AuthApiError
 * (400 E0000001 for a malformed resource) or a network AuthApiError (status 0).
 */
export function webfinger(
  http: HttpContext,
  options: { resource: string; requestContext?: string },
): Promise<WebfingerResponse> {
  const query = new URLSearchParams({ resource: options.resource });
  if (options.requestContext) query.set('requestContext', options.requestContext);
  return httpRequest<WebfingerResponse>(http, {
    url: `/.well-known/webfinger?${query}`,
    headers: { Accept: 'application/jrd+json' },
  });
}
