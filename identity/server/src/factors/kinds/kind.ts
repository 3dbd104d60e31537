import type { Db } from '../../db/db.ts';
import type { OutgoingMessage } from '../../delivery/delivery.ts';
import type { ErrorKey } from '../../errors.ts';
import type { OutboxChannel } from '../../outbox/outbox.service.ts';
import type { UserFactor } from '../factors.service.ts';

/**
 * What a kind decides about an answer (a passcode, an answer, a signature). The names are the Authn API's
 * `factorResult` values where one exists; `INVALID` is a wrong answer (403 E0000068). The factors service turns
 * refusals into errors (E0000068, E0000082, E0000083) and WAITING / REJECTED / TIMEOUT / CHALLENGE into
 * transaction states.
 */
export type FactorResult =
  | 'SUCCESS'
  | 'INVALID'
  | 'PASSCODE_REPLAYED'
  | 'TIME_WINDOW_EXCEEDED'
  | 'WAITING'
  | 'REJECTED'
  | 'TIMEOUT'
  | 'CHALLENGE';

/** An enrolled factor with what its kind stored: the (opened) secret, replay step and state. */
export interface StoredFactor extends UserFactor {
  secret: string;
  lastTimeStep: number | null;
  state: Record<string, unknown>;
}

/** The answer a person gives to activate or verify a factor (fields by kind; others are ignored). */
export interface FactorAnswer {
  passCode?: string;
  answer?: string;
  /** WebAuthn activation: the attestation object (base64url) with `clientData` (clientDataJSON, base64url). */
  attestation?: string;
  clientData?: string;
  /** U2F activation: the raw registration response (base64url), with `clientData`. */
  registrationData?: string;
  /** WebAuthn and U2F verification (base64url), with `clientData`. */
  authenticatorData?: string;
  signatureData?: string;
  /** The password factor: the user's password. */
  password?: string;
}

/** What a kind may use while it works: the time, the user, and the factor's replay record. */
export interface KindContext {
  /** The issuer (URLs, the otpauth issuer label). */
  issuer: string;
  user: { id: string; login: string };
  now: Date;
  /** The database, for kinds with tables of their own (push challenges), reached through their repository. */
  db: Db;
  /** Records `step` as used if it is later than the last one; false for a replay (atomic, all nodes). */
  advanceTimeStep(factorId: string, step: number): Promise<boolean>;
  /** Merges `patch` into the factor's kind state (top-level keys; null removes one). */
  patchState(factorId: string, patch: Record<string, unknown>): Promise<void>;
  /** Replaces the factor's public profile (e.g. the credential id known once a security key is activated). */
  setProfile(factorId: string, profile: Record<string, unknown>): Promise<void>;
  /**
   * The sign-in this check belongs to (the Authn transaction id and where the request came from), for kinds that
   * answer out of band (push) and bind their challenge to one sign-in.
   */
  attempt?: { id: string; ip?: string; userAgent?: string };
  /** One-time codes of the kinds delivered by message (stored hashed, single use, expiring). */
  codes: {
    /** A new random code for the factor, replacing its previous one, valid for `lifetimeMs`. */
    issue(factorId: string, lifetimeMs: number): Promise<string>;
    /** SUCCESS once for the factor's live code (constant-time compare), INVALID otherwise. */
    check(factorId: string, passCode: string): Promise<FactorResult>;
  };
  /** Sends a message (delivery/): the outbox by default, email over SMTP when configured. */
  deliver(channel: OutboxChannel, message: OutgoingMessage): Promise<void>;
  /** The user's other factors (e.g. a phone number already verified by another factor). */
  userFactors(): Promise<UserFactor[]>;
  /**
   * Tenant settings kinds read: the ISO 3166 regions phone numbers may belong to, and how long a push waits for
   * the device's answer (ms, PUSH_CHALLENGE_SECONDS).
   */
  settings: { phoneCountries: readonly string[]; pushChallengeMs: number };
  /** The argon2id hash of the user's password, for the password factor (null: none set). */
  passwordHash(): Promise<string | null>;
}

/** What a kind answers to an enrolment: the public profile, the secret to keep, and the first status. */
export interface Enrolment {
  profile: Record<string, unknown>;
  secret: string;
  status: 'PENDING_ACTIVATION' | 'ACTIVE';
  state?: Record<string, unknown>;
}

/**
 * One factor kind (`factorType` + `provider` of spec §3 "Factor"), behind which all its behaviour lives:
 * enrol, activate, challenge, verify, resend, its public profile and the policy knobs it reads. Kinds are
 * registered in ONE table (kinds/index.ts); adding a kind touches no other kind.
 */
export interface FactorKind {
  factorType: string;
  provider: string;
  /** The policy settings this kind reads (policies/mfa-policy.ts), for documentation and the catalogue. */
  policyKnobs: readonly string[];
  /**
   * Starts an enrolment. `profile` is what the client sent (e.g. a phone number).
   * @throws InputError (400 E0000001) for a profile the kind refuses.
   */
  enroll(ctx: KindContext, profile: Record<string, unknown>): Promise<Enrolment>;
  /**
   * The `_embedded.activation` object of a PENDING_ACTIVATION factor. `qrcodeHref` is the one-time URL of the
   * enrolment QR code when the kind has one (`qrPayload`).
   */
  activation?(
    ctx: KindContext,
    factor: StoredFactor,
    links: { qrcodeHref?: string },
  ): Record<string, unknown>;
  /**
   * The text a QR code carries for enrolment (an `otpauth://` URI for TOTP, an activation link for push), when
   * the kind has one.
   */
  qrPayload?(ctx: KindContext, factor: StoredFactor): string | Promise<string>;
  /** Completes an enrolment with the first answer (SUCCESS makes the factor ACTIVE). */
  activate(ctx: KindContext, factor: StoredFactor, answer: FactorAnswer): Promise<FactorResult>;
  /** Sends a challenge (SMS code, push); kinds answered directly (TOTP) have none. */
  challenge?(ctx: KindContext, factor: StoredFactor): Promise<FactorResult>;
  /**
   * The `_embedded.challenge` object of MFA_CHALLENGE for the factor's current challenge (WebAuthn request
   * options), when the kind has one.
   */
  challengeView?(ctx: KindContext, factor: StoredFactor): Record<string, unknown> | undefined;
  /** Checks an answer to an ACTIVE factor. */
  verify(ctx: KindContext, factor: StoredFactor, answer: FactorAnswer): Promise<FactorResult>;
  /** Sends the challenge again (locked for 30 s by the caller). */
  resend?(ctx: KindContext, factor: StoredFactor): Promise<void>;
  /**
   * Sends are refused for `ms` after the last one: a resend with 429 `error`, a new challenge by keeping the
   * code already sent. The kinds delivered by message set it (30 s, spec §9).
   */
  resendLock?: { ms: number; error: ErrorKey };
  /** The challenge also goes out at enrolment (the activation code of SMS, voice call and email). */
  challengeOnEnroll?: boolean;
  /** The profile as the Authn API shows it to someone who has not finished signing in (masked number or address). */
  maskedProfile?(profile: Record<string, unknown>): Record<string, unknown>;
}
