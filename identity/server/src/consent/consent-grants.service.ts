import { createClientsRepository } from '../clients/clients.repository.ts';
import type { Db } from '../db/db.ts';
import type { UsersService } from '../users/users.service.ts';
import { createConsentRepository } from './consent.repository.ts';
import type { ConsentGrant } from './consent.schema.ts';
import { grantObject } from './grant-object.ts';

/**
 * Users' consents as the management API and the CLI see them (Okta "User grants": list, read, revoke one,
 * revoke all, revoke those of one client). Users are named by id or login; every method answers null for an
 * unknown user. A revoked consent is deleted, so the application's next authorization asks the user again.
 */
export function createConsentGrantsService(deps: { db: Db; issuer: string; users: UsersService }) {
  const repo = createConsentRepository(deps.db);
  const clients = createClientsRepository(deps.db);
  const userIdOf = async (idOrLogin: string) => (await deps.users.admin.get(idOrLogin))?.id ?? null;

  const present = async (rows: Awaited<ReturnType<typeof repo.list>>): Promise<ConsentGrant[]> => {
    const appIds = new Map<string, string>();
    for (const clientId of new Set(rows.map((r) => r.clientId))) {
      appIds.set(clientId, (await clients.findByClientId(clientId))?.id ?? clientId);
    }
    return rows.map((r) => grantObject(deps.issuer, r, appIds.get(r.clientId)!));
  };

  return {
    /** The user's consents, oldest first (only those to `scopeId` when given). */
    async list(user: string, query: { scopeId?: string | undefined } = {}): Promise<ConsentGrant[] | null> {
      const userId = await userIdOf(user);
      if (!userId) return null;
      const rows = (await repo.list(userId)).filter((r) => !query.scopeId || r.scope === query.scopeId);
      return present(rows);
    },

    /** One consent; `undefined` when the user has no such grant (null: unknown user). */
    async get(user: string, grantId: string): Promise<ConsentGrant | null | undefined> {
      const userId = await userIdOf(user);
      if (!userId) return null;
      const row = (await repo.list(userId)).find((r) => r.id === grantId);
      return row ? (await present([row]))[0] : undefined;
    },

    /** Revokes one consent: true when revoked, false when the user has no such grant, null for an unknown user. */
    async revoke(user: string, grantId: string): Promise<boolean | null> {
      const userId = await userIdOf(user);
      if (!userId) return null;
      return repo.revoke(userId, grantId);
    },

    /** Revokes every consent of the user (of one client when `clientId` is given); returns how many. */
    async revokeAll(user: string, clientId?: string): Promise<number | null> {
      const userId = await userIdOf(user);
      if (!userId) return null;
      return repo.revokeAll(userId, clientId);
    },
  };
}

export type ConsentGrantsService = ReturnType<typeof createConsentGrantsService>;
