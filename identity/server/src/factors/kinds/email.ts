import { InputError } from '../../errors.ts';
import type { FactorKind } from './kind.ts';
import { messageCodeKind } from './message-code.ts';

// Deliberately loose: one @, no spaces, a dot in the domain. The mailbox proves itself by the code.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** `a...e@example.com`: the first and last character of the local part, as the reference masks addresses. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return local.length <= 2
    ? `${local[0] ?? ''}...@${email.slice(at + 1)}`
    : `${local[0]}...${local.at(-1)}${email.slice(at)}`;
}

/**
 * `email` / OKTA: a six-digit code by email (profile `{email}`: the address given at enrolment, else the
 * user's login when it is an address). Resend within 30 s: 429 E0000047 (the reference names no code of its
 * own for email).
 */
export const emailKind: FactorKind = messageCodeKind({
  factorType: 'email',
  channel: 'email',
  lockError: 'rateLimited',
  async enroll(ctx, profile) {
    const given =
      typeof profile.email === 'string' && profile.email.trim() ? profile.email.trim() : ctx.user.login;
    if (!EMAIL.test(given) || given.length > 320) throw new InputError('Enter an email address.', 'email');
    return { profile: { email: given } };
  },
  recipient: (f) => String(f.profile.email),
  message: (code, issuer) => ({
    subject: 'Your verification code',
    text: `Your verification code is ${code}.\n\nEnter it within 5 minutes to finish signing in at ${new URL(issuer).host}. If you did not try to sign in, change your password.\n`,
  }),
  maskedProfile: (profile) => ({ ...profile, email: maskEmail(String(profile.email ?? '')) }),
});
