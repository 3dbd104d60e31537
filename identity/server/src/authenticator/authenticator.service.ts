import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { createFactorSecretsRepository } from '../factors/factor-secrets.repository.ts';
import { createFactorsRepository, type UserFactorRow } from '../factors/factors.repository.ts';
import type { FactorsService } from '../factors/factors.service.ts';
import { TOTP_DIGITS, TOTP_STEP_SECONDS } from '../factors/kinds/totp.ts';
import { safeEqual, sha256 } from '../lib/crypto.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { claimedFactor, devicePublicKey, verifyDeviceJwt, type DevicePublicKey } from './device-signature.ts';
import { createPushChallengesRepository } from './push-challenges.repository.ts';

/** The device API's path: the `aud` of every device JWT is the issuer + this. */
export const DEVICE_API = '/api/v1/authenticator';

/** What a device says about itself when it registers. */
export interface DeviceRegistration {
  publicKey: unknown;
  name?: string;
  platform?: string;
}

/** A push as the device shows it. */
export interface DeviceChallenge {
  id: string;
  login: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const DEVICE_TYPES: Record<string, string> = { IOS: 'SmartPhone_IPhone', ANDROID: 'SmartPhone_Android' };

/**
 * The companion authenticator's side of push (issue 6): a device registers its ECDSA P-256 public key with an
 * activation code (`<factorId>.<token>` from the QR code or the link; the token is compared by SHA-256 hash in
 * constant time and works until the enrolment's activation expires), which makes the push factor ACTIVE and
 * enrols the Okta Verify TOTP factor whose seed the device keeps for codes; then, with JWTs signed by its key
 * (device-signature.ts), it lists the pushes waiting for it and approves or rejects them. Errors: 401 E0000011
 * (unknown or expired activation code, bad device JWT, factor gone), 400 E0000001 (bad key), 403 E0000079 (the
 * push is no longer waiting).
 */
export function createAuthenticatorService(deps: {
  db: Db;
  config: Config;
  factors: FactorsService;
  audit: AuditRepository;
}) {
  const { config, factors, audit } = deps;
  const factorRows = createFactorsRepository(deps.db);
  const secrets = createFactorSecretsRepository(deps.db);
  const users = createUsersRepository(deps.db);
  const pushes = createPushChallengesRepository(deps.db);
  const audience = `${config.issuer}${DEVICE_API}`;

  /** The ACTIVE push factor a device JWT is signed for, and its claims. @throws ApiError 401 E0000011. */
  async function device(jwt: string) {
    const factorId = claimedFactor(jwt);
    const factor = factorId ? await factorRows.findById(factorId) : null;
    const state = factor ? (await secrets.find(factor.id))?.state : undefined;
    const key = state?.deviceKey as DevicePublicKey | undefined;
    if (!factor || factor.factorType !== 'push' || factor.status !== 'ACTIVE' || !key) {
      throw new ApiError('invalidToken');
    }
    const claims = await verifyDeviceJwt(jwt, key, { audience, factorId: factor.id });
    if (!claims) throw new ApiError('invalidToken');
    return { factor, claims };
  }

  /** The pending push factor an activation code opens, if the code is one of its live ones. */
  async function pendingFor(code: string): Promise<UserFactorRow> {
    const [factorId, token] = code.split('.');
    const factor = factorId && token ? await factorRows.findById(factorId) : null;
    const state = factor ? (await secrets.find(factor.id))?.state : undefined;
    const hashes = Array.isArray(state?.activationTokenHashes)
      ? (state.activationTokenHashes as string[])
      : [];
    const live = Number(state?.activationExpiresAt ?? 0) > Date.now();
    const known = token ? hashes.some((h) => safeEqual(h, sha256(token))) : false;
    if (
      !factor ||
      factor.factorType !== 'push' ||
      factor.status !== 'PENDING_ACTIVATION' ||
      !live ||
      !known
    ) {
      throw new ApiError('invalidToken');
    }
    return factor;
  }

  return {
    /**
     * Registers a device with an activation code: the push factor becomes ACTIVE with the device's public key
     * (profile `keys[]`), and an ACTIVE `token:software:totp` / OKTA factor is enrolled whose seed is returned
     * (base32, 30 s, 6 digits) for the device to show codes. The private key never reaches the server.
     */
    async register(code: string, registration: DeviceRegistration) {
      const key = await devicePublicKey(registration.publicKey);
      const pending = await pendingFor(code);
      const user = await users.findById(pending.userId);
      if (!user) throw new ApiError('invalidToken');
      const platform = (registration.platform ?? 'WEB').toUpperCase().slice(0, 20);
      // One statement decides: a code used twice at once activates once.
      if (!(await factorRows.moveStatus(pending.id, 'PENDING_ACTIVATION', 'ACTIVE'))) {
        throw new ApiError('invalidToken');
      }
      await secrets.patchState(pending.id, {
        deviceKey: key,
        activationTokenHashes: null,
        activationExpiresAt: null,
      });
      await factorRows.setProfile(pending.id, {
        credentialId: user.login,
        deviceType: DEVICE_TYPES[platform] ?? 'SmartPhone_Browser',
        name: (registration.name ?? 'Web authenticator').slice(0, 100),
        platform,
        version: '1.0',
        keys: [{ ...key, use: 'sig', kid: 'default' }],
      });
      const owner = { id: user.id, login: user.login };
      const totp = await factors.enrolDelivered(owner, {
        factorType: 'token:software:totp',
        provider: 'OKTA',
      });
      for (const factorId of [pending.id, totp.factor.id]) {
        await audit.record({ type: 'user.mfa.factor.activate', userId: user.id, details: { factorId } });
      }
      return {
        factorId: pending.id,
        login: user.login,
        issuer: config.issuer,
        totp: {
          factorId: totp.factor.id,
          sharedSecret: totp.secret,
          timeStep: TOTP_STEP_SECONDS,
          digits: TOTP_DIGITS,
        },
      };
    },

    /** The pushes waiting for the device of `jwt`, oldest first. */
    async challenges(jwt: string): Promise<{ login: string; challenges: DeviceChallenge[] }> {
      const { factor } = await device(jwt);
      const waiting = await pushes.pending(factor.id, new Date());
      const login = String(factor.profile.credentialId ?? '');
      return {
        login,
        challenges: waiting.map((p) => ({
          id: p.id,
          login: p.details.login,
          ip: p.details.ip ?? null,
          userAgent: p.details.userAgent ?? null,
          createdAt: p.createdAt,
          expiresAt: p.expiresAt,
        })),
      };
    },

    /**
     * Records the device's answer to push `challengeId`: the JWT must name that push (`challenge`) and the
     * `result` (APPROVED or REJECTED). @throws ApiError 403 E0000079 when the push no longer waits.
     */
    async answer(jwt: string, challengeId: string): Promise<'APPROVED' | 'REJECTED'> {
      const { factor, claims } = await device(jwt);
      const result = claims.result;
      if (claims.challenge !== challengeId || (result !== 'APPROVED' && result !== 'REJECTED')) {
        throw new ApiError('invalidToken');
      }
      if (!(await pushes.answer(challengeId, factor.id, result, new Date()))) {
        throw new ApiError('operationNotAllowed');
      }
      // A rejection may be someone else's sign-in attempt: the System Log keeps it (an approval shows as the
      // sign-in's own auth_via_mfa event).
      if (result === 'REJECTED') {
        const details = { factorId: factor.id, challengeId };
        await audit.record({ type: 'user.mfa.okta_verify.deny_push', userId: factor.userId, details });
      }
      return result;
    },
  };
}

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
