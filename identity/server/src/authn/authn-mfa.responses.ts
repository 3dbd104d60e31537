import type { TransactionShape } from '@identity/contracts/schemas';
import type { UserFactor } from '../factors/factors.service.ts';
import { implementedKinds } from '../factors/kinds/index.ts';
import { link } from '../lib/links.ts';
import type { EffectiveMfaPolicy } from '../policies/mfa-policy.ts';
import type { UserRow } from '../users/users.repository.ts';
import { embeddedUser } from './authn.responses.ts';
import type { StepUpData } from './authn-step-up.responses.ts';
import { enrollExtras, publicProfile, resendLinks, resends } from './authn-factor-views.ts';

type Factor = NonNullable<NonNullable<TransactionShape['_embedded']>['factor']>;

/** What every MFA state carries: the state token, its expiry, `_embedded.user`. */
export interface MfaFrame {
  issuer: string;
  stateToken: string;
  expiresAt: Date;
  user: UserRow;
  /** A step-up transaction's data: its answers are shown as FACTOR_* (authn-step-up.responses.ts). */
  stepUp?: StepUpData;
}

const cancel = (issuer: string) => link(issuer, '/api/v1/authn/cancel');
const ACTIVE = (f: UserFactor) => f.status === 'ACTIVE';

/** The factor types the policy makes REQUIRED that the user has no ACTIVE factor of. */
export function missingRequired(policy: EffectiveMfaPolicy, factors: readonly UserFactor[]): string[] {
  return policy.factors
    .filter((p) => p.enrollment === 'REQUIRED')
    .filter((p) => !factors.some((f) => ACTIVE(f) && f.factorType === p.factorType))
    .map((p) => p.factorType);
}

/** The user's ACTIVE factors that the policy allows and this server can verify (MFA_REQUIRED's list). */
export function verifiableFactors(policy: EffectiveMfaPolicy, factors: readonly UserFactor[]): UserFactor[] {
  const kinds = implementedKinds();
  return factors.filter(
    (f) =>
      ACTIVE(f) &&
      policy.factors.some((p) => p.factorType === f.factorType) &&
      kinds.some((k) => k.factorType === f.factorType && k.provider === f.provider),
  );
}

/**
 * MFA_ENROLL (design/authn-protocol.md §1.3; fixture MFA_ENROLL_allFactors): the kinds this server implements
 * that the policy allows, each `enrollment` REQUIRED|OPTIONAL, `status` ACTIVE when the user has one of that
 * type (else NOT_SETUP), with its `enroll` link; `skip` only when no REQUIRED type is missing.
 */
export function mfaEnrollTransaction(
  frame: MfaFrame,
  policy: EffectiveMfaPolicy,
  factors: readonly UserFactor[],
): TransactionShape {
  const missing = missingRequired(policy, factors);
  const offered = implementedKinds().flatMap((k) => {
    const rule = policy.factors.find((p) => p.factorType === k.factorType);
    if (!rule) return [];
    const enrolled = factors.some(
      (f) => ACTIVE(f) && f.factorType === k.factorType && f.provider === k.provider,
    );
    return [
      {
        enrollment: rule.enrollment,
        status: enrolled ? ('ACTIVE' as const) : ('NOT_SETUP' as const),
        factorType: k.factorType,
        provider: k.provider,
        vendorName: k.provider,
        _links: { enroll: link(frame.issuer, '/api/v1/authn/factors') },
        ...enrollExtras(frame, k, factors),
      },
    ];
  });
  return {
    stateToken: frame.stateToken,
    expiresAt: frame.expiresAt.toISOString(),
    status: 'MFA_ENROLL',
    _embedded: { user: embeddedUser(frame.user), factors: offered },
    _links: {
      ...(missing.length === 0 ? { skip: link(frame.issuer, '/api/v1/authn/skip') } : {}),
      cancel: cancel(frame.issuer),
    },
  };
}

/** A factor as the Authn API shows an enrolled one (id, type, provider, vendorName, profile). */
function factorObject(f: UserFactor): Factor {
  return {
    id: f.id,
    factorType: f.factorType,
    provider: f.provider,
    vendorName: f.provider,
    profile: publicProfile(f),
  };
}

/**
 * MFA_ENROLL_ACTIVATE (fixture MFA_ENROLL_ACTIVATE_success): `_embedded.factor` with its
 * `_embedded.activation` (TOTP: sharedSecret and the QR code link), links `next(activate)`, `cancel`, `prev`.
 * An activation finished out of band (push: the companion app scans the QR code) carries `factorResult`: while
 * WAITING the transaction repeats it and `next(poll)` goes to `…/lifecycle/activate/poll` (design/
 * authn-protocol.md §1.3); after TIMEOUT, `next(activate)` starts a new activation.
 */
export function mfaEnrollActivateTransaction(
  frame: MfaFrame,
  factor: UserFactor,
  activation: Record<string, unknown> | undefined,
): TransactionShape {
  const { issuer } = frame;
  const factorResult = activation?.factorResult as TransactionShape['factorResult'];
  const activatePath = `/api/v1/authn/factors/${factor.id}/lifecycle/activate`;
  return {
    stateToken: frame.stateToken,
    expiresAt: frame.expiresAt.toISOString(),
    status: 'MFA_ENROLL_ACTIVATE',
    ...(factorResult ? { factorResult } : {}),
    _embedded: {
      user: embeddedUser(frame.user),
      factor: { ...factorObject(factor), ...(activation ? { _embedded: { activation } } : {}) },
    },
    _links: {
      next:
        factorResult === 'WAITING'
          ? link(issuer, `${activatePath}/poll`, { name: 'poll' })
          : link(issuer, activatePath, { name: 'activate' }),
      cancel: cancel(issuer),
      prev: link(issuer, '/api/v1/authn/previous'),
      ...(resends(factor)
        ? resendLinks(issuer, factor, `/api/v1/authn/factors/${factor.id}/lifecycle/resend`)
        : {}),
    },
  };
}

/**
 * MFA_REQUIRED (fixture MFA_REQUIRED_allFactors): the factors to choose from, each with its `verify` link, and
 * `_embedded.policy` with the remember-device settings (lifetime in minutes) and `factorsPolicyInfo` (per push
 * factor id, `autoPushEnabled` when the policy allows auto-push and the person chose it: `autoPushChosen`);
 * link `cancel`.
 */
export function mfaRequiredTransaction(
  frame: MfaFrame,
  policy: EffectiveMfaPolicy,
  factors: readonly UserFactor[],
  autoPushChosen: ReadonlySet<string> = new Set(),
): TransactionShape {
  const pushIds = factors.filter((f) => f.factorType === 'push').map((f) => f.id);
  return {
    stateToken: frame.stateToken,
    expiresAt: frame.expiresAt.toISOString(),
    status: 'MFA_REQUIRED',
    _embedded: {
      user: embeddedUser(frame.user),
      factors: factors.map((f) => ({
        ...factorObject(f),
        _links: { verify: link(frame.issuer, `/api/v1/authn/factors/${f.id}/verify`) },
      })),
      policy: {
        allowRememberDevice: policy.rememberDevice.allowed,
        rememberDeviceLifetimeInMinutes: policy.rememberDevice.lifetimeMinutes,
        rememberDeviceByDefault: policy.rememberDevice.byDefault,
        ...(pushIds.length > 0
          ? {
              factorsPolicyInfo: Object.fromEntries(
                pushIds.map((id) => [id, { autoPushEnabled: policy.autoPush && autoPushChosen.has(id) }]),
              ),
            }
          : {}),
      },
    },
    _links: { cancel: cancel(frame.issuer) },
  };
}
