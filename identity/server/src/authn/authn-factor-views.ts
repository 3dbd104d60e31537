import type { TransactionShape } from '@identity/contracts/schemas';
import type { UserFactor } from '../factors/factors.service.ts';
import { findKind } from '../factors/kinds/index.ts';
import { link } from '../lib/links.ts';
import type { MfaFrame } from './authn-mfa.responses.ts';

// How factors look in the Authn API's MFA states, where the kind decides: masked profiles, resend links, and
// the extras of MFA_ENROLL (numbers on file, the security questions).

type Factor = NonNullable<NonNullable<TransactionShape['_embedded']>['factor']>;
type Links = NonNullable<TransactionShape['_links']>;

/** The profile a factor shows before sign-in completes: masked by its kind (phone number, address) if it says so. */
export function publicProfile(f: Pick<UserFactor, 'factorType' | 'provider' | 'profile'>): Factor['profile'] {
  const kind = findKind(f.factorType, f.provider);
  return (kind?.maskedProfile ? kind.maskedProfile(f.profile) : f.profile) as Factor['profile'];
}

/** true when the factor's kind sends a challenge (a code by message) that a resend may repeat. */
export function resends(f: Pick<UserFactor, 'factorType' | 'provider'>): boolean {
  return Boolean(findKind(f.factorType, f.provider)?.resendLock);
}

/** `resend[{name: factorType}]` to `path`: the array form the reference uses for resend links. */
export function resendLinks(issuer: string, f: UserFactor, path: string): Links {
  return { resend: [link(issuer, path, { name: f.factorType })] };
}

const PHONE_TYPES = new Set(['sms', 'call']);

/**
 * What MFA_ENROLL adds to one offered kind: `_embedded.phones` (the user's verified numbers, masked) for sms
 * and call, as fixture MFA_ENROLL_smsFactor_existingPhone shows, so the widget asks `updatePhone`; and
 * `_links.questions` (GET the security questions) for question, beside `enroll`.
 */
export function enrollExtras(
  frame: MfaFrame,
  kind: { factorType: string; provider: string },
  owned: readonly UserFactor[],
): { _embedded?: { phones: Array<{ id: string; status: string; profile: { phoneNumber: string } }> } } & {
  _links?: Links;
} {
  if (kind.factorType === 'question') {
    const questions = link(frame.issuer, `/api/v1/users/${frame.user.id}/factors/questions`, {
      allow: ['GET'],
    });
    return { _links: { enroll: link(frame.issuer, '/api/v1/authn/factors'), questions } };
  }
  if (!PHONE_TYPES.has(kind.factorType)) return {};
  const phones = owned
    .filter((f) => f.status === 'ACTIVE' && PHONE_TYPES.has(f.factorType))
    .map((f) => ({
      id: f.id,
      status: f.status,
      profile: { phoneNumber: String(publicProfile(f)?.phoneNumber ?? '') },
    }));
  return phones.length > 0 ? { _embedded: { phones } } : {};
}
