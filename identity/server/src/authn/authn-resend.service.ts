import type { TransactionShape } from '@identity/contracts/schemas';
import { ApiError } from '../errors.ts';
import type { MfaCore, MfaRequestContext } from './authn-mfa-core.ts';
import { resends } from './authn-factor-views.ts';

/**
 * The resends of the Authn API (design/authn-protocol.md §1.3): `…/verify/resend` in MFA_CHALLENGE and
 * `…/lifecycle/resend` in MFA_ENROLL_ACTIVATE send a new code to the transaction's factor delivered by message and
 * answer the same state again; within 30 s of the last message 429 E0000109 (sms), E0000133 (call), E0000047
 * (email). For a push in MFA_CHALLENGE, `…/verify/resend` withdraws the waiting push and sends a new one bound to
 * this sign-in (factorResult WAITING again). Any node may serve it: the transaction, the lock and the pushes live
 * in the database. @throws ApiError 401 E0000011 (state token), 403 E0000079 (another state or factor).
 */
export function createAuthnResend(core: MfaCore) {
  const { factors, open, render } = core;
  return async function resend(
    stateToken: string,
    factorId: string,
    from: 'MFA_CHALLENGE' | 'MFA_ENROLL_ACTIVATE',
    ctx: MfaRequestContext = {},
  ): Promise<TransactionShape> {
    const { row, frame } = await open(stateToken);
    if (row.status !== from || row.factorId !== factorId) throw new ApiError('operationNotAllowed');
    const factor = await factors.get(frame.user.id, factorId);
    if (!factor) throw new ApiError('operationNotAllowed');
    const owner = { id: frame.user.id, login: frame.user.login };
    if (resends(factor)) {
      await factors.resend(owner, factorId);
      return render(row, frame);
    }
    const attempt = { id: row.id, ...ctx };
    if (from !== 'MFA_CHALLENGE' || !(await factors.resend(owner, factorId, attempt))) {
      throw new ApiError('operationNotAllowed');
    }
    const data = { ...row.data, factorResult: 'WAITING' };
    const moved = await core.transactions.advance(
      row.id,
      row.status,
      { status: row.status, data },
      new Date(),
    );
    if (!moved) throw new ApiError('operationNotAllowed');
    return render(moved, frame);
  };
}
