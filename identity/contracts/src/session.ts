import type { Link } from './transaction.ts';

/** `GET /api/v1/sessions/me` (Okta Sessions API, session object). */
export interface Session {
  id: string;
  login: string;
  userId: string;
  status: 'ACTIVE' | 'MFA_REQUIRED' | 'MFA_ENROLL';
  createdAt: string;
  expiresAt: string;
  lastPasswordVerification: string | null;
  lastFactorVerification: string | null;
  amr: string[];
  idp: { id: string; type: 'OKTA' };
  mfaActive: boolean;
  _links: { refresh: Link; self: Link; user: Link };
}
