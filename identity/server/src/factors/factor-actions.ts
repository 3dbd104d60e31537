import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { ApiError, InputError } from '../errors.ts';
import { randomToken, safeEqual, sha256 } from '../lib/crypto.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createChallengeLock } from './challenge-lock.ts';
import { createFactorSecretsRepository } from './factor-secrets.repository.ts';
import { createFactorsRepository } from './factors.repository.ts';
import { newFactorId, type UserFactor } from './factors.service.ts';
import { findKind } from './kinds/index.ts';
import type {
  Enrolment,
  FactorAnswer,
  FactorKind,
  FactorResult,
  KindContext,
  StoredFactor,
} from './kinds/kind.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { closeSecret, openSecret } from './secret-box.ts';

/** The person a factor belongs to, as the kinds need them. */
export interface FactorOwner {
  id: string;
  login: string;
}

/** A factor with what a client may be shown of its enrolment (PENDING_ACTIVATION only). */
export interface EnrolledFactor {
  factor: UserFactor;
  /** `_embedded.activation` of the wire object while the factor waits for activation. */
  activation?: Record<string, unknown>;
}

/** The refusal of a passcode or answer (403): E0000068, E0000082 or E0000083. */
export function refusal(result: FactorResult): ApiError {
  if (result === 'PASSCODE_REPLAYED') return new ApiError('passcodeReplayed');
  if (result === 'TIME_WINDOW_EXCEEDED') return new ApiError('passcodeOutsideWindow');
  return new ApiError('invalidPasscode', {
    causes: [{ errorSummary: "Your passcode doesn't match our records. Please try again." }],
  });
}

/**
 * Enrolment, activation and verification of factors through their kinds (kinds/index.ts), with the secrets and
 * replay records in `factor_secrets`. HTTP-free: the Factors API routes and the Authn API use it alike.
 * `maxEnrollments` (policy) bounds the ACTIVE factors of one type and provider; a new enrolment replaces a
 * pending one of the same kind.
 */
