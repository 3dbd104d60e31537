/** Name of the remembered-username cookie (spec §3 "Login model"). */
export const USERNAME_COOKIE = 'ln';
/** Lifetime of the `ln` remembered-username cookie, days (spec §9). */
export const REMEMBER_DAYS = 365;
