/**
 * Authentication transaction types (Okta classic Authentication API v1; design/authn-protocol.md §1 and
 * spec/sign-in-widget.md §3). Each is `Static<>` of its schema in ./schemas: type-only re-exports, so importing
 * them costs a browser bundle nothing.
 */
export { TRANSACTION_STATUSES, type TransactionStatus } from './statuses.ts';
export type { Link, Links } from './schemas/link.schema.ts';
export type { UserProfile, TransactionUser } from './schemas/user.schema.ts';
export type { Factor, SecurityQuestion } from './schemas/factor.schema.ts';
export type { FactorByType, KnownFactorType } from './schemas/factor-types.schema.ts';
export type { Policy } from './schemas/policy.schema.ts';
export type { Transaction } from './schemas/transaction.schema.ts';
export type {
  PrimaryAuthRequest,
  ActivationTokenRequest,
  AuthnRequest,
  ChangePasswordRequest,
  ResetPasswordRequest,
  RecoveryRequest,
  RecoveryAnswerRequest,
  ConsentRequest,
} from './schemas/authn-request.schema.ts';
export type {
  EnrollFactorRequest,
  ActivateFactorRequest,
  VerifyFactorRequest,
  VerifyFactorQuery,
} from './schemas/factor-request.schema.ts';
