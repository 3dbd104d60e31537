import type { IdpsService } from './idps.service.ts';

/**
 * Where `/oauth2/v1/authorize?idp={id}` sends a browser that must sign in (Okta: "the identity provider to use if
 * there is no session"; spec §7 "With OAuth on, tokens are requested with the idp id"): to `/sso/idps/{id}` whose
 * `fromURI` is this same authorization request without `idp` (and without a spent `sessionToken` or `prompt=login`,
 * which `fields` already leaves out), so the federated session then completes it. Null when no `idp` was sent.
 * @throws Error `unavailable` when `idp` names no active provider (the caller answers invalid_request).
 */
export async function idpSignInLocation(
  idps: Pick<IdpsService, 'get'>,
  authorizePath: string,
  idp: unknown,
  fields: Array<[string, string]>,
): Promise<string | null> {
  if (typeof idp !== 'string' || idp === '') return null;
  const row = idp.length <= 64 ? await idps.get(idp) : null;
  if (!row || row.status !== 'ACTIVE') throw new Error('unavailable');
  const rest = new URLSearchParams(fields.filter(([name]) => name !== 'idp'));
  const fromUri = `${authorizePath}?${rest}`;
  return `/sso/idps/${encodeURIComponent(row.id)}?${new URLSearchParams({ fromURI: fromUri })}`;
}
