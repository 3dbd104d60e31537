import type { Policy } from '@identity/contracts';

/** Whose password it is, for the username and name rules (the transaction's `_embedded.user.profile`). */
export interface PasswordOwner {
  login?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * One rule of the policy as the screen lists it (spec §5 "Registration and password rules"): its label key and
 * arguments, and whether the typed password meets it (`undefined` for rules only the server can check: history
 * and minimum age).
 */
export interface PasswordRuleLine {
  id: string;
  key: string;
  args: string[];
  met?: boolean;
}

/** Username segments are split on these separators; segments shorter than 3 characters are allowed (spec §9). */
const SEPARATORS = /[,.\-_#@]/;
const MIN_SEGMENT = 3;
const KINDS = [
  ['minLowerCase', /\p{Ll}/gu, 'lowercase'],
  ['minUpperCase', /\p{Lu}/gu, 'uppercase'],
  ['minNumber', /\p{Nd}/gu, 'number'],
  ['minSymbol', /[^\p{L}\p{N}\s]/gu, 'symbol'],
] as const;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The segments of a username a password may not contain (lower case, 3 characters or more). */
export function usernameSegments(login: string): string[] {
  return login
    .toLowerCase()
    .split(SEPARATORS)
    .filter((s) => s.length >= MIN_SEGMENT);
}

/** A minimum age in the largest unit that states it exactly (spec §9): [label key, amount]. */
export function minAgeLabel(minutes: number): [string, string] {
  if (minutes % 1440 === 0) return ['password.complexity.minAgeDays', String(minutes / 1440)];
  if (minutes % 60 === 0) return ['password.complexity.minAgeHours', String(minutes / 60)];
  return ['password.complexity.minAgeMinutes', String(minutes)];
}

/**
 * The rules of `policy` (the Authn API's `_embedded.policy`) with whether `password` meets each, in the order
 * the server lists them in its causes: length, lower, upper, number, symbol, username, first name, last name,
 * then history and minimum age. The same checks as the identity provider (characters, not UTF-16 units).
 */
export function passwordRuleLines(policy: Policy | undefined, owner: PasswordOwner, password: string) {
  const c = policy?.complexity ?? {};
  const lines: PasswordRuleLine[] = [];
  const lower = password.toLowerCase();
  if ((c.minLength ?? 0) > 0) {
    const n = c.minLength!;
    lines.push({
      id: 'length',
      key: 'password.complexity.length',
      args: [String(n)],
      met: [...password].length >= n,
    });
  }
  for (const [field, pattern, kind] of KINDS) {
    const n = c[field] ?? 0;
    if (n <= 0) continue;
    const key = n === 1 ? `password.complexity.${kind}` : `password.complexity.${kind}.count`;
    lines.push({ id: kind, key, args: [String(n)], met: count(password, pattern) >= n });
  }
  if (c.excludeUsername) {
    const hit = usernameSegments(owner.login ?? '').some((s) => lower.includes(s));
    lines.push({ id: 'username', key: 'password.complexity.no_username', args: [], met: !hit });
  }
  const names = [
    ['firstName', 'password.complexity.no_first_name'],
    ['lastName', 'password.complexity.no_last_name'],
  ] as const;
  for (const [attribute, key] of names) {
    if (!c.excludeAttributes?.includes(attribute)) continue;
    const value = owner[attribute]?.trim().toLowerCase();
    lines.push({ id: attribute, key, args: [], met: !(value && lower.includes(value)) });
  }
  const history = policy?.age?.historyCount ?? 0;
  if (history > 0) lines.push({ id: 'history', key: 'password.complexity.history', args: [String(history)] });
  const minAge = policy?.age?.minAgeMinutes ?? 0;
  if (minAge > 0) {
    const [key, amount] = minAgeLabel(minAge);
    lines.push({ id: 'minAge', key, args: [amount] });
  }
  return lines;
}
