import { InputErrors } from '../errors.ts';

/** The attributes of Okta's base user profile (Okta Management API, User object `profile`). */
export const BASE_ATTRIBUTES = [
  'login',
  'email',
  'secondEmail',
  'firstName',
  'lastName',
  'middleName',
  'honorificPrefix',
  'honorificSuffix',
  'title',
  'displayName',
  'nickName',
  'profileUrl',
  'primaryPhone',
  'mobilePhone',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'countryCode',
  'postalAddress',
  'preferredLanguage',
  'locale',
  'timezone',
  'userType',
  'employeeNumber',
  'costCenter',
  'organization',
  'division',
  'department',
  'managerId',
  'manager',
] as const;
export type BaseAttribute = (typeof BASE_ATTRIBUTES)[number];

/** A user profile: `login` and `email` always, the other attributes when set (strings). */
export type UserProfile = { login: string; email: string } & Partial<Record<BaseAttribute, string>>;

/** Required by Okta's default profile schema. */
export const REQUIRED_ATTRIBUTES: readonly BaseAttribute[] = ['login', 'email', 'firstName', 'lastName'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOCALE = /^[a-z]{2,3}([_-][A-Za-z]{2})?$/;

/** Longest value of each attribute (Okta's limits where it documents one; 1024 otherwise). */
const MAX_LENGTH: Partial<Record<BaseAttribute, number>> = {
  login: 256,
  email: 100,
  secondEmail: 100,
  firstName: 50,
  lastName: 50,
  countryCode: 2,
};

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Why `value` is not acceptable for `name`, or null when it is. */
function problemWith(name: BaseAttribute, value: string): string | null {
  if (value.length > (MAX_LENGTH[name] ?? 1024)) return `At most ${MAX_LENGTH[name] ?? 1024} characters`;
  if (name === 'login' && !EMAIL.test(value)) return 'Username must be an email address';
  if ((name === 'email' || name === 'secondEmail') && !EMAIL.test(value))
    return 'Does not match the email format';
  if (name === 'locale' && !LOCALE.test(value)) return 'Must be a locale such as en_US or it_IT';
  if (name === 'timezone' && !isTimeZone(value)) return 'Must be an IANA time zone such as Europe/Rome';
  if (name === 'countryCode' && !/^[A-Z]{2}$/.test(value))
    return 'Must be an ISO 3166-1 alpha-2 country code';
  if (name === 'profileUrl' && !/^https?:\/\//.test(value)) return 'Must be an http or https URL';
  if (name === 'profileUrl' && !URL.canParse(value)) return 'Must be an http or https URL';
  return null;
}

/**
 * Builds the profile a create (`base` null), a full replace (`base` null) or a partial update (`base` the
 * current profile; a null value removes an attribute) asks for, validating what was sent: known attributes
 * only, strings, formats (login and email as email addresses, locale, IANA time zone, country code), and the
 * `required` attributes (Okta's default: login, email, firstName, lastName; all of them on create and
 * replace, on a partial update only those sent).
 * Values are trimmed.
 * @throws InputErrors with one cause per problem (400 E0000001 "Api validation failed: ...").
 */
export function buildProfile(
  input: Record<string, unknown>,
  base: UserProfile | null,
  required: readonly BaseAttribute[] = REQUIRED_ATTRIBUTES,
): UserProfile {
  const problems: Array<{ property: string; message: string }> = [];
  const next: Record<string, string> = base ? { ...base } : {};
  for (const [name, raw] of Object.entries(input)) {
    if (!(BASE_ATTRIBUTES as readonly string[]).includes(name)) {
      problems.push({ property: name, message: 'The attribute is not defined in the user profile' });
      continue;
    }
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
      delete next[name];
      continue;
    }
    if (typeof raw !== 'string') {
      problems.push({ property: name, message: 'The value must be a string' });
      continue;
    }
    const value = raw.trim();
    const problem = problemWith(name as BaseAttribute, value);
    if (problem) problems.push({ property: name, message: problem });
    else next[name] = value;
  }
  const mustHave = base ? required.filter((a) => Object.hasOwn(input, a)) : required;
  for (const name of mustHave) {
    if (next[name] === undefined && !problems.some((p) => p.property === name)) {
      problems.push({ property: name, message: 'The field cannot be left blank' });
    }
  }
  if (problems.length > 0) throw new InputErrors(problems);
  return next as UserProfile;
}
