import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { EmailSender } from '../delivery/delivery.ts';
import { randomBase62, sha256 } from '../lib/crypto.ts';
import { createRecoveryTokensRepository } from './recovery-tokens.repository.ts';
import type { RecoveryType } from './tables.ts';

/** The hosted page each recovery link opens (spec §2 route table; hosted/hosted-recovery.routes.ts serves them). */
export const RECOVERY_LINK_PATHS: Record<RecoveryType, string> = {
  PASSWORD: '/signin/reset-password',
  UNLOCK: '/signin/user-unlock',
};

/** A new recovery link: the token (32 base62 characters, ~190 bits) and the URL of the hosted page. */
export interface RecoveryLink {
  token: string;
  url: string;
}

/**
 * Issues a one-time recovery link for a user (stored as its SHA-256 hash; the user's earlier unused link of the
 * same type dies), living `ttlMs` ms. Used by self-service recovery (emailed) and the management API's
 * `reset_password` (emailed or returned to the operator).
 */
export async function issueRecoveryLink(
  deps: { db: Db; config: Pick<Config, 'issuer'> },
  input: {
    userId: string;
    recoveryType: RecoveryType;
    issuedBy: 'EMAIL' | 'ADMIN';
    ttlMs: number;
    relayState?: string | undefined;
  },
): Promise<RecoveryLink> {
  const token = randomBase62(32);
  const now = new Date();
  await createRecoveryTokensRepository(deps.db).replace({
    tokenHash: sha256(token),
    userId: input.userId,
    recoveryType: input.recoveryType,
    issuedBy: input.issuedBy,
    relayState: input.relayState ?? null,
    expiresAt: new Date(now.getTime() + input.ttlMs),
    now,
  });
  return { token, url: `${deps.config.issuer}${RECOVERY_LINK_PATHS[input.recoveryType]}/${token}` };
}

/** "1 hour", "90 minutes": a link lifetime as the emails say it. */
export function lifetimeText(ttlMs: number): string {
  const minutes = Math.round(ttlMs / 60_000);
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** Emails a self-service recovery link (forgot password, unlock account) to the user's address. */
export function mailRecoveryLink(
  mail: EmailSender,
  to: string,
  login: string,
  recoveryType: RecoveryType,
  link: RecoveryLink,
  ttlMs: number,
): Promise<void> {
  const within = lifetimeText(ttlMs);
  const ignore = 'If you did not ask for this, ignore this email: nothing changes until the link is opened.';
  return recoveryType === 'PASSWORD'
    ? mail.send({
        to,
        subject: 'Reset your password',
        text: `A password reset was requested for ${login}. Open this link within ${within} to choose a new password:\n\n${link.url}\n\n${ignore}\n`,
      })
    : mail.send({
        to,
        subject: 'Unlock your account',
        text: `An account unlock was requested for ${login}. Open this link within ${within} to unlock your account:\n\n${link.url}\n\n${ignore}\n`,
      });
}
