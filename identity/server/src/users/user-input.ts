import { isUniqueViolation } from '../db/pg-errors.ts';
import { InputError, InputErrors, FIELD_TAKEN } from '../errors.ts';
import type { PasswordOwner } from '../policies/password-rules.ts';
import type { UserProfile } from './profile.ts';
import { credentialProblems, type CredentialsInput } from './user-credentials.ts';
import type { UsersRepository } from './users.repository.ts';

/** Okta's reason for a login (or group name) that another object has. */

/** Ids are looked up by id, anything else (an email-shaped login) by login, case-insensitively. */
export function findUser(repo: UsersRepository, idOrLogin: string) {
  return idOrLogin.includes('@') ? repo.findByLogin(idOrLogin) : repo.findById(idOrLogin);
}

/**
 * Runs a write that may hit the unique login index (two requests creating one login at once both pass the
 * "does it exist?" check): the loser gets the same 400 E0000001 on `login` as a sequential duplicate.
 */
export async function uniqueLogin<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new InputError(FIELD_TAKEN, 'login');
    throw err;
  }
}

/**
 * Validates a profile (built by `build`, see profile.ts), credentials and the password policy (`policy`)
 * together, so one answer lists every problem. @throws InputErrors with one cause per problem.
 */
export async function validateUserInput(
  build: () => UserProfile,
  credentials: CredentialsInput | undefined,
  policy: PasswordPolicyCheck,
): Promise<UserProfile> {
  const problems: Array<{ property?: string; message: string }> = [];
  let profile: UserProfile | undefined;
  try {
    profile = build();
  } catch (err) {
    if (!(err instanceof InputErrors)) throw err;
    problems.push(...err.problems);
  }
  const credentialIssues = credentialProblems(credentials);
  problems.push(...credentialIssues);
  const password = credentials?.password?.value;
  if (password !== undefined && !credentialIssues.some((p) => p.property === 'password')) {
    const causes = await policy(password, profile ?? policy.rawOwner);
    problems.push(...causes.map((message) => ({ property: 'password', message })));
  }
  if (problems.length > 0 || !profile) throw new InputErrors(problems);
  return profile;
}

/**
 * The password policy's verdict on a password being set (users/password-keeper.ts `problems`): the causes'
 * texts, [] when accepted. `rawOwner` names the user from the request as sent, for when the profile is invalid.
 */
export type PasswordPolicyCheck = ((password: string, owner: PasswordOwner) => Promise<string[]>) & {
  rawOwner: PasswordOwner;
};

/** The login and names of a raw request profile (strings only), for the password rules. */
export function rawOwner(profile: unknown, fallback?: PasswordOwner): PasswordOwner {
  const p = (typeof profile === 'object' && profile !== null ? profile : {}) as Record<string, unknown>;
  const text = (v: unknown, f?: string) => (typeof v === 'string' ? v : (f ?? ''));
  return {
    login: text(p['login'], fallback?.login),
    firstName: text(p['firstName'], fallback?.firstName),
    lastName: text(p['lastName'], fallback?.lastName),
  };
}
