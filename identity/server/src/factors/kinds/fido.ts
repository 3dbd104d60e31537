import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { randomToken } from '../../lib/crypto.ts';
import type { FactorAnswer, FactorResult, KindContext, StoredFactor } from './kind.ts';

/**
 * What the FIDO kinds (`webauthn`, `u2f`) share: the relying party derived from the issuer, the origin rule, the
 * one-time challenge kept in the factor's state, and the verification of an assertion (W3C WebAuthn Level 2
 * §7.2) through @simplewebauthn/server.
 */

/** Lifetime of a WebAuthn / U2F challenge (ms): the browsers' default ceremony timeout. */
export const FIDO_CHALLENGE_MS = 60_000;

/** The WebAuthn relying party id: the issuer's host name (a security key is bound to it). */
export const rpIdOf = (issuer: string): string => new URL(issuer).hostname;

/** The U2F `appid` (FIDO AppID): the issuer's origin. U2F credentials verify with it as their rp id. */
export const appIdOf = (issuer: string): string => new URL(issuer).origin;

/** base64 or base64url text as base64url (clients send either). */
export function toBase64Url(value: string): string {
  return value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The origin a client data JSON names, if it may sign for `rpId`: the host must be the rp id or one of its
 * subdomains (WebAuthn §5.1.3 step 7 and the rp id rule of §5.1.3/§13.4.9); null otherwise or when unreadable.
 */
export function allowedOrigin(clientDataB64: string, rpId: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(toBase64Url(clientDataB64), 'base64url').toString('utf8'));
    const url = new URL(String(data.origin));
    const host = url.hostname;
    return host === rpId || host.endsWith(`.${rpId}`) ? url.origin : null;
  } catch {
    return null;
  }
}

/** A fresh challenge (128 random bits, base64url) stored in the factor's state with its expiry. */
export async function newChallenge(ctx: KindContext, factor: StoredFactor): Promise<string> {
  const challenge = randomToken(16);
  const challengeExpiresAt = ctx.now.getTime() + FIDO_CHALLENGE_MS;
  await ctx.patchState(factor.id, { challenge, challengeExpiresAt });
  factor.state = { ...factor.state, challenge, challengeExpiresAt };
  return challenge;
}

/** The factor's live challenge, or null when there is none or it expired. */
export function liveChallenge(ctx: KindContext, factor: StoredFactor): string | null {
  const { challenge, challengeExpiresAt } = factor.state;
  if (typeof challenge !== 'string' || typeof challengeExpiresAt !== 'number') return null;
  return challengeExpiresAt > ctx.now.getTime() ? challenge : null;
}

/**
 * Verifies an assertion (`clientData`, `authenticatorData`, `signatureData`) against the factor's stored
 * credential (state `publicKey` COSE base64url, `counter`) and live challenge, for any of `rpIds` (the rp id,
 * and the appid for U2F credentials). SUCCESS stores the new signature counter and uses the challenge up;
 * a counter that did not grow (a cloned authenticator) or anything else wrong is INVALID.
 */
export async function verifyAssertion(
  ctx: KindContext,
  factor: StoredFactor,
  answer: FactorAnswer,
  rpIds: string[],
): Promise<FactorResult> {
  const { clientData, authenticatorData, signatureData } = answer;
  const challenge = liveChallenge(ctx, factor);
  const { publicKey, counter, credentialId } = factor.state;
  if (!clientData || !authenticatorData || !signatureData || !challenge) return 'INVALID';
  if (typeof publicKey !== 'string' || typeof credentialId !== 'string') return 'INVALID';
  const origin = allowedOrigin(clientData, rpIdOf(ctx.issuer));
  if (!origin) return 'INVALID';
  // The challenge is one-time whatever the outcome.
  await ctx.patchState(factor.id, { challenge: null, challengeExpiresAt: null });
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: toBase64Url(clientData),
          authenticatorData: toBase64Url(authenticatorData),
          signature: toBase64Url(signatureData),
        },
        clientExtensionResults: {},
      },
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpIds,
      credential: {
        id: credentialId,
        publicKey: Buffer.from(publicKey, 'base64url'),
        counter: typeof counter === 'number' ? counter : 0,
      },
      requireUserVerification: false,
    });
    if (!verified) return 'INVALID';
    await ctx.patchState(factor.id, { counter: authenticationInfo.newCounter });
    return 'SUCCESS';
  } catch {
    return 'INVALID';
  }
}
