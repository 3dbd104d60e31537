import { createHash } from 'node:crypto';
import type { AuditParty } from '../audit/audit.repository.ts';
import { BASE_ATTRIBUTES, type UserProfile } from './profile.ts';
import type { UserStatus } from './user-status.ts';
import type { NewUserRow, UserRow } from './users.repository.ts';

/**
 * A user as the management API and the CLI see it (Okta Management API User object, without `_links`):
 * never the password hash or the recovery answer, only whether a password exists.
 */
export interface ManagedUser {
  id: string;
  status: UserStatus;
  created: Date;
  activated: Date | null;
  statusChanged: Date | null;
  lastLogin: Date | null;
  lastUpdated: Date;
  passwordChanged: Date | null;
  profile: UserProfile;
  hasPassword: boolean;
  recoveryQuestion: string | null;
}

/** Defaults of the columns sign-in and the OIDC claims read when the profile leaves them unset. */
export const DEFAULT_LOCALE = 'en_US';
export const DEFAULT_TIME_ZONE = 'UTC';

/** The profile of a stored user: the sign-in columns plus `profile_extra`, in Okta's attribute order. */
export function profileOf(row: UserRow): UserProfile {
  const stored: Record<string, string> = {
    ...row.profileExtra,
    login: row.login,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    locale: row.locale,
    timezone: row.timeZone,
  };
  const profile: Record<string, string> = {};
  for (const name of BASE_ATTRIBUTES) if (stored[name]) profile[name] = stored[name];
  return profile as UserProfile;
}

/** The columns that store `profile` (the inverse of `profileOf`). */
export function profileColumns(
  profile: UserProfile,
): Pick<NewUserRow, 'login' | 'email' | 'firstName' | 'lastName' | 'locale' | 'timeZone' | 'profileExtra'> {
  const { login, email, firstName, lastName, locale, timezone, ...extra } = profile;
  return {
    login,
    email,
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    locale: locale ?? DEFAULT_LOCALE,
    timeZone: timezone ?? DEFAULT_TIME_ZONE,
    profileExtra: extra as Record<string, string>,
  };
}

/** Maps a stored row to a `ManagedUser`. */
export function toManagedUser(row: UserRow): ManagedUser {
  return {
    id: row.id,
    status: row.status as UserStatus,
    created: row.createdAt,
    activated: row.activatedAt,
    statusChanged: row.statusChangedAt,
    lastLogin: row.lastLoginAt,
    lastUpdated: row.updatedAt,
    passwordChanged: row.passwordChangedAt,
    profile: profileOf(row),
    hasPassword: row.passwordHash !== null,
    recoveryQuestion: row.recoveryQuestion,
  };
}

/** "First Last" for audit targets and the Sessions API, or the login when the user has no name. */
export function displayNameOf(profile: UserProfile): string {
  return (
    profile.displayName ?? (`${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim() || profile.login)
  );
}

/**
 * The id of the one user type of this IdP (Okta User object `type.id`, `oty` + 17 characters), derived from
 * the issuer so that every node and every restart agrees on it.
 */
export function userTypeId(issuer: string): string {
  const digest = createHash('sha256')
    .update(`user-type:${issuer}`)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '');
  return 'oty' + digest.slice(0, 17);
}

/** The audit target of a user (System Log type `User`). */
export function userTarget(user: { id: string; profile: UserProfile }): AuditParty {
  return {
    id: user.id,
    type: 'User',
    alternateId: user.profile.login,
    displayName: displayNameOf(user.profile),
  };
}
