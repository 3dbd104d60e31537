import { Type, type Static } from 'typebox';
import { TRANSACTION_STATUSES } from '../statuses.ts';
import { FactorSchema } from './factor.schema.ts';
import { FactorResultSchema } from './factor-parts.schema.ts';
import { LinksSchema } from './link.schema.ts';
import { PolicySchema } from './policy.schema.ts';
import { TransactionUserSchema } from './user.schema.ts';

/** `_embedded.target` of CONSENT_REQUIRED and step-up: the client application (links: about, logo, ...). */
export const TargetSchema = Type.Object({
  type: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
  clientId: Type.Optional(Type.String()),
  _links: Type.Optional(LinksSchema),
});

/** `_embedded.scopes[]` of CONSENT_REQUIRED. */
export const ScopeSchema = Type.Object({
  name: Type.String(),
  displayName: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
});

/**
 * The 200 body of every `/api/v1/authn*` call (design/authn-protocol.md §1.2–1.3; spec §3 "Authentication
 * response"). `stateToken` is absent on SUCCESS, LOCKED_OUT and the email RECOVERY_CHALLENGE. `_embedded` admits
 * members this contract does not name yet.
 */
export const TransactionSchema = Type.Object({
  status: Type.Enum([...TRANSACTION_STATUSES]),
  stateToken: Type.Optional(Type.String()),
  sessionToken: Type.Optional(Type.String()),
  expiresAt: Type.Optional(Type.String()),
  factorResult: Type.Optional(FactorResultSchema),
  recoveryToken: Type.Optional(Type.String()),
  recoveryType: Type.Optional(Type.Enum(['PASSWORD', 'UNLOCK'])),
  /** Recovery factor (EMAIL, SMS, CALL) of RECOVERY_CHALLENGE. */
  factorType: Type.Optional(Type.String()),
  /** SESSION_SSO, SESSION_STEP_UP; other values appear (LOGIN on PROFILE_REQUIRED), so the type stays open. */
  type: Type.Optional(Type.String()),
  relayState: Type.Optional(Type.String()),
  _embedded: Type.Optional(
    Type.Object(
      {
        user: Type.Optional(TransactionUserSchema),
        factors: Type.Optional(Type.Array(FactorSchema)),
        factor: Type.Optional(FactorSchema),
        policy: Type.Optional(PolicySchema),
        target: Type.Optional(TargetSchema),
        scopes: Type.Optional(Type.Array(ScopeSchema)),
        authentication: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        request: Type.Optional(
          Type.Object({ ip: Type.Optional(Type.String()), userAgent: Type.Optional(Type.String()) }),
        ),
      },
      { additionalProperties: true },
    ),
  ),
  _links: Type.Optional(LinksSchema),
});

/** 200 body of `/api/v1/authn/cancel`: no `stateToken`, so clients drop their saved one. */
export const CancelResponseSchema = Type.Object({ relayState: Type.Optional(Type.String()) });

export type Transaction = Static<typeof TransactionSchema>;
/** @deprecated The same type as {@link Transaction}; kept for existing imports. */
export type TransactionShape = Transaction;
