import { Type, type Static } from 'typebox';

/** Password complexity of PASSWORD_EXPIRED / PASSWORD_WARN / PASSWORD_RESET (spec §3 "Policy"). */
export const PasswordComplexitySchema = Type.Object({
  minLength: Type.Optional(Type.Integer()),
  minLowerCase: Type.Optional(Type.Integer()),
  minUpperCase: Type.Optional(Type.Integer()),
  minNumber: Type.Optional(Type.Integer()),
  minSymbol: Type.Optional(Type.Integer()),
  excludeUsername: Type.Optional(Type.Boolean()),
  /** e.g. `['firstName', 'lastName']`. */
  excludeAttributes: Type.Optional(Type.Array(Type.String())),
});

/** One field of PROFILE_REQUIRED's registration profile. */
export const RegistrationFieldSchema = Type.Object({
  name: Type.String(),
  label: Type.Optional(Type.String()),
  type: Type.Optional(Type.String()),
  required: Type.Optional(Type.Boolean()),
  enabled: Type.Optional(Type.Boolean()),
});

/**
 * `_embedded.policy` (design/authn-protocol.md §1.2; spec §3 "Policy"): remember-device settings and
 * `factorsPolicyInfo` for MFA states, complexity / age / expiration for password states, registration for
 * PROFILE_REQUIRED. Lifetimes in minutes, ages in minutes, expiry in days.
 */
export const PolicySchema = Type.Object({
  allowRememberDevice: Type.Optional(Type.Boolean()),
  rememberDeviceByDefault: Type.Optional(Type.Boolean()),
  rememberDeviceLifetimeInMinutes: Type.Optional(Type.Integer()),
  /** Keyed by factor id. */
  factorsPolicyInfo: Type.Optional(
    Type.Record(Type.String(), Type.Object({ autoPushEnabled: Type.Optional(Type.Boolean()) })),
  ),
  complexity: Type.Optional(PasswordComplexitySchema),
  age: Type.Optional(
    Type.Object({
      minAgeMinutes: Type.Optional(Type.Integer()),
      historyCount: Type.Optional(Type.Integer()),
    }),
  ),
  expiration: Type.Optional(Type.Object({ passwordExpireDays: Type.Optional(Type.Integer()) })),
  registration: Type.Optional(
    Type.Object({
      createNewAccount: Type.Optional(Type.Boolean()),
      profile: Type.Optional(Type.Array(RegistrationFieldSchema)),
    }),
  ),
});

export type Policy = Static<typeof PolicySchema>;
