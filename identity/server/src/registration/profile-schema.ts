import { InputErrors } from '../errors.ts';
import { BASE_ATTRIBUTES } from '../users/profile.ts';

/**
 * One field of the registration form (spec §3 "Registration schema property": title, minLength, maxLength,
 * format): `format` is `email`, `uri`, or a regular expression written `/…/` that the value must match.
 */
export interface ProfileField {
  type: 'string';
  title: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
}

/**
 * The profile schema of the registration policy, in the wire shape of `GET /api/v1/registration/form`'s
 * `profileSchema` (design/authn-protocol.md §1.11): the fields by name, which are required, and their order.
 */
export interface ProfileSchema {
  properties: Record<string, ProfileField>;
  required: string[];
  fieldOrder: string[];
}

/** Names a form field may have: the base profile attributes (`login` is the user name) and `password`. */
export const FIELD_NAMES: readonly string[] = [...BASE_ATTRIBUTES, 'password'];
/** Fields every registration form has: the address the activation link goes to and the password. */
export const ALWAYS_REQUIRED = ['email', 'password'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGEX_FORMAT = /^\/(.+)\/$/s;

/** The RegExp of a `/…/` format; null for a named format (`email`, `uri`) or an invalid expression. */
export function formatRegExp(format: string): RegExp | null {
  const body = REGEX_FORMAT.exec(format)?.[1];
  if (body === undefined) return null;
  try {
    return new RegExp(body, 'u');
  } catch {
    return null;
  }
}

function isUri(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/**
 * Checks a schema an operator sets (management API, CLI): known field names, `email` and `password` present and
 * required, `fieldOrder` naming each field once, lengths 1..1024 with min <= max, formats `email`, `uri` or a
 * valid `/regex/`. @throws InputErrors (400 E0000001) listing every problem.
 */
export function checkProfileSchema(schema: ProfileSchema): ProfileSchema {
  const problems: Array<{ property: string; message: string }> = [];
  const names = Object.keys(schema.properties);
  for (const name of names) {
    const field = schema.properties[name]!;
    const where = `profileSchema.properties.${name}`;
    if (!FIELD_NAMES.includes(name)) problems.push({ property: where, message: 'Unknown profile attribute' });
    if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
      problems.push({ property: where, message: 'minLength is greater than maxLength' });
    const format = field.format;
    if (format !== undefined && format !== 'email' && format !== 'uri' && !formatRegExp(format))
      problems.push({ property: where, message: 'format must be email, uri or a /regular expression/' });
  }
  for (const name of ALWAYS_REQUIRED) {
    if (!names.includes(name) || !schema.required.includes(name))
      problems.push({ property: 'profileSchema.required', message: `${name} must be a required field` });
  }
  const unknownRequired = schema.required.filter((n) => !names.includes(n));
  if (unknownRequired.length > 0)
    problems.push({ property: 'profileSchema.required', message: `No field ${unknownRequired.join(', ')}` });
  const order = schema.fieldOrder;
  if (
    new Set(order).size !== order.length ||
    order.length !== names.length ||
    order.some((n) => !names.includes(n))
  )
    problems.push({ property: 'profileSchema.fieldOrder', message: 'fieldOrder must name every field once' });
  if (problems.length > 0) throw new InputErrors(problems);
  return schema;
}

/** What is wrong with one submitted value under its field (the causes' reasons); [] when it is valid. */
function fieldProblems(name: string, field: ProfileField, value: string): string[] {
  const problems: string[] = [];
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength)
    problems.push(`cannot be less than ${field.minLength} characters`);
  if (field.maxLength !== undefined && length > field.maxLength)
    problems.push(`cannot exceed ${field.maxLength} characters`);
  if ((field.format === 'email' || name === 'email') && !EMAIL.test(value))
    problems.push('Invalid email address');
  if (field.format === 'uri' && !isUri(value)) problems.push('Invalid URI');
  const regex = field.format ? formatRegExp(field.format) : null;
  if (regex && !regex.test(value)) problems.push('Does not match the required format');
  return problems;
}

/**
 * Checks a `userProfile` of `POST /api/v1/registration/{policyId}/register` against the schema: every required
 * field present and not blank, only the schema's fields, every value a string within its lengths and format.
 * Returns the values (trimmed, except the password). @throws InputErrors (400 E0000001), one cause per problem,
 * whose `property` names the field.
 */
export function checkSubmission(
  schema: ProfileSchema,
  userProfile: Record<string, unknown>,
): Record<string, string> {
  const problems: Array<{ property: string; message: string }> = [];
  const values: Record<string, string> = {};
  for (const [name, raw] of Object.entries(userProfile)) {
    const field = schema.properties[name];
    if (!field) {
      problems.push({ property: name, message: 'Property is not in the registration form' });
      continue;
    }
    if (typeof raw !== 'string') {
      problems.push({ property: name, message: 'must be a string' });
      continue;
    }
    const value = name === 'password' ? raw : raw.trim();
    if (value === '') continue;
    problems.push(...fieldProblems(name, field, value).map((message) => ({ property: name, message })));
    values[name] = value;
  }
  for (const name of schema.required) {
    if (values[name] === undefined && !problems.some((p) => p.property === name))
      problems.push({ property: name, message: 'The field cannot be left blank' });
  }
  if (problems.length > 0) throw new InputErrors(problems);
  return values;
}