export function createFactorActions(
  db: Db,
  config: Pick<Config, 'issuer' | 'keysEncryptionKey' | 'phoneCountries' | 'pushChallengeMs'>,
  delivery: Pick<Delivery, 'send'>,
) {
  const factors = createFactorsRepository(db);
  const secrets = createFactorSecretsRepository(db);
  const underLock = createChallengeLock(db);
  const codes = createOneTimeCodes(db);
  const kek = config.keysEncryptionKey;
  const context = (owner: FactorOwner, attempt?: KindContext['attempt']): KindContext => ({
    issuer: config.issuer,
    user: owner,
    now: new Date(),
    db,
    advanceTimeStep: (factorId, step) => secrets.advanceTimeStep(factorId, step),
    patchState: (factorId, patch) => secrets.patchState(factorId, patch),
    setProfile: (factorId, profile) => factors.setProfile(factorId, profile),
    ...(attempt ? { attempt } : {}),
    codes,
    deliver: (channel, message) => delivery.send(channel, message),
    userFactors: () => factors.listForUser(owner.id),
    settings: { phoneCountries: config.phoneCountries, pushChallengeMs: config.pushChallengeMs },
    passwordHash: async () => (await createUsersRepository(db).findById(owner.id))?.passwordHash ?? null,
  });
  const kindOf = (f: { factorType: string; provider: string }): FactorKind => {
    const kind = findKind(f.factorType, f.provider);
    if (!kind) {
      throw new InputError(
        `Factor ${f.factorType} by ${f.provider} is not supported by this server`,
        'factorType',
      );
    }
    return kind;
  };

  async function load(userId: string, factorId: string): Promise<StoredFactor | null> {
    const row = await factors.find(userId, factorId);
    if (!row) return null;
    const secret = await secrets.find(row.id);
    if (!secret) return null;
    return {
      ...row,
      secret: openSecret(kek, secret.secret, row.id),
      lastTimeStep: secret.lastTimeStep,
      state: secret.state,
    };
  }

  /** Stores a new factor of `kind` with its sealed secret and state, in one database transaction. */
  async function insert(owner: FactorOwner, kind: FactorKind, enrolment: Enrolment, status: string) {
    const id = newFactorId(kind.factorType);
    return db.transaction(async (tx) => {
      const created = await createFactorsRepository(tx).insert({
        id,
        userId: owner.id,
        factorType: kind.factorType,
        provider: kind.provider,
        status,
        profile: enrolment.profile,
      });
      await createFactorSecretsRepository(tx).insert({
        factorId: id,
        secret: closeSecret(kek, enrolment.secret, id),
        ...(enrolment.state ? { state: enrolment.state } : {}),
      });
      return created;
    });
  }

  /**
   * The activation object with a fresh one-time QR link (the previous one stops working; only the token's hash is
   * kept), or without a QR link when `freshQr` is false (a poll must not break the QR code on screen).
   */
  async function activationOf(
    owner: FactorOwner,
    f: StoredFactor,
    freshQr = true,
  ): Promise<Record<string, unknown> | undefined> {
    const kind = kindOf(f);
    if (f.status !== 'PENDING_ACTIVATION' || !kind.activation) return undefined;
    let qrcodeHref: string | undefined;
    if (kind.qrPayload && freshQr) {
      const token = randomToken(24);
      await secrets.patchState(f.id, { qrTokenHash: sha256(token) });
      qrcodeHref = `${config.issuer}/api/v1/users/${f.userId}/factors/${f.id}/qr/${token}`;
    }
    return kind.activation(context(owner), f, { ...(qrcodeHref ? { qrcodeHref } : {}) });
  }

  /** Sends `f`'s challenge through its kind (`resend`: its resend), under the kind's resend lock. */
  async function sendChallenge(
    owner: FactorOwner,
    f: StoredFactor,
    resend: boolean,
    attempt?: KindContext['attempt'],
  ): Promise<void> {
    const kind = kindOf(f);
    const send = resend ? (kind.resend ?? kind.challenge) : kind.challenge;
    if (!send) throw new InputError('This factor sends no challenge.', 'factorId');
    await underLock(kind, f.id, resend, () => send(context(owner, attempt), f));
  }

  return {
    /**
     * Enrols a factor of `factorType` + `provider` for `owner` (PENDING_ACTIVATION for TOTP, with its
     * activation object). `maxEnrollments` defaults to 1.
     * @throws InputError (400 E0000001) for a kind this server does not implement, a refused profile, or one
     *   factor too many.
     */
    async enroll(
      owner: FactorOwner,
      request: { factorType: string; provider: string; profile?: Record<string, unknown> },
      maxEnrollments = 1,
      options: { replace?: boolean } = {},
    ): Promise<EnrolledFactor> {
      const kind = kindOf(request);
      const same = (await factors.listForUser(owner.id)).filter(
        (f) => f.factorType === kind.factorType && f.provider === kind.provider,
      );
      for (const pending of same.filter((f) => f.status === 'PENDING_ACTIVATION')) {
        await factors.delete(owner.id, pending.id);
      }
      const active = same.filter((f) => f.status === 'ACTIVE');
      // `updatePhone` (replace): the new factor takes the place of the active ones once it is activated.
      const replaces = options.replace ? active.map((f) => f.id) : [];
      if (!options.replace && active.length >= maxEnrollments) {
        throw new InputError('A factor of this type is already set up.', 'factorType');
      }
      const enrolment = await kind.enroll(context(owner), request.profile ?? {});
      const state = { ...enrolment.state, ...(replaces.length > 0 ? { replaces } : {}) };
      const row = await insert(owner, kind, { ...enrolment, state }, enrolment.status);
      const stored: StoredFactor = { ...row, secret: enrolment.secret, lastTimeStep: null, state };
      if (kind.challengeOnEnroll && row.status === 'PENDING_ACTIVATION')
        await sendChallenge(owner, stored, false);
      const activation = await activationOf(owner, stored);
      return { factor: row, ...(activation ? { activation } : {}) };
    },

    /**
     * Enrols an ACTIVE factor whose secret is handed to a device the person already proved they hold (the TOTP
     * seed the companion authenticator receives when it registers, as Okta Verify's passcode): returns the
     * factor and the secret, which is shown this once.
     */
    async enrolDelivered(
      owner: FactorOwner,
      request: { factorType: string; provider: string },
    ): Promise<{ factor: UserFactor; secret: string }> {
      const kind = kindOf(request);
      const enrolment = await kind.enroll(context(owner), {});
      const factor = await insert(owner, kind, enrolment, 'ACTIVE');
      return { factor, secret: enrolment.secret };
    },

    /**
     * The enrolment view of a factor (a fresh QR link while it is pending, unless `freshQr` is false), or null
     * when there is none.
     */
    async enrolment(owner: FactorOwner, factorId: string, freshQr = true): Promise<EnrolledFactor | null> {
      const f = await load(owner.id, factorId);
      if (!f) return null;
      const activation = await activationOf(owner, f, freshQr);
      return { factor: stripped(f), ...(activation ? { activation } : {}) };
    },

    /**
     * Activates a PENDING_ACTIVATION factor with its first answer; returns the ACTIVE factor (still pending when
     * its kind activates out of band and started again), or null when the user has no such factor.
     * @throws ApiError 403 E0000068 / E0000082 / E0000083 for a refused answer; InputError when not pending.
     */
    async activate(owner: FactorOwner, factorId: string, answer: FactorAnswer): Promise<UserFactor | null> {
      const f = await load(owner.id, factorId);
      if (!f) return null;
      if (f.status !== 'PENDING_ACTIVATION')
        throw new InputError('The factor is already active.', 'factorId');
      const result = await kindOf(f).activate(context(owner), f, answer);
      // Activated out of band (push): the kind restarted its activation, the factor stays pending.
      if (result === 'WAITING') return stripped(f);
      if (result !== 'SUCCESS') throw refusal(result);
      await secrets.patchState(f.id, { qrTokenHash: null, replaces: null });
      const replaced = Array.isArray(f.state.replaces) ? (f.state.replaces as string[]) : [];
      for (const old of replaced) await factors.delete(owner.id, old);
      return factors.setStatus(f.id, 'ACTIVE');
    },

    /**
     * Sends a factor's challenge again: a new code to a factor delivered by message (SMS, voice call, email; also
     * the activation code of a pending one), refused within 30 s of the last message; or a new push for the
     * sign-in of `attempt` (an ACTIVE factor whose kind re-sends without a message lock). Returns the factor, or
     * null when the user has no such factor or it has nothing to re-send.
     * @throws ApiError 429 E0000109 (sms), E0000133 (call), E0000047 (email) within the lock; InputError (400)
     *   for a push without a sign-in to bind it to (the Factors API).
     */
    async resend(
      owner: FactorOwner,
      factorId: string,
      attempt?: KindContext['attempt'],
    ): Promise<UserFactor | null> {
      const f = await load(owner.id, factorId);
      if (!f) return null;
      const kind = kindOf(f);
      if (!kind.resendLock) {
        if (f.status !== 'ACTIVE' || !kind.resend) return null;
        if (!attempt) throw new InputError('This factor is re-sent during a sign-in only.', 'factorId');
      }
      await sendChallenge(owner, f, true, attempt);
      return stripped(f);
    },

    /**
     * Verifies an answer to an ACTIVE factor: the kind's result (SUCCESS, or WAITING / CHALLENGE for kinds
     * that poll), or null when the user has no such factor.
     * @throws ApiError 403 E0000068 / E0000082 / E0000083 for a refused answer; InputError when not active.
     */
    async verify(
      owner: FactorOwner,
      factorId: string,
      answer: FactorAnswer,
      attempt?: KindContext['attempt'],
    ): Promise<FactorResult | null> {
      const f = await load(owner.id, factorId);
      if (!f) return null;
      if (f.status !== 'ACTIVE') throw new InputError('The factor is not active.', 'factorId');
      const result = await kindOf(f).verify(context(owner, attempt), f, answer);
      if (['INVALID', 'PASSCODE_REPLAYED', 'TIME_WINDOW_EXCEEDED'].includes(result)) throw refusal(result);
      return result;
    },

    /** true when the factor's kind sends its code by message (SMS, voice call, email) before a check. */
    sendsCode: (f: { factorType: string; provider: string }): boolean =>
      Boolean(findKind(f.factorType, f.provider)?.resendLock),

    /**
     * Issues a new challenge to an ACTIVE factor whose kind has one (WebAuthn request options, a code by SMS,
     * voice call or email, kept if sent within 30 s):
     * the kind's result (CHALLENGE, WAITING), or null when the user has no such factor or its kind issues none.
     * @throws InputError when the factor is not active.
     */
    async challenge(
      owner: FactorOwner,
      factorId: string,
      attempt?: KindContext['attempt'],
    ): Promise<FactorResult | null> {
      const f = await load(owner.id, factorId);
      const kind = f ? kindOf(f) : undefined;
      if (!f || !kind?.challenge) return null;
      if (f.status !== 'ACTIVE') throw new InputError('The factor is not active.', 'factorId');
      // A code by message: under the 30 s lock (a code sent moments ago stays the one to type).
      if (kind.resendLock) {
        await sendChallenge(owner, f, false);
        return 'CHALLENGE';
      }
      return kind.challenge(context(owner, attempt), f);
    },

    /** The `_embedded.challenge` of a factor's current challenge (MFA_CHALLENGE), when its kind has one. */
    async challengeView(owner: FactorOwner, factorId: string): Promise<Record<string, unknown> | undefined> {
      const f = await load(owner.id, factorId);
      return f ? kindOf(f).challengeView?.(context(owner), f) : undefined;
    },

    /** Keeps a person's choice to send pushes to a factor automatically (the `autoPush` query of verify). */
    async setAutoPush(factorId: string, on: boolean): Promise<void> {
      await secrets.patchState(factorId, { autoPush: on });
    },

    /** The factors among `factorIds` whose owner chose automatic pushes. */
    async autoPushChosen(factorIds: readonly string[]): Promise<Set<string>> {
      const chosen = new Set<string>();
      for (const id of factorIds) if ((await secrets.find(id))?.state.autoPush === true) chosen.add(id);
      return chosen;
    },

    /**
     * A link that completes the enrolment of a pending factor on another device (push: the companion app's
     * activation link, the QR code's text), or null when the factor is not pending or its kind has none.
     */
    async enrolmentLink(owner: FactorOwner, factorId: string): Promise<string | null> {
      const f = await load(owner.id, factorId);
      const kind = f ? kindOf(f) : undefined;
      if (!f || f.status !== 'PENDING_ACTIVATION' || !kind?.qrPayload) return null;
      return kind.qrPayload(context(owner), f);
    },

    /**
     * The text of the enrolment QR code of a pending factor, if `token` is its latest one-time QR token
     * (compared as SHA-256 hashes in constant time); null otherwise.
     */
    async qrPayload(owner: FactorOwner, factorId: string, token: string): Promise<string | null> {
      const f = await load(owner.id, factorId);
      const hash = f?.state.qrTokenHash;
      if (!f || f.status !== 'PENDING_ACTIVATION' || typeof hash !== 'string') return null;
      if (!safeEqual(hash, sha256(token))) return null;
      const kind = kindOf(f);
      return kind.qrPayload ? await kind.qrPayload(context(owner), f) : null;
    },
  };
}

const stripped = ({ secret: _s, lastTimeStep: _l, state: _st, ...factor }: StoredFactor): UserFactor =>
  factor;

export type FactorActions = ReturnType<typeof createFactorActions>;
