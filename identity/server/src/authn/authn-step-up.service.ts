import type { TransactionShape } from '@identity/contracts/schemas';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { OidcClient } from '../clients/clients.service.ts';
import { consentTarget } from '../consent/consent.responses.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import type { FactorsService } from '../factors/factors.service.ts';
import { newId, randomToken, sha256 } from '../lib/crypto.ts';
import { NO_MFA, type EffectiveMfaPolicy } from '../policies/mfa-policy.ts';
import type { PoliciesService } from '../policies/policies.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { SignOnRulesService } from '../step-up/sign-on-rules.service.ts';
import { createUsersRepository, type UserRow } from '../users/users.repository.ts';
import { amrOf } from './authn-mfa-amr.ts';
import { verifiableFactors } from './authn-mfa.responses.ts';
import { createAuthnRepository, type AuthnTransactionRow } from './authn.repository.ts';
import {
  stepUpOf,
  stepUpSuccessTransaction,
  unauthenticatedTransaction,
  type StepUpData,
} from './authn-step-up.responses.ts';

/** The session /authorize found, as far as the step-up needs it. */
export interface SteppedSession {
  id: string;
  userId: string;
  amr: string[];
}

/**
 * The MFA policy of a step-up: the rule's factor types, each OPTIONAL (any one of them will do), the user's own
 * enrolment maximum and auto-push choice; a device is never remembered (the application asked for a factor now).
 */
function stepUpPolicy(own: EffectiveMfaPolicy, factorTypes: readonly string[]): EffectiveMfaPolicy {
  return {
    mfaRequired: true,
    factors: factorTypes.map((factorType) => ({
      factorType,
      enrollment: 'OPTIONAL' as const,
      maxEnrollments: own.factors.find((f) => f.factorType === factorType)?.maxEnrollments ?? 1,
    })),
    rememberDevice: NO_MFA.rememberDevice,
    autoPush: own.autoPush,
    passwordless: false,
  };
}

/**
 * Step-up from an application (issue 8 "Step-up"; spec §4 UNAUTHENTICATED, FACTOR_REQUIRED / FACTOR_CHALLENGE,
 * SUCCESS with `stepUp`). An application with a sign-on rule (step-up/sign-on-rules.service.ts) needs a session
 * with a second factor of the rule's types. `/oauth2/v1/authorize` asks `required`, then `begin`s a stored
 * transaction for the hosted sign-in page: UNAUTHENTICATED without a session (the password first, then the
 * factor), else the MFA step (shown as FACTOR_* by authn-step-up.responses.ts `asStepUp`). The verified factor
 * ends in SUCCESS type SESSION_STEP_UP (`finish`), whose `next(original)` link (`redeem`) opens the stepped-up
 * session once and returns to the authorization request.
 */
