import type { TransactionShape } from '@identity/contracts/schemas';
import { link } from '../lib/links.ts';
import type { UserRow } from '../users/users.repository.ts';
import { embeddedUser } from './authn.responses.ts';

/** `_embedded.request` of PROFILE_REQUIRED: where the sign-in comes from. */
export interface ProfileRequest {
  ip?: string;
  userAgent?: string;
}

/**
 * PROFILE_REQUIRED (fixture PROFILE_REQUIRED_NEW; design/authn-protocol.md §1.3): `type` LOGIN, `_embedded`
 * request, user and `policy.registration.profile` (each attribute asked for: name, label, type string, required,
 * enabled), links `enroll` (→ /api/v1/authn/enroll) and `cancel`. The reference's `recoverLogin` and `login`
 * links are left out: this IdP has no such calls.
 */
export function profileRequiredTransaction(
  issuer: string,
  input: {
    stateToken: string;
    expiresAt: Date;
    user: UserRow;
    request: ProfileRequest;
    fields: Array<{ name: string; label: string }>;
  },
): TransactionShape {
  return {
    stateToken: input.stateToken,
    type: 'LOGIN',
    expiresAt: input.expiresAt.toISOString(),
    status: 'PROFILE_REQUIRED',
    _embedded: {
      request: input.request,
      user: embeddedUser(input.user),
      policy: {
        registration: {
          createNewAccount: false,
          profile: input.fields.map((f) => ({ ...f, type: 'string', required: true, enabled: true })),
        },
      },
    },
    _links: {
      cancel: link(issuer, '/api/v1/authn/cancel'),
      enroll: link(issuer, '/api/v1/authn/enroll'),
    },
  };
}
