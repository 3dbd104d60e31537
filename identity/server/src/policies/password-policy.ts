/** The profile attributes a password policy may forbid inside a password (Okta's `excludeAttributes`). */
export const EXCLUDABLE_ATTRIBUTES = ['firstName', 'lastName'] as const;
export type ExcludableAttribute = (typeof EXCLUDABLE_ATTRIBUTES)[number];

/**
 * The rules a password must follow (the Authn API's `policy.complexity` / `age` / `expiration`). Counts are
 * minimum numbers of characters of each kind; 0 turns a rule off.
 */
export interface PasswordRules {
  minLength: number;
  minLowerCase: number;
  minUpperCase: number;
  minNumber: number;
  minSymbol: number;
  excludeUsername: boolean;
  excludeAttributes: ExcludableAttribute[];
  /** How many previous passwords (the current one included) a new one may not repeat; 0: no history rule. */
  historyCount: number;
  /** Minutes that must pass after a change before the next one; 0: none. */
  minAgeMinutes: number;
  /** Days a password lives; 0: it never expires. */
  maxAgeDays: number;
  /** Days before expiry during which sign-in warns (PASSWORD_WARN); 0: no warning. */
  warnDays: number;
}

/** The password policy of one group (table password_policies, migration 090). */
export interface PasswordPolicy extends PasswordRules {
  groupId: string;
  created: Date;
  lastUpdated: Date;
}

/**
 * The policy of a user in no group with a password policy, like the reference's default policy: at least 8
 * characters and nothing else.
 */
export const DEFAULT_PASSWORD_RULES: PasswordRules = {
  minLength: 8,
  minLowerCase: 0,
  minUpperCase: 0,
  minNumber: 0,
  minSymbol: 0,
  excludeUsername: false,
  excludeAttributes: [],
  historyCount: 0,
  minAgeMinutes: 0,
  maxAgeDays: 0,
  warnDays: 0,
};

/** The smallest positive value (0 when none is positive): for limits where 0 means "no limit". */
function smallestLimit(values: number[]): number {
  const limits = values.filter((v) => v > 0);
  return limits.length > 0 ? Math.min(...limits) : 0;
}

/**
 * The rules of a user from the password policies of their groups (pure). The strictest choice wins: the
 * largest minimum of each kind, every exclusion any policy asks, the longest history and minimum age, the
 * shortest positive maximum age, the longest warning. No policy: DEFAULT_PASSWORD_RULES.
 */
export function effectivePasswordRules(policies: readonly PasswordRules[]): PasswordRules {
  if (policies.length === 0) return DEFAULT_PASSWORD_RULES;
  const largest = (pick: (p: PasswordRules) => number) => Math.max(...policies.map(pick));
  const excluded = new Set(policies.flatMap((p) => p.excludeAttributes));
  return {
    minLength: largest((p) => p.minLength),
    minLowerCase: largest((p) => p.minLowerCase),
    minUpperCase: largest((p) => p.minUpperCase),
    minNumber: largest((p) => p.minNumber),
    minSymbol: largest((p) => p.minSymbol),
    excludeUsername: policies.some((p) => p.excludeUsername),
    excludeAttributes: EXCLUDABLE_ATTRIBUTES.filter((a) => excluded.has(a)),
    historyCount: largest((p) => p.historyCount),
    minAgeMinutes: largest((p) => p.minAgeMinutes),
    maxAgeDays: smallestLimit(policies.map((p) => p.maxAgeDays)),
    warnDays: largest((p) => p.warnDays),
  };
}
