/**
 * Same-origin return paths kept in the tab's sessionStorage across the sign-in round trips.
 *
 * Deep links at login: `sessionStorage['compliance-suite.login-return-path']` holds the guarded path the user asked
 * for when the route guard sent them to /login; the widget's success (spec §4 "Login flow", rule 5) comes back
 * there instead of the suite root, then the key is removed.
 */
export const LOGIN_RETURN_PATH_KEY = 'compliance-suite.login-return-path';

/**
 * True for a path on this origin: starts with one `/`, is not protocol-relative (`//host`) or a backslash trick
 * (`/\host`, which browsers read as `//host`), and holds no control characters.
 */
export function isLocalPath(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(path)
  );
}

/** Remembers the requested path before the guard goes to /login; anything not a local path is not saved. */
export function saveLoginReturnPath(path: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  if (isLocalPath(path)) storage.setItem(LOGIN_RETURN_PATH_KEY, path);
}

/**
 * The address to come back to after the widget's success: `{origin}{saved path}`, or `{origin}/` when nothing (or
 * nothing valid) was saved. Never another origin. The saved path is removed.
 */
export function takeLoginReturnUrl(
  origin: string,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): string {
  const root = `${origin}/`;
  const saved = storage.getItem(LOGIN_RETURN_PATH_KEY);
  storage.removeItem(LOGIN_RETURN_PATH_KEY);
  if (!isLocalPath(saved)) return root;
  try {
    const url = new URL(saved, root);
    return url.origin === origin ? url.href : root;
  } catch {
    return root;
  }
}
