/** The PostgreSQL SQLSTATE of `error` or of its `cause` chain (Drizzle wraps driver errors in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * true for a unique_violation (23505): two requests creating the same login or group name at once both pass
 * the service's "does it exist?" check, and the unique index turns the second insert into this error.
 */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
