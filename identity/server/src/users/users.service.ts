import { InputError } from '../errors.ts';
import { newId } from '../lib/crypto.ts';
import type { Db } from '../db/db.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';

/** A user as other modules see it (server-iface `UserRecord`); never carries the password hash. */
export interface UserRecord {
  id: string;
  login: string;
  status: string;
  profile: {
    login: string;
    firstName: string;
    lastName: string;
    email: string;
    locale: string;
    timeZone: string;
  };
  groups: string[];
  passwordChangedAt: Date | null;
}

export interface CreateUserInput {
  login: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  locale?: string;
  timeZone?: string;
  groups?: string[];
}

/** Input rejected by `createUser`; `message` is meant for the operator. */
export class UserInputError extends InputError {
  constructor(message: string, property?: string) {
    super(message, property);
    this.name = 'UserInputError';
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GROUP = /^[A-Za-z0-9][\w.-]{0,63}$/;

/** Maps a stored row to the public `UserRecord`. */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    login: row.login,
    status: row.status,
    profile: {
      login: row.login,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      locale: row.locale,
      timeZone: row.timeZone,
    },
    groups: row.groups,
    passwordChangedAt: row.passwordChangedAt,
  };
}

/** Users: creation with validation and argon2id hashing, lookups. */
export function createUsersService(db: Db) {
  const repo = createUsersRepository(db);
  return {
    repo,
    async findById(id: string): Promise<UserRecord | null> {
      const row = await repo.findById(id);
      return row ? toUserRecord(row) : null;
    },
    async findByLogin(login: string): Promise<UserRecord | null> {
      const row = await repo.findByLogin(login);
      return row ? toUserRecord(row) : null;
    },
    async list(): Promise<UserRecord[]> {
      return (await repo.list()).map(toUserRecord);
    },
    /**
     * Creates an ACTIVE user with id `00u` + 17 base62 chars.
     * @throws UserInputError for an invalid email login, a password shorter than 8 (or longer than 256)
     *   characters, an invalid group name, or a login that exists (case-insensitively).
     */
    async createUser(input: CreateUserInput): Promise<UserRecord> {
      const login = input.login.trim();
      if (!EMAIL.test(login) || login.length > 256)
        throw new UserInputError(`Invalid login "${login}": must be an email address`);
      if (input.password.length < MIN_PASSWORD_LENGTH) {
        throw new UserInputError(
          `Password too short: at least ${MIN_PASSWORD_LENGTH} characters are required`,
        );
      }
      if (input.password.length > MAX_PASSWORD_LENGTH) {
        throw new UserInputError(`Password too long: at most ${MAX_PASSWORD_LENGTH} characters are allowed`);
      }
      const groups = input.groups ?? [];
      const bad = groups.find((g) => !GROUP.test(g));
      if (bad !== undefined) throw new UserInputError(`Invalid group name "${bad}"`);
      if (await repo.findByLogin(login))
        throw new UserInputError(`A user with login "${login}" already exists`);
      const now = new Date();
      const row = await repo.insert({
        id: newId('00u'),
        login,
        status: 'ACTIVE',
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        email: input.email ?? login,
        locale: input.locale ?? 'en_US',
        timeZone: input.timeZone ?? 'UTC',
        groups,
        passwordHash: await hashPassword(input.password),
        passwordChangedAt: now,
        failedAttempts: 0,
      });
      return toUserRecord(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
