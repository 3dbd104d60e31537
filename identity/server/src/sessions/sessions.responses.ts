import type { Session } from '@identity/contracts';
import { idpId } from '../lib/idp-id.ts';
import { link } from '../lib/links.ts';
import type { IdpSession } from './sessions.service.ts';

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
