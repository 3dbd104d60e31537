import { createHash } from 'node:crypto';

/**
 * Stable id of this identity provider (Okta: the org id), derived from the issuer: `00o` + the first 17
 * alphanumeric characters of base64(SHA-256(issuer)). One value for `session.idp.id` (Sessions API) and
 * the `idp` claim of tokens, so the two always agree.
 */
export function idpId(issuer: string): string {
  const digest = createHash('sha256')
    .update(issuer)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '');
  return '00o' + digest.slice(0, 17);
}
