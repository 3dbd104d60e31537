import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { newId } from '../lib/crypto.ts';
import { createFactorActions } from './factor-actions.ts';
import { createFactorFailuresRepository } from './factor-failures.repository.ts';
import { createFactorsRepository, type UserFactorRow } from './factors.repository.ts';
import { createRememberedDevicesRepository } from './remembered-devices.repository.ts';

/** Okta factor types (`factorType`). */
export const FACTOR_TYPES = [
  'call',
  'email',
  'push',
  'question',
  'signed_nonce',
  'sms',
  'token',
  'token:hardware',
  'token:hotp',
  'token:software:totp',
  'u2f',
  'web',
  'webauthn',
] as const;
export type FactorType = (typeof FACTOR_TYPES)[number];

/** Factor statuses (Okta `UserFactorStatus`). */
export type FactorStatus =
  'ACTIVE' | 'PENDING_ACTIVATION' | 'ENROLLED' | 'NOT_SETUP' | 'INACTIVE' | 'EXPIRED' | 'DISABLED';

/** A user's factor as the management API, the Authn API and the CLI see it (no secrets). */
export interface UserFactor {
  id: string;
  userId: string;
  factorType: string;
  provider: string;
  status: string;
  profile: Record<string, unknown>;
  createdAt: Date;
  lastUpdated: Date;
}

/** Id prefixes by factor type, after Okta's (`mbl…` an SMS factor, `ost…` Okta Verify TOTP, ...). */
const ID_PREFIX: Record<string, string> = {
  call: 'clf',
  email: 'emf',
  push: 'opf',
  question: 'ufs',
  signed_nonce: 'pfd',
  sms: 'mbl',
  token: 'rsa',
  'token:hardware': 'ykf',
  'token:hotp': 'uhf',
  'token:software:totp': 'ost',
  u2f: 'fuf',
  web: 'dsf',
  webauthn: 'fwf',
};

/** A factor id for `factorType`: its 3-character prefix + 17 base62 characters. */
export function newFactorId(factorType: string): string {
  return newId(ID_PREFIX[factorType] ?? 'uft');
}

const toFactor = (row: UserFactorRow): UserFactor => ({ ...row });

/**
 * The factors of users (Okta Factors API): list, read, add, delete, and enrol / activate / verify through the
 * factor kinds (factor-actions.ts). Deleting a factor removes it at once: the next sign-in no longer offers it.
 */
export function createFactorsService(
  db: Db,
  config: Pick<Config, 'issuer' | 'keysEncryptionKey' | 'phoneCountries' | 'pushChallengeMs'>,
  delivery: Pick<Delivery, 'send'>,
) {
  const repo = createFactorsRepository(db);
  return {
    ...createFactorActions(db, config, delivery),
    /** A user's factors, oldest first (empty for an unknown user: the caller checks the user). */
    async listForUser(userId: string): Promise<UserFactor[]> {
      return (await repo.listForUser(userId)).map(toFactor);
    },

    async get(userId: string, factorId: string): Promise<UserFactor | null> {
      const row = await repo.find(userId, factorId);
      return row ? toFactor(row) : null;
    },

    /** Records a factor of a user (the enrolment flows call this; the secrets live with them). */
    async add(input: {
      userId: string;
      factorType: FactorType;
      provider: string;
      status: FactorStatus;
      profile?: Record<string, unknown>;
    }): Promise<UserFactor> {
      const row = await repo.insert({
        id: newFactorId(input.factorType),
        userId: input.userId,
        factorType: input.factorType,
        provider: input.provider,
        status: input.status,
        profile: input.profile ?? {},
      });
      return toFactor(row);
    },

    /**
     * Resets a user's factors (Okta `reset_factors`): deletes them all with their secrets, forgets the
     * browsers the user had remembered and the count of wrong answers. Returns the deleted factors.
     */
    async resetAll(userId: string): Promise<UserFactor[]> {
      const rows = await repo.deleteAllForUser(userId);
      await createRememberedDevicesRepository(db).deleteForUser(userId);
      await createFactorFailuresRepository(db).clear(userId);
      return rows.map(toFactor);
    },

    /**
     * Deletes a factor of a user; returns it, or null when the user has no such factor. The browsers the user
     * had remembered must ask for a factor again (remember-device is revoked when factors are reset).
     */
    async remove(userId: string, factorId: string): Promise<UserFactor | null> {
      const row = await repo.delete(userId, factorId);
      if (row?.status === 'ACTIVE') await createRememberedDevicesRepository(db).deleteForUser(userId);
      return row ? toFactor(row) : null;
    },
  };
}

export type FactorsService = ReturnType<typeof createFactorsService>;
