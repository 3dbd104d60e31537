import type { TransactionShape } from '@identity/contracts/schemas';
import { link } from '../lib/links.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { AuthnTransactionRow } from './authn.repository.ts';
import { embeddedUser } from './authn.responses.ts';

type Target = NonNullable<NonNullable<TransactionShape['_embedded']>['target']>;

/** What a step-up transaction carries in `authn_transactions.data.stepUp` (authn-step-up.service.ts). */
export interface StepUpData {
  /** The application whose sign-on rule asked for the factor. */
  clientId: string;
  /** The factor types its rule accepts. */
  factorTypes: string[];
  /** Where the finished step-up goes: the original authorization request (an issuer-relative path). */
  returnTo: string;
  /** `_embedded.target`: the application. */
  target: Target;
  /** The methods proven so far (the session's amr; after the factor: with it and `mfa`). */
  amr: string[];
  /** The session being stepped up, if one existed: it is replaced by the stepped-up one. */
  sessionId?: string;
}

/** The step-up data of a transaction, or undefined for any other transaction. */
export const stepUpOf = (row: Pick<AuthnTransactionRow, 'data'>): StepUpData | undefined =>
  (row.data as { stepUp?: StepUpData }).stepUp;

/** The step-up (IDX-pipeline) name of each MFA status (design/authn-protocol.md §1.3, last note). */
const FACTOR_STATUS: Record<string, TransactionShape['status']> = {
  MFA_ENROLL: 'FACTOR_ENROLL',
  MFA_ENROLL_ACTIVATE: 'FACTOR_ENROLL_ACTIVATE',
  MFA_REQUIRED: 'FACTOR_REQUIRED',
  MFA_CHALLENGE: 'FACTOR_CHALLENGE',
};

/**
 * An MFA answer as the step-up shows it: FACTOR_* status, `type` SESSION_STEP_UP, `_embedded.target` (the
 * application), and no `skip` (the rule requires a factor: enrolment cannot be skipped). Other answers unchanged.
 */
export function asStepUp(tx: TransactionShape, stepUp: StepUpData | undefined): TransactionShape {
  if (!stepUp) return tx;
  const status = FACTOR_STATUS[tx.status];
  if (!status) return tx;
  const { skip: _skip, ...links } = tx._links ?? {};
  return {
    ...tx,
    status,
    type: 'SESSION_STEP_UP',
    _embedded: { ...tx._embedded, target: stepUp.target },
    _links: links,
  };
}

/**
 * UNAUTHENTICATED (spec §4; fixture UNAUTHENTICATED; design/authn-protocol.md §1.3): the application needs a
 * signed-in user with a second factor and nobody is signed in. `next(authenticate)` → POST /api/v1/authn with the
 * state token, username and password; `cancel`.
 */
export function unauthenticatedTransaction(
  issuer: string,
  stateToken: string,
  expiresAt: Date,
  stepUp: StepUpData,
): TransactionShape {
  return {
    stateToken,
    type: 'SESSION_STEP_UP',
    expiresAt: expiresAt.toISOString(),
    status: 'UNAUTHENTICATED',
    _embedded: { target: stepUp.target },
    _links: {
      next: link(issuer, '/api/v1/authn', { name: 'authenticate' }),
      cancel: link(issuer, '/api/v1/authn/cancel'),
    },
  };
}

/**
 * SUCCESS of a step-up (fixture SUCCESS_session_step_up): `type` SESSION_STEP_UP, the state token, no session
 * token; `next(original)` (GET) → `/login/step-up/redirect?stateToken=…`, which opens the stepped-up session
 * and returns to the application's authorization request.
 */
export function stepUpSuccessTransaction(
  issuer: string,
  stateToken: string,
  expiresAt: Date,
  user: UserRow,
  stepUp: StepUpData,
): TransactionShape {
  const query = new URLSearchParams({ stateToken });
  return {
    stateToken,
    type: 'SESSION_STEP_UP',
    expiresAt: expiresAt.toISOString(),
    status: 'SUCCESS',
    _embedded: { user: embeddedUser(user), target: stepUp.target },
    _links: {
      next: link(issuer, `${STEP_UP_REDIRECT}?${query}`, { name: 'original', allow: ['GET'] }),
    },
  };
}

/** Where a finished step-up continues (Okta's path). */
export const STEP_UP_REDIRECT = '/login/step-up/redirect';
