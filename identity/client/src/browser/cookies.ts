/**
 * Cookies on the page's own origin (`document.cookie`, path `/`). Outside a browser (Node) an in-memory jar
 * stands in, so the SDK stays importable and testable there.
 */
const memoryJar = new Map<string, string>();

const hasDocument = (): boolean => typeof document !== 'undefined' && typeof document.cookie === 'string';

/**
 * The `document.cookie` string for `name=value`: path `/`, `SameSite=Lax` (never sent on cross-site
 * subrequests or POSTs, still sent when the IdP redirects back with a top-level GET), `Secure` when `https`
 * is true, and `expires` when `expiresAt` is a valid ISO date (a session cookie otherwise).
 */
export function cookieString(name: string, value: string, https: boolean, expiresAt?: string): string {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/`;
  if (expiresAt) {
    const expires = new Date(expiresAt);
    if (!Number.isNaN(expires.getTime())) cookie += `; expires=${expires.toUTCString()}`;
  }
  cookie += '; SameSite=Lax';
  if (https) cookie += '; Secure';
  return cookie;
}

/** Sets `name=value` (see {@link cookieString}); `expiresAt` is an ISO date (session cookie when absent). */
export function setCookie(name: string, value: string, expiresAt?: string): void {
  if (!hasDocument()) {
    memoryJar.set(name, value);
    return;
  }
  const https = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie = cookieString(name, value, https, expiresAt);
}

/** Reads a cookie value, undefined when absent. */
export function getCookie(name: string): string | undefined {
  if (!hasDocument()) return memoryJar.get(name);
  const wanted = encodeURIComponent(name);
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === wanted) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Deletes a cookie (expires it in the past). */
export function deleteCookie(name: string): void {
  if (!hasDocument()) {
    memoryJar.delete(name);
    return;
  }
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
