import { Type, type Static } from 'typebox';

/** `_embedded.user.profile` (design/authn-protocol.md §1.2 "Embedded resources"). */
export const UserProfileSchema = Type.Object({
  login: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Optional(Type.String()),
  locale: Type.String(),
  timeZone: Type.String(),
});

/** `_embedded.user` of a transaction; `recovery_question` appears in RECOVERY (spec §3 "Authentication response"). */
export const TransactionUserSchema = Type.Object({
  id: Type.String(),
  passwordChanged: Type.Optional(Type.String()),
  profile: UserProfileSchema,
  recovery_question: Type.Optional(Type.Object({ question: Type.String() })),
});

export type UserProfile = Static<typeof UserProfileSchema>;
export type TransactionUser = Static<typeof TransactionUserSchema>;
