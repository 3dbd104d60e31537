/** The user fields claims are made from (structurally a subset of core's `UserRecord`). */
export interface ClaimsUser {
  id: string;
  login: string;
  profile: {
    login: string;
    firstName: string;
    lastName: string;
    email?: string;
    locale: string;
    timeZone: string;
  };
  groups: string[];
}

/** Okta locales are `it_IT`; OIDC `locale` is a BCP 47 tag (`it-IT`). */
function bcp47(locale: string): string {
  return locale.replace('_', '-');
}

/**
 * Claims granted by scope (OIDC Core §5.4 plus Okta's `groups`): `profile` → name, preferred_username,
 * given_name, family_name, locale, zoneinfo; `email` → email, email_verified; `groups` → groups.
 * `address` and `phone` add nothing: users have no such attributes yet.
 */
export function scopeClaims(user: ClaimsUser, scopes: readonly string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  if (scopes.includes('profile')) {
    const name = `${user.profile.firstName} ${user.profile.lastName}`.trim();
    if (name !== '') claims.name = name;
    claims.preferred_username = user.login;
    if (user.profile.firstName) claims.given_name = user.profile.firstName;
    if (user.profile.lastName) claims.family_name = user.profile.lastName;
    claims.locale = bcp47(user.profile.locale);
    claims.zoneinfo = user.profile.timeZone;
  }
  if (scopes.includes('email') && user.profile.email) {
    claims.email = user.profile.email;
    // Okta reports an active user's primary email as verified; there is no separate verification flow yet.
    claims.email_verified = true;
  }
  if (scopes.includes('groups')) claims.groups = [...user.groups];
  return claims;
}

/** The userinfo response (OIDC Core §5.3.2): `sub` (the user id) plus the claims of the granted scopes. */
export function userinfoClaims(user: ClaimsUser, scopes: readonly string[]): Record<string, unknown> {
  return { sub: user.id, ...scopeClaims(user, scopes) };
}
