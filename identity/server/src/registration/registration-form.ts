import type { PasswordRules } from '../policies/password-policy.ts';
import type { ProfileField, ProfileSchema } from './profile-schema.ts';
import type { RegistrationPolicy } from './registration-policy.service.ts';

/**
 * The special format of the password rule "no part of the user name" (spec §5 "Registration and password
 * rules"): the widget checks that the password contains no segment of 3 or more characters of the user name (or
 * the email), split on , . - _ # @, case-insensitively.
 */
export const USERNAME_FORMAT = '^[#/userName]';

/** One password rule of the form: a description and a minimum length or a `/regex/` the password must match. */
export interface PasswordSubSchema {
  description: string;
  minLength?: number;
  format?: string;
}

/** `GET /api/v1/registration/form` (design/authn-protocol.md §1.11): the policy id and the profile schema. */
export interface RegistrationForm {
  policyId: string;
  lastUpdate: number;
  profileSchema: {
    properties: Record<string, ProfileField & { subSchemas?: PasswordSubSchema[] }>;
    required: string[];
    fieldOrder: string[];
  };
}

const atLeast = (n: number, class_: string) => (n === 1 ? `/${class_}/` : `/(${class_}.*){${n}}/`);
const counted = (n: number, one: string, many: string) => `At least ${n} ${n === 1 ? one : many}`;

/** The password rules of a policy as sub-schemas, in the order the widget lists them. */
export function passwordSubSchemas(rules: PasswordRules): PasswordSubSchema[] {
  const kinds: Array<[number, string, string, string]> = [
    [rules.minLowerCase, '\\p{Ll}', 'lowercase letter', 'lowercase letters'],
    [rules.minUpperCase, '\\p{Lu}', 'uppercase letter', 'uppercase letters'],
    [rules.minNumber, '\\p{Nd}', 'number', 'numbers'],
    [rules.minSymbol, '[^\\p{L}\\p{N}\\s]', 'symbol', 'symbols'],
  ];
  return [
    ...(rules.minLength > 0
      ? [{ description: counted(rules.minLength, 'character', 'characters'), minLength: rules.minLength }]
      : []),
    ...kinds
      .filter(([n]) => n > 0)
      .map(([n, class_, one, many]) => ({ description: counted(n, one, many), format: atLeast(n, class_) })),
    ...(rules.excludeUsername
      ? [{ description: 'Does not contain part of username', format: USERNAME_FORMAT }]
      : []),
  ];
}

/** The form of a policy: its schema, the password field with the password rules of the policy's default group. */
export function registrationForm(policy: RegistrationPolicy, rules: PasswordRules): RegistrationForm {
  const schema: ProfileSchema = policy.profileSchema;
  const properties: RegistrationForm['profileSchema']['properties'] = {};
  for (const name of schema.fieldOrder) {
    const field = schema.properties[name];
    if (!field) continue;
    properties[name] = name === 'password' ? { ...field, subSchemas: passwordSubSchemas(rules) } : field;
  }
  return {
    policyId: policy.policyId,
    lastUpdate: policy.updatedAt.getTime(),
    profileSchema: { properties, required: schema.required, fieldOrder: schema.fieldOrder },
  };
}
