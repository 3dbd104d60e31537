import type { FastifyReply } from 'fastify';
import type { OAuthErrorBody } from '@identity/contracts';

/**
 * An OAuth 2 protocol error (RFC 6749 §4.1.2.1, §5.2; RFC 6750 §3.1). The OIDC endpoints answer with
 * `{error, error_description}` rather than the Okta `E0000xxx` registry, as Okta's /oauth2 endpoints do.
 */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${error}: ${description}`);
    this.name = 'OAuthError';
  }

  toBody(): OAuthErrorBody {
    return { error: this.error, error_description: this.description };
  }
}

/** Sends an OAuth error as JSON with `Cache-Control: no-store` (RFC 6749 §5.1, §5.2). */
export function sendOAuthError(reply: FastifyReply, err: OAuthError): FastifyReply {
  return reply
    .code(err.status)
    .headers(err.headers)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .type('application/json')
    .send(err.toBody());
}
