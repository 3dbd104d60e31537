import type { PasswordRules } from './password-policy.ts';

/** Who a password belongs to, for the rules that forbid parts of the username and names. */
export interface PasswordOwner {
  login: string;
  firstName?: string;
  lastName?: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Username parts are split on these separators; parts shorter than 3 characters are allowed in a password. */
const USERNAME_SEPARATORS = /[,.\-_#@]/;
const MIN_USERNAME_PART = 3;

const COUNTED = {
  minLowerCase: /\p{Ll}/gu,
  minUpperCase: /\p{Lu}/gu,
  minNumber: /\p{Nd}/gu,
  minSymbol: /[^\p{L}\p{N}\s]/gu,
} as const;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The parts of a username a password may not contain (3 characters or more, lower case). */
export function usernameParts(login: string): string[] {
  return login
    .toLowerCase()
    .split(USERNAME_SEPARATORS)
    .filter((part) => part.length >= MIN_USERNAME_PART);
}

/** The complexity rules (policy.complexity) that `password` breaks, by name; [] when it follows all of them. */
export function brokenComplexityRules(
  rules: PasswordRules,
  password: string,
  owner: PasswordOwner,
): string[] {
  const broken: string[] = [];
  if ([...password].length < rules.minLength) broken.push('minLength');
  for (const [rule, pattern] of Object.entries(COUNTED)) {
    if (count(password, pattern) < rules[rule as keyof typeof COUNTED]) broken.push(rule);
  }
  const lower = password.toLowerCase();
  if (rules.excludeUsername && usernameParts(owner.login).some((part) => lower.includes(part))) {
    broken.push('excludeUsername');
  }
  for (const attribute of rules.excludeAttributes) {
    const value = owner[attribute]?.trim().toLowerCase();
    if (value && lower.includes(value)) broken.push(attribute);
  }
  return broken;
}

/**
 * The requirement list of a policy as the reference words it in its causes: "at least 8 characters, a lowercase
 * letter, ...". Counts above one say how many ("at least 2 numbers").
 */
export function complexityRequirements(rules: PasswordRules): string[] {
  const kinds: Array<[number, string, string]> = [
    [rules.minLowerCase, 'a lowercase letter', 'lowercase letters'],
    [rules.minUpperCase, 'an uppercase letter', 'uppercase letters'],
    [rules.minNumber, 'a number', 'numbers'],
    [rules.minSymbol, 'a symbol', 'symbols'],
  ];
  return [
    ...(rules.minLength > 0 ? [`at least ${plural(rules.minLength, 'character', 'characters')}`] : []),
    ...kinds.filter(([n]) => n > 0).map(([n, one, many]) => (n === 1 ? one : `at least ${n} ${many}`)),
    ...(rules.excludeUsername ? ['no parts of your username'] : []),
    ...(rules.excludeAttributes.includes('firstName') ? ['does not include your first name'] : []),
    ...(rules.excludeAttributes.includes('lastName') ? ['does not include your last name'] : []),
  ];
}

/** The cause of a password that breaks complexity rules (fixture PASSWORD_EXPIRED_error_complexity's wording). */
export function complexityCause(rules: PasswordRules): string {
  return `Password requirements were not met. Password requirements: ${complexityRequirements(rules).join(', ')}.`;
}

/** The cause of a password found among the last `historyCount` ones. */
export function historyCause(historyCount: number): string {
  return `Password has been used too recently. Your password cannot be any of your last ${plural(historyCount, 'password', 'passwords')}.`;
}

/** A minimum age in the largest unit that states it exactly: "2 hours", "1 day", "90 minutes". */
export function minAgeText(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day', 'days');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour', 'hours');
  return plural(minutes, 'minute', 'minutes');
}

/** The cause of a change before the policy's minimum age has passed. */
export function minAgeCause(minAgeMinutes: number): string {
  return `Password cannot be changed yet. At least ${minAgeText(minAgeMinutes)} must pass after your last password change.`;
}

/** true while a password changed at `changedAt` is younger than the minimum age (a null date is old enough). */
export function tooRecentlyChanged(rules: PasswordRules, changedAt: Date | null, now: Date): boolean {
  if (rules.minAgeMinutes <= 0 || !changedAt) return false;
  return now.getTime() - changedAt.getTime() < rules.minAgeMinutes * MINUTE_MS;
}

/**
 * Where a password changed at `changedAt` stands against the maximum age at `now`: EXPIRED once `maxAgeDays`
 * have passed, WARN with the whole days left (0 = expires today) within the last `warnDays`, else OK. A null
 * date (a password set before changes were dated) never expires by age.
 */
export function passwordAge(
  rules: PasswordRules,
  changedAt: Date | null,
  now: Date,
): { state: 'OK' } | { state: 'EXPIRED' } | { state: 'WARN'; daysLeft: number } {
  if (rules.maxAgeDays <= 0 || !changedAt) return { state: 'OK' };
  const left = changedAt.getTime() + rules.maxAgeDays * DAY_MS - now.getTime();
  if (left <= 0) return { state: 'EXPIRED' };
  if (left <= rules.warnDays * DAY_MS) return { state: 'WARN', daysLeft: Math.floor(left / DAY_MS) };
  return { state: 'OK' };
}
