import { Type, type Static } from 'typebox';
import { HrefSchema } from '../admin/admin.schema.ts';

const Status = Type.Enum(['ACTIVE', 'INACTIVE']);

/**
 * The recovery policy (`GET|PUT /api/v1/recovery-policy`, ours), named after the `recovery` part of the
 * reference's password policy: the channels a recovery may use (`okta_email`, `okta_sms`, `okta_call`), whether
 * the recovery question is asked once the channel proved the user (`recovery_question`), the emailed link's
 * lifetime (minutes) and whether locked-out users may unlock themselves (`selfServiceUnlock`).
 */
export const RecoveryPolicySchema = Type.Object({
  factors: Type.Object({
    okta_email: Type.Object({
      status: Status,
      properties: Type.Object({
        recoveryToken: Type.Object({ tokenLifetimeMinutes: Type.Integer() }),
      }),
    }),
    okta_sms: Type.Object({ status: Status }),
    okta_call: Type.Object({ status: Status }),
    recovery_question: Type.Object({ status: Status }),
  }),
  selfServiceUnlock: Type.Boolean(),
  lastUpdated: Type.String({ format: 'date-time' }),
  _links: Type.Object({ self: HrefSchema }),
});
export type RecoveryPolicyShape = Static<typeof RecoveryPolicySchema>;

/** `PUT /api/v1/recovery-policy`: the settings to change; omitted ones keep their values. */
export const RecoveryPolicyBodySchema = Type.Object(
  {
    factors: Type.Optional(
      Type.Object(
        {
          okta_email: Type.Optional(
            Type.Object(
              {
                status: Type.Optional(Status),
                properties: Type.Optional(
                  Type.Object({
                    recoveryToken: Type.Object({
                      tokenLifetimeMinutes: Type.Integer({ minimum: 5, maximum: 10080 }),
                    }),
                  }),
                ),
              },
              { additionalProperties: false },
            ),
          ),
          okta_sms: Type.Optional(Type.Object({ status: Status }, { additionalProperties: false })),
          okta_call: Type.Optional(Type.Object({ status: Status }, { additionalProperties: false })),
          recovery_question: Type.Optional(Type.Object({ status: Status }, { additionalProperties: false })),
        },
        { additionalProperties: false },
      ),
    ),
    selfServiceUnlock: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RecoveryPolicyBody = Static<typeof RecoveryPolicyBodySchema>;
