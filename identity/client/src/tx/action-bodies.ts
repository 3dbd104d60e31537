import type {
  ActivateFactorRequest,
  ChangePasswordRequest,
  ConsentRequest,
  EnrollFactorRequest,
  RecoveryAnswerRequest,
  ResetPasswordRequest,
  VerifyFactorRequest,
} from '@identity/contracts';

/**
 * Bodies of the typed transaction actions: the contracts' request bodies without `stateToken` (the SDK adds the
 * transaction's own). `rememberDevice` and `autoPush` may be given in a body: the SDK moves them to the query
 * string, where the protocol expects them (design/authn-protocol.md §1.1, §2 "Link semantics").
 */
export interface QueryOptions {
  rememberDevice?: boolean;
  /** A function is called when the request is sent (2.21.0 passes the checkbox's current value this way). */
  autoPush?: boolean | (() => boolean);
}

type WithoutStateToken<T> = Omit<T, 'stateToken'>;

/** `verify` of a factor (MFA_REQUIRED) or of the challenge (MFA_CHALLENGE, RECOVERY_CHALLENGE). */
export type VerifyBody = WithoutStateToken<VerifyFactorRequest> & QueryOptions;

/**
 * `enroll` of a factor (MFA_ENROLL); the SDK adds the factor's `factorType` and `provider`.
 * `profile.updatePhone: true` becomes `?updatePhone=true` (replace the user's number).
 */
export type EnrollBody = Omit<EnrollFactorRequest, 'stateToken' | 'factorType' | 'provider' | 'profile'> & {
  profile?: EnrollFactorRequest['profile'] & { updatePhone?: boolean };
};

/** `activate` (MFA_ENROLL_ACTIVATE `next(activate)`). */
export type ActivateBody = WithoutStateToken<ActivateFactorRequest> & QueryOptions;
export type ChangePasswordBody = WithoutStateToken<ChangePasswordRequest>;
export type ResetPasswordBody = WithoutStateToken<ResetPasswordRequest>;
export type AnswerBody = WithoutStateToken<RecoveryAnswerRequest>;
export type ConsentBody = WithoutStateToken<ConsentRequest>;

/**
 * Poll options: a delay in ms, or `{delay, autoPush, rememberDevice, signal}`. Aborting `signal` stops the poll at
 * once (the request in flight is aborted, a wait between polls ends): it then rejects with AuthPollStopError.
 */
export type PollOptions = number | ({ delay?: number; signal?: AbortSignal } & QueryOptions);
