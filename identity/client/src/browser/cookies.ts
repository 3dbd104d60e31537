/**
 * Cookies on the page's own origin (`document.cookie`, path `/`). Outside a browser (Node) an in-memory jar
 * stands in, so the SDK stays importable and testable there.
 */
const memoryJar = new Map<string, string>();

const hasDocument = (): boolean => typeof document !== 'undefined' && typeof document.cookie === 'string';

/** Sets `name=value`; `expiresAt` is an ISO date (session cookie when absent). */
export function setCookie(name: string, value: string, expiresAt?: string): void {
  if (!hasDocument()) {
    memoryJar.set(name, value);
    return;
  }
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/`;
  if (expiresAt) {
    const expires = new Date(expiresAt);
    if (!Number.isNaN(expires.getTime())) cookie += `; expires=${expires.toUTCString()}`;
  }
  if (typeof location !== 'undefined' && location.protocol === 'https:') cookie += '; secure';
  document.cookie = cookie;
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
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
