import { randomInt } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { safeEqual, sha256 } from '../lib/crypto.ts';
import { createFactorChallengesRepository } from './factor-challenges.repository.ts';
import type { FactorResult } from './kinds/kind.ts';

/** Digits of a code sent by SMS, voice call or email: 10^6 values, about 20 bits (ASVS 2.7.6 asks 20). */
export const CODE_DIGITS = 6;

/** A uniformly random code of CODE_DIGITS digits (leading zeros kept), from the system CSPRNG. */
export function newCode(): string {
  return randomInt(0, 10 ** CODE_DIGITS)
    .toString()
    .padStart(CODE_DIGITS, '0');
}

// Bound to the factor, so equal codes of two factors have different hashes.
const hashOf = (factorId: string, code: string) => sha256(`${factorId}:${code}`);

/**
 * The one-time codes of factors delivered by message, in `factor_challenges` (migration 070): only the hash is
 * stored; a code is compared in constant time, spent once (atomically, on every node) and expires.
 */
export function createOneTimeCodes(db: Db) {
  const repo = createFactorChallengesRepository(db);
  return {
    /** Makes, stores and returns a new code for `factorId`, living `lifetimeMs` (ms); the previous one dies. */
    async issue(factorId: string, lifetimeMs: number): Promise<string> {
      const code = newCode();
      await repo.setCode(factorId, hashOf(factorId, code), new Date(Date.now() + lifetimeMs));
      return code;
    },

    /** SUCCESS for the live code of the factor (then spent), INVALID for anything else. */
    async check(factorId: string, passCode: string): Promise<FactorResult> {
      const given = passCode.trim();
      if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(given)) return 'INVALID';
      const live = await repo.liveCode(factorId, new Date());
      const hash = hashOf(factorId, given);
      if (!live || !safeEqual(live, hash)) return 'INVALID';
      return (await repo.spend(factorId, hash)) ? 'SUCCESS' : 'INVALID';
    },
  };
}
