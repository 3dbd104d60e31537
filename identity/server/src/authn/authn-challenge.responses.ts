import type { TransactionShape } from '@identity/contracts/schemas';
import type { UserFactor } from '../factors/factors.service.ts';
import { link } from '../lib/links.ts';
import type { EffectiveMfaPolicy } from '../policies/mfa-policy.ts';
import type { MfaFrame } from './authn-mfa.responses.ts';
import { embeddedUser } from './authn.responses.ts';
import { publicProfile, resendLinks, resends } from './authn-factor-views.ts';

type FactorResult = NonNullable<TransactionShape['factorResult']>;

/** The factor results a sign-in waits on (design/authn-protocol.md §1.5): the client polls while WAITING. */
export const CHALLENGE_RESULTS: ReadonlySet<string> = new Set([
  'WAITING',
  'REJECTED',
  'TIMEOUT',
  'CHALLENGE',
]);

/**
 * MFA_CHALLENGE (fixtures MFA_CHALLENGE_push, MFA_CHALLENGE_push_rejected, MFA_CHALLENGE_webauthn): the factor
 * being verified with its `_embedded.challenge` when it has one (WebAuthn request options), `_embedded.policy`
 * (remember-device), and `factorResult`. While WAITING (push sent, no answer yet) `next(poll)` points at the
 * verify URL; otherwise (REJECTED, TIMEOUT, CHALLENGE) `next(verify)`
 * sends a new push or takes the assertion. A push factor has `resend[push]` (`…/verify/resend`). Always `prev` (back to MFA_REQUIRED) and `cancel`.
 * A factor answered with a code sent by message (fixtures MFA_CHALLENGE_sms, MFA_CHALLENGE_email) has no
 * `factorResult`, its profile masked, `next(verify)` for the code and `resend[{factorType}]`.
 */
export function mfaChallengeTransaction(
  frame: MfaFrame,
  policy: EffectiveMfaPolicy,
  factor: UserFactor,
  factorResult: FactorResult,
  challenge: Record<string, unknown> | undefined,
): TransactionShape {
  const { issuer } = frame;
  const verify = `/api/v1/authn/factors/${factor.id}/verify`;
  const byMessage = resends(factor);
  const waiting = !byMessage && factorResult === 'WAITING';
  return {
    stateToken: frame.stateToken,
    expiresAt: frame.expiresAt.toISOString(),
    status: 'MFA_CHALLENGE',
    ...(byMessage ? {} : { factorResult }),
    _embedded: {
      user: embeddedUser(frame.user),
      factor: {
        id: factor.id,
        factorType: factor.factorType,
        provider: factor.provider,
        vendorName: factor.provider,
        profile: publicProfile(factor),
        ...(challenge ? { _embedded: { challenge } } : {}),
      },
      policy: {
        allowRememberDevice: policy.rememberDevice.allowed,
        rememberDeviceLifetimeInMinutes: policy.rememberDevice.lifetimeMinutes,
        rememberDeviceByDefault: policy.rememberDevice.byDefault,
      },
    },
    _links: {
      next: link(issuer, verify, { name: waiting ? 'poll' : 'verify' }),
      cancel: link(issuer, '/api/v1/authn/cancel'),
      prev: link(issuer, '/api/v1/authn/previous'),
      ...(factor.factorType === 'push' || byMessage ? resendLinks(issuer, factor, `${verify}/resend`) : {}),
    },
  };
}
