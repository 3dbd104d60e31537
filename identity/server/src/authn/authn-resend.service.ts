import type { TransactionShape } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import type { MfaCore } from './authn-mfa-core.ts';
import { resends } from './authn-factor-views.ts';

/**
 * The resends of the Authn API for factors delivered by message (design/authn-protocol.md §1.3):
 * `…/verify/resend` in MFA_CHALLENGE and `…/lifecycle/resend` in MFA_ENROLL_ACTIVATE send a new code to the
 * transaction's factor and answer the same state again; within 30 s of the last message 429 E0000109 (sms),
 * E0000133 (call), E0000047 (email). Any node may serve it: the transaction and the lock live in the database.
 */
export function createAuthnResend(core: MfaCore) {
  const { factors, open, render } = core;
  return async function resend(
    stateToken: string,
    factorId: string,
    from: 'MFA_CHALLENGE' | 'MFA_ENROLL_ACTIVATE',
  ): Promise<TransactionShape> {
    const { row, frame } = await open(stateToken);
    if (row.status !== from || row.factorId !== factorId) throw new ApiError('operationNotAllowed');
    const factor = await factors.get(frame.user.id, factorId);
    if (!factor || !resends(factor)) throw new ApiError('operationNotAllowed');
    await factors.resend({ id: frame.user.id, login: frame.user.login }, factorId);
    return render(row, frame);
  };
}
