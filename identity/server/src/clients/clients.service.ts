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

function toClient(row: OidcClientRow): OidcClient {
  const { createdAt: _createdAt, ...client } = row;
  return client;
}

/** OIDC clients: registration (secret shown once, stored hashed) and lookup. */
export function createClientsService(db: Db) {
  const repo = createClientsRepository(db);
  return {
    async findByClientId(clientId: string): Promise<OidcClient | null> {
      const row = await repo.findByClientId(clientId);
      return row ? toClient(row) : null;
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
      for (const uri of [...input.redirectUris, ...(input.postLogoutRedirectUris ?? [])]) {
        if (!isHttpUrl(uri))
          throw new Error(`Invalid URI "${uri}": expected an absolute http(s) URL without fragment`);
      }
      const clientSecret = input.type === 'confidential' ? randomToken(32) : undefined;
      const client: OidcClient = {
        clientId: input.clientId ?? newId('0oa'),
        name: input.name.trim(),
        type: input.type,
        clientSecretHash: clientSecret ? hashClientSecret(clientSecret) : null,
        redirectUris: input.redirectUris,
        postLogoutRedirectUris: input.postLogoutRedirectUris ?? [],
        grantTypes: input.grantTypes ?? ['authorization_code', 'refresh_token'],
        responseTypes: input.responseTypes ?? ['code'],
        consentRequired: input.consentRequired ?? false,
      };
      if (!(await repo.insert(client)))
        throw new Error(`A client with id "${client.clientId}" already exists`);
      return clientSecret ? { client, clientSecret } : { client };
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
