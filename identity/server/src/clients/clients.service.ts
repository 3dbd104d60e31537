import type { Db } from '../db/db.ts';
import { newId, randomToken, safeEqual, sha256 } from '../lib/crypto.ts';
import { createClientsRepository, type OidcClientRow } from './clients.repository.ts';

/** An OIDC client (application) as the OIDC module sees it (server-iface `OidcClient`). */
export interface OidcClient {
  clientId: string;
  name: string;
  type: 'public' | 'confidential';
  clientSecretHash: string | null;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  grantTypes: string[];
  responseTypes: string[];
  consentRequired: boolean;
  /** Logo and home page shown on the consent screen; null when not set. */
  logoUri: string | null;
  clientUri: string | null;
}

export interface CreateClientInput {
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  type: 'public' | 'confidential';
  /** Fixed id (seed); default `0oa` + 17 base62 chars. */
  clientId?: string;
  grantTypes?: string[];
  responseTypes?: string[];
  consentRequired?: boolean;
  /** Logo and home page shown on the consent screen (absolute http(s) URLs). */
  logoUri?: string;
  clientUri?: string;
}

/** SHA-256 of a client secret: secrets are 256-bit random values, so a fast hash is enough. */
export function hashClientSecret(secret: string): string {
  return sha256(secret);
}

/** Constant-time check of a presented client secret against the stored hash. */
export function verifyClientSecret(client: Pick<OidcClient, 'clientSecretHash'>, secret: string): boolean {
  if (!client.clientSecretHash) return false;
  return safeEqual(client.clientSecretHash, hashClientSecret(secret));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.hash;
  } catch {
    return false;
  }
}

/** The OIDC module's view of a client row. */
export function toClient(row: OidcClientRow): OidcClient {
  return {
    clientId: row.clientId,
    name: row.name,
    type: row.type,
    clientSecretHash: row.clientSecretHash,
    redirectUris: row.redirectUris,
    postLogoutRedirectUris: row.postLogoutRedirectUris,
    grantTypes: row.grantTypes,
    responseTypes: row.responseTypes,
    consentRequired: row.consentRequired,
    logoUri: row.logoUri,
    clientUri: row.clientUri,
  };
}

/** Application id pattern (`0oa` + 17 base62): a client_id of this form is also used as the application id. */
export const APP_ID = /^0oa[A-Za-z0-9]{17}$/;

/**
 * OIDC clients as the OAuth endpoints see them: lookup of ACTIVE clients only, so an application deactivated
 * through the management API is refused at once by /authorize, /token, /revoke and /logout on every node;
 * and the CLI's registration (secret shown once, stored hashed). The management API is in apps/apps.service.ts.
 */
export function createClientsService(db: Db) {
  const repo = createClientsRepository(db);
  return {
    /** The ACTIVE client with this client_id; null when unknown or INACTIVE. */
    async findByClientId(clientId: string): Promise<OidcClient | null> {
      const row = await repo.findByClientId(clientId);
      return row && row.status === 'ACTIVE' ? toClient(row) : null;
    },
    /** true when a client with this client_id exists, active or not (the seed must not register it twice). */
    async exists(clientId: string): Promise<boolean> {
      return (await repo.findByClientId(clientId)) !== null;
    },
    async list(): Promise<OidcClient[]> {
      return (await repo.list()).map(toClient);
    },
    /**
     * Registers a client. Confidential clients get a client secret, returned here only.
     * @throws Error for an empty name, a redirect/post-logout URI that is not an absolute http(s) URL
     *   without fragment, or a client id that exists.
     */
    async create(input: CreateClientInput): Promise<{ client: OidcClient; clientSecret?: string }> {
      if (!input.name.trim()) throw new Error('Client name must not be empty');
      if (input.redirectUris.length === 0) throw new Error('At least one redirect URI is required');
      const pageUris = [input.logoUri, input.clientUri].filter((u): u is string => u !== undefined);
      for (const uri of [...input.redirectUris, ...(input.postLogoutRedirectUris ?? []), ...pageUris]) {
        if (!isHttpUrl(uri))
          throw new Error(`Invalid URI "${uri}": expected an absolute http(s) URL without fragment`);
      }
      const clientSecret = input.type === 'confidential' ? randomToken(32) : undefined;
      const clientId = input.clientId ?? newId('0oa');
      const client: OidcClient = {
        clientId,
        name: input.name.trim(),
        type: input.type,
        clientSecretHash: clientSecret ? hashClientSecret(clientSecret) : null,
        redirectUris: input.redirectUris,
        postLogoutRedirectUris: input.postLogoutRedirectUris ?? [],
        grantTypes: input.grantTypes ?? ['authorization_code', 'refresh_token'],
        responseTypes: input.responseTypes ?? ['code'],
        consentRequired: input.consentRequired ?? false,
        logoUri: input.logoUri ?? null,
        clientUri: input.clientUri ?? null,
      };
      const now = new Date();
      const inserted = await repo.insert({
        ...client,
        id: APP_ID.test(clientId) ? clientId : newId('0oa'),
        applicationType: input.type === 'public' ? 'browser' : 'web',
        tokenEndpointAuthMethod: input.type === 'public' ? 'none' : 'client_secret_basic',
        ...(clientSecret ? { clientSecretId: newId('ocs'), clientSecretCreatedAt: now } : {}),
      });
      if (!inserted) throw new Error(`A client with id "${client.clientId}" already exists`);
      return clientSecret ? { client, clientSecret } : { client };
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
