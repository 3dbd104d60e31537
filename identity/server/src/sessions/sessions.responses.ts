import type { Session } from '@identity/contracts';
import { sha256 } from '../lib/crypto.ts';
import { link } from '../lib/links.ts';
import type { IdpSession } from './sessions.service.ts';

/** Stable id of the IdP itself, as shown in `session.idp.id` ("00o" + 17 hex chars of the issuer's hash). */
export function idpId(issuer: string): string {
  return '00o' + sha256(issuer).slice(0, 17);
}

/** The Okta session object of `GET /api/v1/sessions/me` (design/authn-protocol.md §1.9). */
export function sessionObject(issuer: string, session: IdpSession, displayName: string): Session {
  return {
    id: session.id,
    login: session.login,
    userId: session.userId,
    status: 'ACTIVE',
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    lastPasswordVerification: session.lastPasswordVerification.toISOString(),
    lastFactorVerification: null,
    amr: session.amr,
    idp: { id: idpId(issuer), type: 'OKTA' },
    mfaActive: false,
    _links: {
      refresh: link(issuer, '/api/v1/sessions/me/lifecycle/refresh'),
      self: link(issuer, '/api/v1/sessions/me', { allow: ['GET', 'DELETE'] }),
      user: {
        name: displayName,
        href: `${issuer}/api/v1/users/${session.userId}`,
        hints: { allow: ['GET'] },
      },
    },
  };
}
