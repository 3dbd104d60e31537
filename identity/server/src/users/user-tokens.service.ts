import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { randomBase62, sha256 } from '../lib/crypto.ts';
import type { EmailSender } from '../delivery/delivery.ts';
import type { UserProfile } from './profile.ts';
import { createUserTokensRepository, type UserTokenPurpose } from './user-tokens.repository.ts';
import { issueRecoveryLink } from '../recovery/recovery-links.ts';
import { createRecoveryTokensRepository } from '../recovery/recovery-tokens.repository.ts';

/** Lifetime of an activation token (ms): 7 days, Okta's default. */
export const ACTIVATION_TTL_MS = 7 * 24 * 3_600_000;
/** Lifetime of a password reset token (ms): 1 hour. */
export const RESET_TTL_MS = 3_600_000;

/** A new one-time link: the token (32 base62 characters, ~190 bits) and the URL that carries it. */
export interface UserLink {
  token: string;
  url: string;
}

/**
 * One-time activation and password reset links (Okta `/welcome/{token}` and `/signin/reset-password/{token}`):
 * random tokens stored only as SHA-256 hashes, one live link per user and purpose (a new one spends the old),
 * delivered by email through the outbox when asked. The pages that redeem them belong to hosted sign-in.
 */
export function createUserTokensService(deps: { db: Db; config: Config; mail: EmailSender }) {
  const repo = createUserTokensRepository(deps.db);
  const recoveryTokens = createRecoveryTokensRepository(deps.db);

  async function issue(
    userId: string,
    purpose: UserTokenPurpose,
    ttlMs: number,
    path: string,
  ): Promise<UserLink> {
    const token = randomBase62(32);
    const now = new Date();
    await repo.replace({
      tokenHash: sha256(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + ttlMs),
      now,
    });
    return { token, url: `${deps.config.issuer}${path}/${token}` };
  }

  return {
    /** Issues an activation link (7 days); emails it to `profile.email` when `sendEmail`. */
    async activation(user: { id: string; profile: UserProfile }, sendEmail: boolean): Promise<UserLink> {
      const link = await issue(user.id, 'activation', ACTIVATION_TTL_MS, '/welcome');
      if (sendEmail) {
        await deps.mail.send({
          to: user.profile.email,
          subject: 'Activate your account',
          text: `An account was created for ${user.profile.login}. Open this link within 7 days to choose a password and activate it:\n\n${link.url}\n`,
        });
      }
      return link;
    },

    /**
     * Issues a password reset link (1 hour): a recovery token (recovery/recovery-links.ts) that the hosted page
     * `/signin/reset-password/{token}` redeems through `/api/v1/authn/recovery/token`; emails it to
     * `profile.email` when `sendEmail`.
     */
    async passwordReset(user: { id: string; profile: UserProfile }, sendEmail: boolean): Promise<UserLink> {
      const link = await issueRecoveryLink(deps, {
        userId: user.id,
        recoveryType: 'PASSWORD',
        issuedBy: 'ADMIN',
        ttlMs: RESET_TTL_MS,
      });
      if (sendEmail) {
        await deps.mail.send({
          to: user.profile.email,
          subject: 'Reset your password',
          text: `An administrator asked for the password of ${user.profile.login} to be reset. Open this link within 1 hour to choose a new one:\n\n${link.url}\n\nUntil then you cannot sign in.\n`,
        });
      }
      return link;
    },

    /** Spends a token once; the user id it was issued for, or null when unknown, used, expired or of another purpose. */
    redeem(purpose: UserTokenPurpose, token: string): Promise<string | null> {
      if (token.length > 256) return Promise.resolve(null);
      return repo.consume(sha256(token), purpose, new Date());
    },

    /** Spends every live link of a user, recovery links included (deactivated, or given a password by an operator). */
    async spendAll(userId: string): Promise<void> {
      const now = new Date();
      await repo.spendAll(userId, now);
      await recoveryTokens.spendAll(userId, now);
    },

    /** Spends the user's live unlock links (an operator unlocked the account). */
    spendUnlockLinks(userId: string): Promise<void> {
      return recoveryTokens.spendAll(userId, new Date(), 'UNLOCK');
    },
  };
}

export type UserTokensService = ReturnType<typeof createUserTokensService>;
