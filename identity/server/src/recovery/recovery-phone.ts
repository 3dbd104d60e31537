import { randomInt } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { createFactorsRepository } from '../factors/factors.repository.ts';
import { safeEqual, sha256 } from '../lib/crypto.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { RecoveryData } from './recovery-core.ts';

/** Lifetime of a recovery code sent by SMS or voice call (ms): 10 minutes. */
export const RECOVERY_CODE_LIFETIME_MS = 10 * 60_000;
/** A new code may be sent 30 s after the last one (spec §9; E0000109 / E0000133 before that). */
export const RECOVERY_RESEND_LOCK_MS = 30_000;

const FACTOR_OF = { SMS: 'sms', CALL: 'call' } as const;
const hashOf = (transactionId: string, code: string) => sha256(`${transactionId}:${code}`);

/**
 * The number a recovery code goes to: the user's active SMS factor for SMS (call factor for CALL), else the
 * other phone factor, else the profile's `mobilePhone`. Null when the user has none.
 */
export async function recoveryPhoneOf(
  db: Db,
  user: UserRow,
  channel: 'SMS' | 'CALL',
): Promise<string | null> {
  const factors = (await createFactorsRepository(db).listForUser(user.id)).filter(
    (f) => f.status === 'ACTIVE' && typeof f.profile.phoneNumber === 'string',
  );
  const preferred = factors.find((f) => f.factorType === FACTOR_OF[channel]);
  const other = factors.find((f) => f.factorType === 'sms' || f.factorType === 'call');
  const number = (preferred ?? other)?.profile.phoneNumber ?? user.profileExtra['mobilePhone'];
  return typeof number === 'string' && number.trim() !== '' ? number.trim() : null;
}

/** A fresh six-digit code for a transaction: the code to send and the data fields that remember it. */
export function newRecoveryCode(transactionId: string, now: Date) {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  return {
    code,
    fields: {
      codeHash: hashOf(transactionId, code),
      codeExpiresAt: new Date(now.getTime() + RECOVERY_CODE_LIFETIME_MS).toISOString(),
      sentAt: now.toISOString(),
    } satisfies Partial<RecoveryData>,
  };
}

/** true when `passCode` is the live code of the transaction (constant-time comparison). */
export function isRecoveryCode(
  transactionId: string,
  data: RecoveryData,
  passCode: string,
  now: Date,
): boolean {
  const given = passCode.trim();
  if (!data.codeHash || !data.codeExpiresAt || !/^\d{6}$/.test(given)) return false;
  if (new Date(data.codeExpiresAt) <= now) return false;
  return safeEqual(data.codeHash, hashOf(transactionId, given));
}

/** Sends a recovery code by SMS or voice call. */
export function sendRecoveryCode(delivery: Delivery, channel: 'SMS' | 'CALL', to: string, code: string) {
  return channel === 'SMS'
    ? delivery.send('sms', {
        to,
        text: `Your account recovery code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
      })
    : delivery.send('voice', {
        to,
        text: `Hello. Your account recovery code is ${code.split('').join(' ')}. Once again, your code is ${code.split('').join(' ')}. Goodbye.`,
      });
}
