import type { Db } from '../db/db.ts';
import { InputError } from '../errors.ts';
import { newId, randomBase62, sha256 } from '../lib/crypto.ts';
import { createApiTokensRepository, type ApiTokenRow } from './api-tokens.repository.ts';

/** An API token as the management API and the CLI see it: never the token value itself. */
export interface ApiTokenRecord {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** How often the last-used time is written at most (ms). */
export const LAST_USED_GRANULARITY_MS = 60_000;

/** Longest token name accepted. */
export const MAX_TOKEN_NAME_LENGTH = 100;

const toRecord = (row: ApiTokenRow): ApiTokenRecord => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

/**
 * API tokens of the management API (`Authorization: SSWS {token}`, Okta Management API): random 238-bit
 * values (`00` + 40 base62 characters, Okta's length), stored only as SHA-256 hashes, named, revocable, with
 * a last-used time.
 */
export function createApiTokensService(db: Db) {
  const repo = createApiTokensRepository(db);
  return {
    /**
     * Creates a token. The value is returned here only, once.
     * @throws InputError (`name`) for an empty name or one longer than 100 characters.
     */
    async create(name: string): Promise<{ token: string; record: ApiTokenRecord }> {
      const trimmed = name.trim();
      if (!trimmed) throw new InputError('The token name must not be empty', 'name');
      if (trimmed.length > MAX_TOKEN_NAME_LENGTH) {
        throw new InputError(`The token name must be at most ${MAX_TOKEN_NAME_LENGTH} characters`, 'name');
      }
      const token = '00' + randomBase62(40);
      const row = await repo.insert({ id: newId('00T'), name: trimmed, tokenHash: sha256(token) });
      return { token, record: toRecord(row) };
    },

    /**
     * The active token a presented value belongs to, recording its use; null for an unknown or revoked
     * value. The lookup is by hash, so a guess learns nothing from timing about stored tokens.
     */
    async authenticate(token: string, now = new Date()): Promise<ApiTokenRecord | null> {
      if (token.length < 20 || token.length > 200) return null;
      const row = await repo.findActiveByHash(sha256(token));
      if (!row) return null;
      await repo.touch(row.id, now, LAST_USED_GRANULARITY_MS);
      return toRecord(row);
    },

    async list(): Promise<ApiTokenRecord[]> {
      return (await repo.listActive()).map(toRecord);
    },

    async findActive(id: string): Promise<ApiTokenRecord | null> {
      const row = await repo.findById(id);
      return row && !row.revokedAt ? toRecord(row) : null;
    },

    /** Revokes a token at once (every node checks the database on each request); false when unknown. */
    revoke(id: string): Promise<boolean> {
      return repo.revoke(id, new Date());
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
