/** Name of the remembered-username cookie (spec §3 "Login model", §9: 365 days). */
export const USERNAME_COOKIE = 'ln';
const DAY_MS = 86_400_000;

/** Value of a cookie of this page, decoded, or undefined. */
export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Sets a path=/ cookie for `days` days (SameSite=Lax). */
export function setCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
