import type { IdentifierPattern } from './tables.ts';

/** The pattern kinds of a discovery rule's user-identifier condition (Okta `matchType`). */
export const MATCH_TYPES = ['SUFFIX', 'EQUALS', 'STARTS_WITH', 'CONTAINS', 'EXPRESSION'] as const;

/**
 * Whether an identifier (a username, lower-cased here) matches a pattern. SUFFIX without `@` matches at a domain
 * boundary (`example.com` matches `a@example.com` and `a@eu.example.com`, not `a@badexample.com`); EXPRESSION is a
 * regular expression over the whole identifier (validated when the rule was saved).
 */
export function matchesPattern(identifier: string, pattern: IdentifierPattern): boolean {
  const id = identifier.toLowerCase();
  const value = pattern.value.toLowerCase();
  switch (pattern.matchType) {
    case 'SUFFIX': {
      if (!id.endsWith(value)) return false;
      if (value.startsWith('@') || value.startsWith('.')) return true;
      const before = id.charAt(id.length - value.length - 1);
      return before === '@' || before === '.' || id.length === value.length;
    }
    case 'EQUALS':
      return id === value;
    case 'STARTS_WITH':
      return id.startsWith(value);
    case 'CONTAINS':
      return id.includes(value);
    case 'EXPRESSION':
      return new RegExp(`^(?:${pattern.value})$`, 'i').test(identifier);
    default: {
      const unknown: never = pattern.matchType;
      return unknown;
    }
  }
}

/** A problem with a pattern (for the rule's 400), or null when it is usable. */
export function patternProblem(p: { matchType?: unknown; value?: unknown }): string | null {
  if (!MATCH_TYPES.includes(p.matchType as IdentifierPattern['matchType'])) {
    return `matchType must be one of ${MATCH_TYPES.join(', ')}`;
  }
  if (typeof p.value !== 'string' || p.value.trim() === '' || p.value.length > 200) {
    return 'value must have 1 to 200 characters';
  }
  if (p.matchType === 'EXPRESSION') {
    try {
      new RegExp(p.value);
    } catch {
      return 'value is not a valid regular expression';
    }
  }
  return null;
}
