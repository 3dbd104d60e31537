import { verifyRegistrationResponse } from '@simplewebauthn/server';
import { decodeAttestationObject, parseAuthenticatorData } from '@simplewebauthn/server/helpers';
import { randomToken } from '../../lib/crypto.ts';
import type { FactorKind } from './kind.ts';
import {
  allowedOrigin,
  appIdOf,
  FIDO_CHALLENGE_MS,
  liveChallenge,
  newChallenge,
  rpIdOf,
  toBase64Url,
  verifyAssertion,
} from './fido.ts';

/** COSE algorithms offered at registration: ES256 (security keys) and RS256 (Windows Hello). */
const ALGORITHMS = [-7, -257];

/** The credential id inside an attestation object (base64url), or null when it carries none. */
function credentialIdOf(attestation: string): string | null {
  const decoded = decodeAttestationObject(Buffer.from(toBase64Url(attestation), 'base64url'));
  const id = parseAuthenticatorData(decoded.get('authData')).credentialID;
  return id ? Buffer.from(id).toString('base64url') : null;
}

/**
 * `webauthn` / FIDO: a security key or platform authenticator through W3C WebAuthn, verified with
 * @simplewebauthn/server. The rp id is the issuer's host name. Enrolment answers the credential creation options
 * as `activation` (design/authn-protocol.md §1.4: challenge, rp, user, pubKeyCredParams, authenticatorSelection,
 * excludeCredentials, u2fParams.appid); activation takes `{attestation, clientData}` (base64url). Verification
 * issues a one-time challenge (60 s) shown as `_embedded.challenge {challenge, userVerification, extensions}` and
 * takes `{clientData, authenticatorData, signatureData}`; the signature counter must grow (unless the
 * authenticator keeps none, i.e. always 0). Profile:
 * `{credentialId, authenticatorName}`; the COSE public key and counter stay in the factor's state.
 */
export const webauthnKind: FactorKind = {
  factorType: 'webauthn',
  provider: 'FIDO',
  policyKnobs: ['enrollment', 'maxEnrollments'],
  async enroll(ctx, profile) {
    const challenge = randomToken(16);
    const name = typeof profile.authenticatorName === 'string' ? profile.authenticatorName : undefined;
    return {
      profile: name ? { authenticatorName: name.slice(0, 100) } : {},
      secret: '',
      status: 'PENDING_ACTIVATION',
      state: { challenge, challengeExpiresAt: ctx.now.getTime() + 5 * FIDO_CHALLENGE_MS },
    };
  },
  activation(ctx, factor) {
    return {
      challenge: String(factor.state.challenge ?? ''),
      rp: { name: new URL(ctx.issuer).host, id: rpIdOf(ctx.issuer) },
      user: {
        id: Buffer.from(ctx.user.id).toString('base64url'),
        name: ctx.user.login,
        displayName: ctx.user.login,
      },
      pubKeyCredParams: ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
      attestation: 'none',
      timeout: FIDO_CHALLENGE_MS,
      authenticatorSelection: { userVerification: 'preferred', requireResidentKey: false },
      excludeCredentials: [],
      u2fParams: { appid: appIdOf(ctx.issuer) },
    };
  },
  async activate(ctx, factor, answer) {
    const challenge = liveChallenge(ctx, factor);
    const { attestation, clientData } = answer;
    if (!challenge || !attestation || !clientData) return 'INVALID';
    const origin = allowedOrigin(clientData, rpIdOf(ctx.issuer));
    if (!origin) return 'INVALID';
    try {
      const id = credentialIdOf(attestation);
      if (!id) return 'INVALID';
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: {
          id,
          rawId: id,
          type: 'public-key',
          response: { attestationObject: toBase64Url(attestation), clientDataJSON: toBase64Url(clientData) },
          clientExtensionResults: {},
        },
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpIdOf(ctx.issuer),
        requireUserVerification: false,
      });
      if (!verified) return 'INVALID';
      const { credential } = registrationInfo;
      await ctx.patchState(factor.id, {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        challenge: null,
        challengeExpiresAt: null,
      });
      await ctx.setProfile(factor.id, { ...factor.profile, credentialId: credential.id });
      return 'SUCCESS';
    } catch {
      return 'INVALID';
    }
  },
  async challenge(ctx, factor) {
    await newChallenge(ctx, factor);
    return 'CHALLENGE';
  },
  challengeView(ctx, factor) {
    const challenge = liveChallenge(ctx, factor);
    if (!challenge) return undefined;
    return { challenge, userVerification: 'preferred', extensions: { appid: appIdOf(ctx.issuer) } };
  },
  // The challenge offers the appid extension (as the reference does), so a key registered through U2F answers
  // with the appid's hash as its rp id: both are accepted, the signature binds the credential either way.
  verify: (ctx, factor, answer) =>
    verifyAssertion(ctx, factor, answer, [rpIdOf(ctx.issuer), appIdOf(ctx.issuer)]),
};
