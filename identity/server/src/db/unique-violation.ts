/**
 * The constraint (unique index) name of a PostgreSQL unique violation (SQLSTATE 23505) in `error` or its
 * `cause` chain (Drizzle wraps driver errors), or null when `error` is something else. Lets a repository
 * turn a lost race on a unique value into the same answer as the check made before it.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
