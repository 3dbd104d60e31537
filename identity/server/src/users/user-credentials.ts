import { hashPassword, MAX_PASSWORD_LENGTH } from './password.ts';

/** `credentials` of a create or update request (Okta User object; `provider` is always OKTA here). */
export interface CredentialsInput {
  password?: { value?: string; hash?: unknown };
  recovery_question?: { question?: string; answer?: string };
}

/** The columns a credentials input sets (only those it names). */
export interface CredentialColumns {
  passwordHash?: string;
  passwordChangedAt?: Date;
  recoveryQuestion?: string;
  recoveryAnswerHash?: string;
}

export type CredentialProblem = { property: string; message: string };

/** Shortest recovery answer accepted (Okta's minimum). */
export const MIN_ANSWER_LENGTH = 4;

/**
 * Validates a credentials input: a password of at most 256 characters (cause on `password`; an empty
 * `password: {}`, as a client sends back a User object it read, changes nothing); a recovery
 * question with an answer of at least 4 characters that is not part of the question (cause on
 * `recovery_question`). Returns the problems found; none means `hashCredentials` may run.
 */
export function credentialProblems(input: CredentialsInput | undefined): CredentialProblem[] {
  const problems: CredentialProblem[] = [];
  if (input?.password?.hash !== undefined) {
    problems.push({
      property: 'password',
      message: 'Importing a password hash is not supported; send password.value',
    });
  }
  const password = input?.password?.value;
  // The other rules (length, character kinds, history) are the password policy's: users/password-keeper.ts.
  if (password !== undefined && password.length > MAX_PASSWORD_LENGTH) {
    problems.push({ property: 'password', message: `At most ${MAX_PASSWORD_LENGTH} characters are allowed` });
  }
  const rq = input?.recovery_question;
  if (rq) {
    const question = rq.question?.trim() ?? '';
    const answer = rq.answer?.trim() ?? '';
    if (!question || question.length > 255) {
      problems.push({ property: 'recovery_question', message: 'The question must have 1 to 255 characters' });
    } else if (answer.length < MIN_ANSWER_LENGTH) {
      problems.push({
        property: 'recovery_question',
        message: `The answer must have at least ${MIN_ANSWER_LENGTH} characters`,
      });
    } else if (question.toLowerCase().includes(answer.toLowerCase())) {
      problems.push({
        property: 'recovery_question',
        message: 'The answer must not be part of the question',
      });
    }
  }
  return problems;
}

/** Hashes what a (valid) credentials input sets with argon2id; the answer is compared case-insensitively later. */
export async function hashCredentials(
  input: CredentialsInput | undefined,
  now: Date,
): Promise<CredentialColumns> {
  const out: CredentialColumns = {};
  if (input?.password?.value !== undefined) {
    out.passwordHash = await hashPassword(input.password.value);
    out.passwordChangedAt = now;
  }
  if (input?.recovery_question) {
    out.recoveryQuestion = input.recovery_question.question!.trim();
    out.recoveryAnswerHash = await hashPassword(input.recovery_question.answer!.trim().toLowerCase());
  }
  return out;
}
