import type { TransactionShape } from '@identity/contracts/schemas';
import { ApiError, InputError } from '../errors.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { createMfaCore, type MfaDeps, type MfaRequestContext } from './authn-mfa-core.ts';

/** A phone number as the activation SMS needs it: E.164 (`+` and 8 to 15 digits). */
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The Authn API calls of an enrolment finished out of band (push, design/authn-protocol.md §1.1 and §1.3):
 * polling the activation and sending the activation link by email or SMS (the "manual setup" of the widget's push
 * enrolment, spec §2), through the delivery adapters (the outbox; email over SMTP when configured). Errors: 401 E0000011 bad state token, 403 E0000079
 * not in MFA_ENROLL_ACTIVATE for this factor, 400 E0000001 a missing or malformed phone number.
 */
export function createAuthnPushService(deps: MfaDeps & { delivery: Delivery }) {
  const core = createMfaCore(deps);
  const { factors } = core;

  /** The MFA_ENROLL_ACTIVATE transaction of `stateToken` for the pending factor `factorId`. */
  async function pending(stateToken: string, factorId: string) {
    const opened = await core.open(stateToken);
    core.expect(opened.row, 'MFA_ENROLL_ACTIVATE');
    const factor = opened.row.factorId === factorId ? await factors.get(opened.user.id, factorId) : null;
    if (!factor) throw new ApiError('operationNotAllowed');
    return { ...opened, factor };
  }

  return {
    /**
     * `POST …/factors/{id}/lifecycle/activate/poll`: MFA_ENROLL_ACTIVATE with `factorResult` WAITING (or
     * TIMEOUT) until the device registered, then SUCCESS (or MFA_ENROLL while a REQUIRED type is missing).
     */
    async poll(stateToken: string, factorId: string, ctx: MfaRequestContext): Promise<TransactionShape> {
      const { row, frame, factor } = await pending(stateToken, factorId);
      if (factor.status === 'ACTIVE') return core.afterFactor(row, frame, ctx, factor.factorType);
      // Without a new QR link: the one on screen keeps working while the person scans it.
      return core.render(row, frame, false);
    },

    /**
     * `POST …/factors/{id}/lifecycle/activate/{email|sms}`: sends a new activation link to the user's email
     * address, or by SMS to `phoneNumber` (E.164), through the delivery adapters; answers the transaction as it is (WAITING).
     */
    async sendActivation(
      stateToken: string,
      factorId: string,
      channel: 'email' | 'sms',
      phoneNumber?: string,
    ): Promise<TransactionShape> {
      const { row, user, frame, factor } = await pending(stateToken, factorId);
      if (channel === 'sms' && !E164.test(phoneNumber ?? '')) {
        throw new InputError(
          'Enter the phone number in international form, e.g. +393471234567.',
          'phoneNumber',
        );
      }
      const href = await factors.enrolmentLink({ id: user.id, login: user.login }, factor.id);
      if (!href) throw new ApiError('operationNotAllowed');
      const text =
        channel === 'email'
          ? `To set up the authenticator for ${user.login}, open this link on your phone: ${href}\n` +
            'It works for a few minutes. If you did not ask for it, ignore this message.'
          : `Set up your authenticator: ${href}`;
      await deps.delivery.send(channel, {
        to: channel === 'email' ? user.email : phoneNumber!,
        ...(channel === 'email' ? { subject: 'Set up your authenticator' } : {}),
        text,
      });
      return core.render(row, frame, false);
    },
  };
}

export type AuthnPushService = ReturnType<typeof createAuthnPushService>;
