import { Type, type Static } from 'typebox';

/** `PUT /api/v1/apps/{appId}/sign-on-rule`: the factor types that satisfy the rule (none: any second factor). */
export const SignOnRuleWriteSchema = Type.Object(
  {
    factorTypes: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 32, uniqueItems: true }),
    ),
  },
  { additionalProperties: false },
);
export type SignOnRuleWrite = Static<typeof SignOnRuleWriteSchema>;

/** An application's sign-on rule (step-up/sign-on-rules.service.ts `SignOnRule`). */
export const SignOnRuleSchema = Type.Object({
  appId: Type.String(),
  clientId: Type.String(),
  factorRequired: Type.Literal(true),
  factorTypes: Type.Array(Type.String()),
  created: Type.String(),
  lastUpdated: Type.String(),
});
export type SignOnRuleShape = Static<typeof SignOnRuleSchema>;
