import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id at the OWASP minimum: m = 19456 KiB, t = 2, p = 1 (design/authn-protocol.md §4.1). */
const ARGON2ID: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Longest password hashed; longer input is rejected to bound the hashing cost. */
export const MAX_PASSWORD_LENGTH = 256;

/** Hashes a password with argon2id (PHC string, salt included). Runs off the event loop. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** true when `password` matches the PHC `hashed` string; false for any mismatch or malformed hash. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check for logins that do not exist, so that unknown users and wrong
 * passwords cannot be told apart by timing (OWASP Authentication Cheat Sheet). Always resolves false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches anything');
  await verifyPassword(await dummyHash, password);
  return false;
}
