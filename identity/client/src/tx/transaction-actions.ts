import type {
  Factor,
  Link,
  Policy,
  PrimaryAuthRequest,
  RecoveryRequest,
  SecurityQuestion,
  Transaction,
} from '@identity/contracts';
import type { AuthTransaction } from '../types.ts';
import type {
  ActivateBody,
  AnswerBody,
  ChangePasswordBody,
  ConsentBody,
  EnrollBody,
  PollOptions,
  ResetPasswordBody,
  VerifyBody,
} from './action-bodies.ts';

/** Follows a POST link: resolves to the next transaction, rejects with `AuthApiError` (or `AuthSdkError`). */
export type LinkAction<B = undefined> = B extends undefined
  ? () => Promise<AuthTransaction>
  : (body: B) => Promise<AuthTransaction>;
/** A POST link whose body may be left out (verify without a passcode issues the challenge). */
export type OptionalBodyAction<B> = (body?: B) => Promise<AuthTransaction>;
/** An array link (`resend[sms|call|email|push]`, `send[sms|email]`): the item's name comes first. */
export type NamedLinkAction<B = Record<string, unknown>> = (
  name: string,
  body?: B,
) => Promise<AuthTransaction>;

/**
 * The actions of a transaction, one per link of design/authn-protocol.md §1.3: a method exists only when the
 * transaction carries that link (`next` answers to its `name`, so `next(verify)` is `verify`). `cancel` and `poll`
 * are always there: cancel falls back to a local cancel, poll rejects (AuthSdkError) without a `next(poll)` link.
 */
export interface TransactionActions {
  /** MFA_CHALLENGE `next(verify)`: the passcode, answer or assertion; RECOVERY_CHALLENGE: the SMS/call code. */
  verify?: OptionalBodyAction<VerifyBody>;
  /** MFA_ENROLL_ACTIVATE `next(activate)`: passcode, U2F registration or WebAuthn attestation. */
  activate?: OptionalBodyAction<ActivateBody>;
  /** `resend[name]`: sends the code (sms, call, email) or the push again. */
  resend?: NamedLinkAction;
  /** PASSWORD_EXPIRED / PASSWORD_WARN `next(changePassword)`. */
  changePassword?: LinkAction<ChangePasswordBody>;
  /** PASSWORD_RESET `next(resetPassword)`. */
  resetPassword?: LinkAction<ResetPasswordBody>;
  /** RECOVERY `next(answer)`: the recovery question's answer. */
  answer?: LinkAction<AnswerBody>;
  /** LOCKED_OUT `next(unlock)`: starts self-service unlock. */
  unlock?: LinkAction<RecoveryRequest>;
  /** CONSENT_REQUIRED `next(consent)`. */
  consent?: LinkAction<ConsentBody>;
  /** UNAUTHENTICATED `next(authenticate)` (step-up): primary authentication. */
  authenticate?: LinkAction<PrimaryAuthRequest>;
  /** PROFILE_REQUIRED `enroll`: the registration profile. */
  enroll?: OptionalBodyAction<Record<string, unknown>>;
  /** A `next` link without a name. */
  next?: OptionalBodyAction<Record<string, unknown>>;
  /** `prev`: back to the previous state (e.g. MFA_CHALLENGE → MFA_REQUIRED). */
  prev?: LinkAction;
  /** `skip` (MFA_ENROLL with optional factors, PASSWORD_WARN). */
  skip?: LinkAction;
  /** POST /api/v1/authn/cancel, or a local cancel when the transaction has no links. */
  cancel: LinkAction;
  /** Polls `next(poll)` while factorResult is WAITING (retries status 0/429 up to 5 times, 1 s doubling). */
  poll: (options?: PollOptions) => Promise<AuthTransaction>;
}

/** The actions of one factor of `factors[]` / `factor`. */
export interface FactorActions {
  /** MFA_REQUIRED: verifies this factor (no body issues the challenge: sms, call, email, push). */
  verify?: OptionalBodyAction<VerifyBody>;
  /** MFA_ENROLL: enrols this factor (`factorType` and `provider` are added). */
  enroll?: OptionalBodyAction<EnrollBody>;
  /** MFA_ENROLL, question factor: GET the security questions the user may choose. */
  questions?: () => Promise<SecurityQuestion[]>;
}

type FactorEmbedded = NonNullable<Factor['_embedded']>;
type Activation = NonNullable<FactorEmbedded['activation']>;

/** `factor.activation` with its links as methods: `send[sms|email]` (push activation link), the QR code as data. */
export type AuthFactorActivation = Omit<Activation, '_links'> & {
  send?: NamedLinkAction<{ profile?: { phoneNumber?: string } }>;
  activate?: OptionalBodyAction<ActivateBody>;
  qrcode?: Link;
};

/** A factor as transactions expose it: `_embedded` members lifted, `_links` turned into {@link FactorActions}. */
export type AuthFactor = Omit<Factor, '_links' | '_embedded'> &
  FactorActions & {
    activation?: AuthFactorActivation | null;
    challenge?: FactorEmbedded['challenge'];
    verification?: FactorEmbedded['verification'];
    phones?: FactorEmbedded['phones'];
  };

type Embedded = NonNullable<Transaction['_embedded']>;

/** The members of the body that transactions lift to the top (okta-auth-js 1.17.1 shape; no `stateToken`). */
export type TransactionMembers = Omit<Transaction, 'status' | 'stateToken' | '_embedded' | '_links'> & {
  user?: Embedded['user'];
  factors?: AuthFactor[];
  factor?: AuthFactor;
  policy?: Policy;
  target?: Embedded['target'];
  scopes?: Embedded['scopes'];
};

/** Names of the typed actions; `has(name)` narrows the transaction so that action is defined. */
export type ActionName = Exclude<keyof TransactionActions, 'cancel' | 'poll'>;
