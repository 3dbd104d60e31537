import type { Transaction } from '@identity/contracts';
import { embeddedUser } from '../authn/authn.responses.ts';
import { passwordPolicyObject } from '../authn/authn-password.responses.ts';
import { link } from '../lib/links.ts';
import type { PasswordRules } from '../policies/password-policy.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { RecoveryChannel } from './recovery-policy.service.ts';
import type { RecoveryType } from './tables.ts';

/** What every recovery transaction with a state token carries. */
export interface RecoveryFrame {
  issuer: string;
  stateToken: string;
  expiresAt: Date;
  recoveryType: RecoveryType;
  relayState?: string | null;
}

const head = (f: RecoveryFrame) => ({
  stateToken: f.stateToken,
  expiresAt: f.expiresAt.toISOString(),
  recoveryType: f.recoveryType,
  ...(f.relayState ? { relayState: f.relayState } : {}),
});
const cancel = (issuer: string) => link(issuer, '/api/v1/authn/cancel');

/**
 * RECOVERY_CHALLENGE by email (fixture RECOVERY_CHALLENGE_EMAIL_PWD): no state token and no links, the user
 * follows the emailed link; the same answer whether the username exists or not (no account enumeration).
 */
export function emailChallenge(recoveryType: RecoveryType, relayState?: string): Transaction {
  return {
    status: 'RECOVERY_CHALLENGE',
    factorResult: 'WAITING',
    factorType: 'EMAIL',
    recoveryType,
    ...(relayState ? { relayState } : {}),
  };
}

/**
 * RECOVERY_CHALLENGE by SMS or voice call (fixture RECOVERY_CHALLENGE): `next(verify)` and `resend` under
 * `/api/v1/authn/recovery/factors/{SMS|CALL}`, `cancel`.
 */
export function phoneChallenge(
  frame: RecoveryFrame,
  channel: Exclude<RecoveryChannel, 'EMAIL'>,
): Transaction {
  const base = `/api/v1/authn/recovery/factors/${channel}`;
  return {
    ...head(frame),
    status: 'RECOVERY_CHALLENGE',
    factorType: channel,
    _links: {
      next: link(frame.issuer, `${base}/verify`, { name: 'verify' }),
      cancel: cancel(frame.issuer),
      resend: link(frame.issuer, `${base}/resend`, { name: channel.toLowerCase() }),
    },
  };
}

/** RECOVERY (fixture RECOVERY): the user's recovery question, `next(answer)`, `cancel`. */
export function questionStep(frame: RecoveryFrame, user: UserRow): Transaction {
  return {
    ...head(frame),
    status: 'RECOVERY',
    _embedded: {
      user: { ...embeddedUser(user)!, recovery_question: { question: user.recoveryQuestion ?? '' } },
    },
    _links: {
      next: link(frame.issuer, '/api/v1/authn/recovery/answer', { name: 'answer' }),
      cancel: cancel(frame.issuer),
    },
  };
}

/** PASSWORD_RESET (fixture PASSWORD_RESET_withComplexity): the user's password policy, `next(resetPassword)`. */
export function resetStep(frame: RecoveryFrame, user: UserRow, rules: PasswordRules): Transaction {
  return {
    ...head(frame),
    status: 'PASSWORD_RESET',
    _embedded: { user: embeddedUser(user), policy: passwordPolicyObject(rules, rules.maxAgeDays) },
    _links: {
      next: link(frame.issuer, '/api/v1/authn/credentials/reset_password', { name: 'resetPassword' }),
      cancel: cancel(frame.issuer),
    },
  };
}

/**
 * SUCCESS of an unlock (fixture SUCCESS_unlock): `recoveryType: UNLOCK` and the user. Unlike the fixture it
 * carries no session token: proving the mailbox or phone unlocks the account, it does not sign anyone in (the
 * widget shows "account unlocked" and sends the user back to sign in with the password).
 */
export function unlockedSuccess(user: UserRow, relayState?: string | null): Transaction {
  return {
    status: 'SUCCESS',
    recoveryType: 'UNLOCK',
    ...(relayState ? { relayState } : {}),
    _embedded: { user: embeddedUser(user) },
  };
}
