import type { RegistrationForm, RegistrationSubSchema } from '@identity/client';
import type { Translate } from '../../i18n/translator.ts';
import type { PasswordRuleLine } from '../password-expired/password-rules.ts';
import { usernameSegments } from '../password-expired/password-rules.ts';

/** The special format "no part of the user name" (spec §5 "Registration and password rules"). */
export const USERNAME_FORMAT = '^[#/userName]';

/** One field of the form, as the screen renders and checks it (spec §3 "Registration schema property"). */
export interface RegistrationFieldSpec {
  name: string;
  /** The schema's title (or description), shown when the widget has no label of its own for the name. */
  title: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  format?: string;
  /** Password rules (the password field only). */
  subSchemas: RegistrationSubSchema[];
}

/** Widget labels of the usual profile fields; other fields show the schema's title. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  email: 'registration.field.email',
  password: 'registration.field.password',
  firstName: 'registration.field.firstName',
  lastName: 'registration.field.lastName',
  login: 'registration.field.userName',
  userName: 'registration.field.userName',
};

/** Password formats the identity provider sends, by rule: the label of each (a count in the second group). */
const RULE_FORMATS: ReadonlyArray<[RegExp, string]> = [
  [/^\/\\p\{Ll\}\/$|^\/\(\\p\{Ll\}\.\*\)\{(\d+)\}\/$/, 'lowercase'],
  [/^\/\\p\{Lu\}\/$|^\/\(\\p\{Lu\}\.\*\)\{(\d+)\}\/$/, 'uppercase'],
  [/^\/\\p\{Nd\}\/$|^\/\(\\p\{Nd\}\.\*\)\{(\d+)\}\/$/, 'number'],
  [/^\/\[\^\\p\{L\}\\p\{N\}\\s\]\/$|^\/\(\[\^\\p\{L\}\\p\{N\}\\s\]\.\*\)\{(\d+)\}\/$/, 'symbol'],
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGEX = /^\/(.+)\/$/s;

/** The RegExp of a `/…/` format (Unicode mode); null for a named format or an invalid expression. */
export function formatRegExp(format: string): RegExp | null {
  const body = REGEX.exec(format)?.[1];
  if (body === undefined) return null;
  try {
    return new RegExp(body, 'u');
  } catch {
    return null;
  }
}

/**
 * The fields of a registration form (pure): in `fieldOrder` (then any others in schema order), required when
 * the schema's `required` lists them, with the reference's `allOf` read as `subSchemas`.
 */
export function parseRegistrationSchema(form: RegistrationForm): RegistrationFieldSpec[] {
  const { properties, required = [], fieldOrder = [] } = form.profileSchema;
  const names = [...fieldOrder.filter((n) => n in properties), ...Object.keys(properties)];
  return [...new Set(names)].map((name) => {
    const p = properties[name]!;
    return {
      name,
      title: p.title ?? p.description ?? name,
      required: required.includes(name),
      ...(p.minLength !== undefined ? { minLength: p.minLength } : {}),
      ...(p.maxLength !== undefined ? { maxLength: p.maxLength } : {}),
      ...(p.format !== undefined ? { format: p.format } : {}),
      subSchemas: p.subSchemas ?? p.allOf ?? [],
    };
  });
}

/** The label of a field; required fields get an asterisk (spec §5). */
export function fieldLabel(field: RegistrationFieldSpec, t: Translate): string {
  const key = FIELD_LABELS[field.name];
  const text = key && t(key) !== key ? t(key) : field.title;
  return field.required ? `${text} *` : text;
}

/** The user name the username rule protects: the `login` / `userName` field, else the email (spec §5). */
function userNameOf(values: Record<string, string>): string {
  return values['login'] || values['userName'] || values['email'] || '';
}

/** One password rule as the rules list shows it, with whether `password` meets it. */
function ruleLine(
  rule: RegistrationSubSchema,
  i: number,
  password: string,
  userName: string,
): PasswordRuleLine {
  if (rule.format === USERNAME_FORMAT) {
    const lower = password.toLowerCase();
    const met = !usernameSegments(userName).some((s) => lower.includes(s));
    return { id: 'username', key: 'password.complexity.no_username', args: [], met };
  }
  if (rule.minLength !== undefined) {
    const met = [...password].length >= rule.minLength;
    return { id: 'length', key: 'password.complexity.length', args: [String(rule.minLength)], met };
  }
  const regex = rule.format ? formatRegExp(rule.format) : null;
  const met = regex ? regex.test(password) : undefined;
  for (const [pattern, kind] of RULE_FORMATS) {
    const m = rule.format ? pattern.exec(rule.format) : null;
    if (!m) continue;
    const n = m[1];
    const key = n ? `password.complexity.${kind}.count` : `password.complexity.${kind}`;
    return { id: kind, key, args: n ? [n] : [], ...(met === undefined ? {} : { met }) };
  }
  return { id: `rule-${i}`, key: rule.description, args: [], ...(met === undefined ? {} : { met }) };
}

/** The password rules of the form with whether the typed password meets each (spec §5). */
export function passwordRules(field: RegistrationFieldSpec | undefined, values: Record<string, string>) {
  if (!field) return [];
  const password = values[field.name] ?? '';
  return field.subSchemas.map((rule, i) => ruleLine(rule, i, password, userNameOf(values)));
}

/**
 * What is wrong with one value (spec §5, §3 "Field messages"), as a translated message; undefined when valid.
 * Blank required fields, then lengths, then the email or `/regex/` format; the password must meet every rule.
 */
export function fieldError(
  field: RegistrationFieldSpec,
  values: Record<string, string>,
  t: Translate,
): string | undefined {
  const raw = values[field.name] ?? '';
  const value = field.name === 'password' ? raw : raw.trim();
  if (value === '') return field.required ? t('model.validation.field.blank') : undefined;
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength)
    return t('model.validation.field.string.minLength', String(field.minLength));
  if (field.maxLength !== undefined && length > field.maxLength)
    return t('model.validation.field.string.maxLength', String(field.maxLength));
  if ((field.name === 'email' || field.format === 'email') && !EMAIL.test(value))
    return t('registration.error.email.invalid');
  const regex = field.format ? formatRegExp(field.format) : null;
  if (regex && !regex.test(value)) return t('model.validation.field.invalid.format');
  if (passwordRules(field, values).some((line) => line.met === false))
    return t('registration.error.password.invalid');
  return undefined;
}
