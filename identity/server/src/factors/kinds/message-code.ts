import type { OutgoingMessage } from '../../delivery/delivery.ts';
import type { ErrorKey } from '../../errors.ts';
import type { OutboxChannel } from '../../outbox/outbox.service.ts';
import type { Enrolment, FactorAnswer, FactorKind, KindContext, StoredFactor } from './kind.ts';

/** How long a code sent by message may be used (ms): 5 minutes, as the reference documents for SMS. */
export const CODE_LIFETIME_MS = 5 * 60_000;
/** No second message to the same factor within this time (ms), spec §9 ("Send code" disabled 30 s). */
export const RESEND_LOCK_MS = 30_000;

/** What differs between the kinds delivered by message: the channel, the profile, the words sent. */
export interface MessageCodeSpec {
  factorType: string;
  channel: OutboxChannel;
  /** The 429 answered to a resend within RESEND_LOCK_MS. */
  lockError: ErrorKey;
  /** Checks and normalises the enrolment profile (the number or address codes will go to). */
  enroll(ctx: KindContext, profile: Record<string, unknown>): Promise<{ profile: Record<string, unknown> }>;
  /** Where codes of an enrolled factor go (its phone number or address). */
  recipient(factor: StoredFactor): string;
  /** The message carrying `code` (`issuer` names the sender). */
  message(code: string, issuer: string): Omit<OutgoingMessage, 'to'>;
  maskedProfile(profile: Record<string, unknown>): Record<string, unknown>;
}

/**
 * A factor answered with a one-time code sent by message (SMS, voice call, email): enrolment sends the
 * activation code (PENDING_ACTIVATION until it comes back), a challenge sends a sign-in code, resending is
 * locked for 30 s; codes are random, stored hashed, single use and die after CODE_LIFETIME_MS (see
 * one-time-codes.ts). No secret of its own: the factor's stored secret is empty.
 */
export function messageCodeKind(spec: MessageCodeSpec): FactorKind {
  async function send(ctx: KindContext, factor: StoredFactor): Promise<void> {
    const code = await ctx.codes.issue(factor.id, CODE_LIFETIME_MS);
    await ctx.deliver(spec.channel, { to: spec.recipient(factor), ...spec.message(code, ctx.issuer) });
  }
  const check = (ctx: KindContext, factor: StoredFactor, answer: FactorAnswer) =>
    ctx.codes.check(factor.id, answer.passCode ?? '');
  return {
    factorType: spec.factorType,
    provider: 'OKTA',
    policyKnobs: ['enrollment', 'maxEnrollments'],
    resendLock: { ms: RESEND_LOCK_MS, error: spec.lockError },
    challengeOnEnroll: true,
    async enroll(ctx, profile): Promise<Enrolment> {
      const checked = await spec.enroll(ctx, profile);
      return { profile: checked.profile, secret: '', status: 'PENDING_ACTIVATION' };
    },
    async challenge(ctx, factor) {
      await send(ctx, factor);
      return 'CHALLENGE';
    },
    resend: send,
    activate: check,
    verify: check,
    maskedProfile: spec.maskedProfile,
  };
}
