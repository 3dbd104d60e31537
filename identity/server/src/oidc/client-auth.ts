import type { FastifyRequest } from 'fastify';
import type { ClientsService } from '../clients/clients.service.ts';
import { constantTimeEqual, hashSecret } from './crypto.ts';
import { OAuthError } from './oauth-error.ts';

/** The authenticated client of a token or revocation request. */
export interface AuthenticatedClient {
  clientId: string;
  type: 'public' | 'confidential';
  grantTypes: string[];
  redirectUris: string[];
}

/**
 * Decodes `Authorization: Basic …` (RFC 7617; RFC 6749 §2.3.1: both parts form-urlencoded before base64). A value
 * without a colon, or with an empty secret (`client_id:`), carries no secret: that is how okta-auth-js identifies a
 * public client at /revoke. Null when malformed (bad base64 alphabet, bad percent-encoding, empty id, NUL).
 */
function decodeBasic(header: string): { id: string; secret?: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  try {
    const id = decodeURIComponent(colon < 0 ? decoded : decoded.slice(0, colon));
    const secret = colon < 0 ? '' : decodeURIComponent(decoded.slice(colon + 1));
    // A NUL character can name no client (and PostgreSQL cannot compare it): malformed.
    if (id === '' || id.includes('\u0000') || secret.includes('\u0000')) return null;
    return secret === '' ? { id } : { id, secret };
  } catch {
    return null;
  }
}

/**
 * Client authentication at /token, /revoke and /introspect (RFC 6749 §2.3): `client_secret_basic`,
 * `client_secret_post`, or `none` (public clients send only `client_id`, in the body or as a Basic header with no
 * secret, see `decodeBasic`). Secrets are compared as SHA-256 hashes in constant time. Throws 401 invalid_client
 * (with `WWW-Authenticate: Basic` when Basic was used) or 400 invalid_request.
 */
export async function authenticateClient(
  clients: ClientsService,
  request: FastifyRequest,
  body: Record<string, unknown>,
): Promise<AuthenticatedClient> {
  const authz = request.headers.authorization;
  const basic = typeof authz === 'string' && /^Basic /i.test(authz) ? decodeBasic(authz) : undefined;
  const challenge = { 'www-authenticate': 'Basic realm="oauth2"' };
  if (basic === null)
    throw new OAuthError('invalid_client', 'Malformed Basic authorization header.', 401, challenge);
  const postId = typeof body.client_id === 'string' ? body.client_id : undefined;
  const postSecret = typeof body.client_secret === 'string' ? body.client_secret : undefined;
  if (basic && postSecret !== undefined) {
    throw new OAuthError('invalid_request', 'Use only one client authentication method.');
  }
  if (basic && postId !== undefined && postId !== basic.id) {
    throw new OAuthError('invalid_request', "The 'client_id' does not match the authenticated client.");
  }
  const clientId = basic ? basic.id : postId;
  const secret = basic ? basic.secret : postSecret;
  const fail = (description: string) =>
    new OAuthError('invalid_client', description, 401, basic ? challenge : {});
  if (!clientId) throw fail('Client authentication failed: no client_id.');
  const client = await clients.findByClientId(clientId);
  if (!client) throw fail('Client authentication failed.');
  if (client.type === 'public') {
    if (secret !== undefined) throw fail('A public client must not send a client secret.');
  } else if (
    secret === undefined ||
    !client.clientSecretHash ||
    !constantTimeEqual(hashSecret(secret), client.clientSecretHash)
  ) {
    throw fail('Client authentication failed.');
  }
  return {
    clientId: client.clientId,
    type: client.type,
    grantTypes: client.grantTypes,
    redirectUris: client.redirectUris,
  };
}
