import { createHash, createPublicKey, verify, X509Certificate } from 'node:crypto';
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

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** What a U2F registration response holds (FIDO U2F Raw Message Formats §4.3). */
interface U2fRegistration {
  publicKey: Buffer;
  keyHandle: Buffer;
  certificate: Buffer;
  signature: Buffer;
}

/** Splits `0x05 | public key (65) | L | key handle (L) | attestation certificate (DER) | signature`; null if malformed. */
export function parseRegistration(data: Buffer): U2fRegistration | null {
  if (data.length < 67 || data[0] !== 0x05 || data[1] !== 0x04) return null;
  const publicKey = data.subarray(1, 66);
  const length = data[66]!;
  const keyHandle = data.subarray(67, 67 + length);
  const at = 67 + length;
  // The certificate is one DER SEQUENCE: its length is in its header (short or long form).
  if (data[at] !== 0x30) return null;
  const first = data[at + 1] ?? 0;
  const lengthBytes = first & 0x80 ? first & 0x7f : 0;
  if (lengthBytes > 3) return null;
  const body = lengthBytes ? data.subarray(at + 2, at + 2 + lengthBytes).readUIntBE(0, lengthBytes) : first;
  const end = at + 2 + lengthBytes + body;
  if (end >= data.length || keyHandle.length !== length) return null;
  return { publicKey, keyHandle, certificate: data.subarray(at, end), signature: data.subarray(end) };
}

/** An uncompressed P-256 point (`04 | x | y`) as a COSE_Key (kty EC2, alg ES256), hand-encoded CBOR. */
function coseKey(point: Buffer): Buffer {
  const bytes = (b: Buffer) => Buffer.concat([Buffer.from([0x58, b.length]), b]);
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01]), // {1: 2, 3: -7, -1: 1,
    Buffer.from([0x21]), // -2: x
    bytes(point.subarray(1, 33)),
    Buffer.from([0x22]), // -3: y
    bytes(point.subarray(33, 65)),
  ]);
}

/**
 * `u2f` / FIDO: a FIDO U2F security key. Enrolment answers `activation {version: U2F_V2, appId, nonce,
 * timeoutSeconds}` (appId = the issuer's origin) and activation takes the raw U2F `registrationData` with its
 * `clientData` (base64url): the client data must be a `navigator.id.finishEnrollment` for the nonce from an origin
 * on the issuer's host, and the registration signature must verify with the attestation certificate's key (the
 * certificate's chain is not checked, as with WebAuthn's "none" attestation). Browsers no longer have the U2F API,
 * so verification goes through WebAuthn with the `appid` extension: MFA_CHALLENGE `_embedded.challenge {nonce,
 * timeoutSeconds}`, answered with `clientData`, `authenticatorData` and `signatureData` whose rp id hash is the
 * appId's (W3C WebAuthn §10.1.1). Profile: `{credentialId (key handle), appId, version}`.
 */
export const u2fKind: FactorKind = {
  factorType: 'u2f',
  provider: 'FIDO',
  policyKnobs: ['enrollment', 'maxEnrollments'],
  async enroll(ctx) {
    return {
      profile: {},
      secret: '',
      status: 'PENDING_ACTIVATION',
      state: { challenge: randomToken(16), challengeExpiresAt: ctx.now.getTime() + 5 * FIDO_CHALLENGE_MS },
    };
  },
  activation(ctx, factor) {
    return {
      version: 'U2F_V2',
      appId: appIdOf(ctx.issuer),
      nonce: String(factor.state.challenge ?? ''),
      timeoutSeconds: FIDO_CHALLENGE_MS / 1000,
    };
  },
  async activate(ctx, factor, answer) {
    const nonce = liveChallenge(ctx, factor);
    const { registrationData, clientData } = answer;
    if (!nonce || !registrationData || !clientData) return 'INVALID';
    if (!allowedOrigin(clientData, rpIdOf(ctx.issuer))) return 'INVALID';
    const clientBytes = Buffer.from(toBase64Url(clientData), 'base64url');
    const reg = parseRegistration(Buffer.from(toBase64Url(registrationData), 'base64url'));
    if (!reg) return 'INVALID';
    const appId = appIdOf(ctx.issuer);
    const signed = Buffer.concat([
      Buffer.from([0]),
      sha256(appId),
      sha256(clientBytes),
      reg.keyHandle,
      reg.publicKey,
    ]);
    try {
      const client = JSON.parse(clientBytes.toString('utf8')) as { typ?: string; challenge?: string };
      if (client.typ !== 'navigator.id.finishEnrollment' || client.challenge !== nonce) return 'INVALID';
      const attestationKey = new X509Certificate(reg.certificate).publicKey;
      if (!verify('sha256', signed, attestationKey, reg.signature)) return 'INVALID';
      // The user key must be a P-256 point.
      createPublicKey({ key: coseJwk(reg.publicKey), format: 'jwk' });
    } catch {
      return 'INVALID';
    }
    const credentialId = reg.keyHandle.toString('base64url');
    await ctx.patchState(factor.id, {
      credentialId,
      publicKey: coseKey(reg.publicKey).toString('base64url'),
      counter: 0,
      challenge: null,
      challengeExpiresAt: null,
    });
    await ctx.setProfile(factor.id, { credentialId, appId, version: 'U2F_V2' });
    return 'SUCCESS';
  },
  async challenge(ctx, factor) {
    await newChallenge(ctx, factor);
    return 'CHALLENGE';
  },
  challengeView(ctx, factor) {
    const nonce = liveChallenge(ctx, factor);
    return nonce ? { nonce, timeoutSeconds: FIDO_CHALLENGE_MS / 1000 } : undefined;
  },
  verify: (ctx, factor, answer) => verifyAssertion(ctx, factor, answer, [appIdOf(ctx.issuer)]),
};

/** The JWK of an uncompressed P-256 point (to check it is one). */
function coseJwk(point: Buffer) {
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
}
