import { isUniqueViolation } from '../db/pg-errors.ts';
import { InputError, InputErrors, FIELD_TAKEN } from '../errors.ts';
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
 * Validates a profile (built by `build`, see profile.ts) and credentials together, so one answer lists every
 * problem. @throws InputErrors with one cause per problem.
 */
export function validateUserInput(
  build: () => UserProfile,
  credentials: CredentialsInput | undefined,
): UserProfile {
  const problems: Array<{ property?: string; message: string }> = [];
  let profile: UserProfile | undefined;
  try {
    profile = build();
  } catch (err) {
    if (!(err instanceof InputErrors)) throw err;
    problems.push(...err.problems);
  }
  problems.push(...credentialProblems(credentials));
  if (problems.length > 0 || !profile) throw new InputErrors(problems);
  return profile;
}