export function createStepUpService(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  audit: AuditRepository;
  factors: FactorsService;
  policies: PoliciesService;
  signOnRules: Pick<SignOnRulesService, 'forClient'>;
}) {
  const { config, sessions, audit, factors, policies } = deps;
  const transactions = createAuthnRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const slide = (now: Date) => new Date(now.getTime() + config.stateTokenTtlMs);

  /** The MFA state a user starts the step-up in: FACTOR_REQUIRED with a factor to verify, else FACTOR_ENROLL. */
  async function mfaState(user: UserRow, stepUp: StepUpData) {
    const policy = stepUpPolicy(await policies.forUser(user.id), stepUp.factorTypes);
    const owned = await factors.listForUser(user.id);
    const status = verifiableFactors(policy, owned).length > 0 ? 'MFA_REQUIRED' : 'MFA_ENROLL';
    return { status, data: { policy, stepUp } as unknown as Record<string, unknown> };
  }

  return {
    /**
     * The factor types `clientId`'s rule accepts when the session (its `amr`, RFC 8176) has no second factor of
     * them; null when the application needs no step-up.
     */
    async required(clientId: string, amr: readonly string[] | null): Promise<string[] | null> {
      const types = await deps.signOnRules.forClient(clientId);
      if (!types) return null;
      if (amr?.includes('mfa') && types.some((t) => amr.includes(amrOf(t)))) return null;
      return types;
    },

    /**
     * Opens the step-up transaction for the hosted page; returns its state token. Without a session:
     * UNAUTHENTICATED; with one: the MFA step of the session's user.
     */
    async begin(input: {
      client: OidcClient;
      factorTypes: string[];
      returnTo: string;
      session: SteppedSession | null;
    }): Promise<{ stateToken: string }> {
      const now = new Date();
      const stateToken = `00${randomToken(24)}`;
      const { session } = input;
      const stepUp: StepUpData = {
        clientId: input.client.clientId,
        factorTypes: input.factorTypes,
        returnTo: input.returnTo,
        target: consentTarget(input.client),
        amr: session?.amr ?? [],
        ...(session ? { sessionId: session.id } : {}),
      };
      const user = session ? await users.findById(session.userId) : null;
      const state = user
        ? await mfaState(user, stepUp)
        : { status: 'UNAUTHENTICATED', data: { stepUp } as unknown as Record<string, unknown> };
      await transactions.insert({
        id: newId('txn'),
        stateTokenHash: sha256(stateToken),
        userId: user?.id ?? null,
        status: state.status,
        expiresAt: slide(now),
        data: state.data,
      });
      return { stateToken };
    },

    /** true for the states this service answers on resume: UNAUTHENTICATED and a step-up's SUCCESS. */
    handles: (row: AuthnTransactionRow) =>
      row.status === 'UNAUTHENTICATED' || (row.status === 'SUCCESS' && stepUpOf(row) !== undefined),

    /** Resume of UNAUTHENTICATED or of the step-up's SUCCESS (the page was reloaded before it went on). */
    async resume(row: AuthnTransactionRow, stateToken: string, expiresAt: Date): Promise<TransactionShape> {
      const stepUp = stepUpOf(row);
      if (!stepUp) throw new ApiError('invalidToken');
      if (row.status === 'UNAUTHENTICATED') {
        return unauthenticatedTransaction(config.issuer, stateToken, expiresAt, stepUp);
      }
      const user = row.userId ? await users.findById(row.userId) : null;
      if (!user) throw new ApiError('invalidToken');
      return stepUpSuccessTransaction(config.issuer, stateToken, expiresAt, user, stepUp);
    },

    /**
     * The right password in UNAUTHENTICATED: the transaction becomes the user's MFA step (FACTOR_REQUIRED or
     * FACTOR_ENROLL). Returns the moved row. @throws ApiError 403 E0000079 when another request moved it first.
     */
    async afterPassword(row: AuthnTransactionRow, user: UserRow): Promise<AuthnTransactionRow> {
      const stepUp = stepUpOf(row);
      if (!stepUp || row.status !== 'UNAUTHENTICATED') throw new ApiError('operationNotAllowed');
      const now = new Date();
      const proven = { ...stepUp, amr: ['pwd'] };
      const state = await mfaState(user, proven);
      const moved = await transactions.advance(row.id, row.status, { ...state, userId: user.id }, now);
      if (!moved) throw new ApiError('operationNotAllowed');
      return moved;
    },

    /**
     * The factor was verified (authn-mfa-core.ts `afterFactor`): SUCCESS type SESSION_STEP_UP, the state token
     * kept for `next(original)`; `amr` is the factor's method. @throws ApiError 401 E0000011 when it already ended.
     */
    async finish(
      row: AuthnTransactionRow,
      frame: { stateToken: string; expiresAt: Date; user: UserRow },
      amr: string[],
      ctx: { ip?: string; userAgent?: string },
    ): Promise<TransactionShape> {
      const stepUp = stepUpOf(row);
      if (!stepUp) throw new ApiError('invalidToken');
      const methods = [...new Set([...(stepUp.amr.length ? stepUp.amr : ['pwd']), ...amr, 'mfa'])];
      const done = { ...stepUp, amr: methods };
      const data = { ...row.data, stepUp: done };
      const moved = await transactions.advance(row.id, row.status, { status: 'SUCCESS', data }, new Date());
      if (!moved) throw new ApiError('invalidToken');
      await audit.record({
        type: 'user.authentication.auth_via_mfa',
        userId: frame.user.id,
        ...(ctx.ip ? { ip: ctx.ip } : {}),
        ...(ctx.userAgent ? { userAgent: ctx.userAgent } : {}),
        details: { stepUp: true, clientId: stepUp.clientId },
      });
      return stepUpSuccessTransaction(config.issuer, frame.stateToken, frame.expiresAt, frame.user, done);
    },

    /**
     * `GET /login/step-up/redirect?stateToken=…`: once per finished step-up, opens the stepped-up session (amr
     * with the factor and `mfa`) and closes the session it replaces. Returns the new
     * session and the authorization request to go back to; null for an unknown, unfinished or used state token.
     */
    async redeem(stateToken: string, meta: { ip?: string; userAgent?: string }) {
      const row = await transactions.claimSuccess(sha256(stateToken), new Date());
      const stepUp = row && stepUpOf(row);
      if (!row?.userId || !stepUp) return null;
      // The factor just verified is an authentication: the new session's auth_time is now (OIDC Core §2).
      const issued = await sessions.issueSessionToken(row.userId, stepUp.amr, new Date());
      const session = await sessions.redeemSessionToken(issued.token, meta);
      if (!session?.sid) return null;
      if (stepUp.sessionId && stepUp.sessionId !== session.id) await sessions.close(stepUp.sessionId);
      return { sid: session.sid, returnTo: stepUp.returnTo };
    },
  };
}

export type StepUpService = ReturnType<typeof createStepUpService>;
