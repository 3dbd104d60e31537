import { createHash, generateKeyPairSync, KeyObject, randomBytes, sign, webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';
import { Encoder } from 'cbor-x';

// A software security key for the WebAuthn tests: a P-256 key pair from node:crypto, the authenticator data,
// "none" attestation and assertions of W3C WebAuthn Level 2 (§6.1, §6.5, §8.7), encoded with cbor-x. It does
// what a browser and a key do together, so the server's verifier (@simplewebauthn/server) checks real ceremonies.

// Plain CBOR as authenticators write it: no record extension, no typed-array tags, definite map lengths.
const options = { useRecords: false, tagUint8Array: false, useTag259ForMaps: false, variableMapSize: true };
const cbor = new Encoder(options);
const encode = (value: unknown) => cbor.encode(value);

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** Authenticator data flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** The assertion fields the Authn API's verify takes (base64url). */
export interface Assertion {
  clientData: string;
  authenticatorData: string;
  signatureData: string;
}

export class SoftwareKey {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly cose: Buffer;
  /** The public key as an uncompressed P-256 point (`04 | x | y`), as U2F registration carries it. */
  private readonly point: Buffer;
  /** The signature counter; a test may set it to simulate a cloned key. */
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9052 §7, RFC 9053 §7.1.1): kty EC2, alg ES256, crv P-256, x, y.
    const key = new Map<number, number | Buffer>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    this.cose = Buffer.from(encode(key));
    this.point = Buffer.concat([
      Buffer.from([4]),
      Buffer.from(jwk.x!, 'base64url'),
      Buffer.from(jwk.y!, 'base64url'),
    ]);
  }

  /**
   * A FIDO U2F registration (U2F Raw Message Formats §4.3) for `appId` and `nonce`: `{registrationData,
   * clientData}` as the activate call takes them, signed by a fresh self-signed attestation certificate's key.
   */
  async registerU2f(options: { nonce: string; appId: string; origin: string }) {
    x509.cryptoProvider.set(webcrypto as unknown as Crypto);
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
    const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
    const certificate = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: '01',
      name: 'CN=Test U2F attestation',
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 86_400_000),
      signingAlgorithm: algorithm,
      keys: keys as CryptoKeyPair,
    });
    const clientData = Buffer.from(
      JSON.stringify({
        typ: 'navigator.id.finishEnrollment',
        challenge: options.nonce,
        origin: options.origin,
      }),
    );
    const signed = Buffer.concat([
      Buffer.from([0]),
      sha256(options.appId),
      sha256(clientData),
      this.credentialId,
      this.point,
    ]);
    const signature = sign('sha256', signed, KeyObject.from(keys.privateKey));
    const registrationData = Buffer.concat([
      Buffer.from([5]),
      this.point,
      Buffer.from([this.credentialId.length]),
      this.credentialId,
      Buffer.from(certificate.rawData),
      signature,
    ]);
    return { registrationData: b64url(registrationData), clientData: b64url(clientData) };
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private counterBytes(): Buffer {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(this.counter);
    return out;
  }

  /** `navigator.credentials.create()` for `rpId`: `{attestation, clientData}` as the activate call takes them. */
  register(options: { challenge: string; rpId: string; origin: string }) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(options.rpId),
      Buffer.from([UP | UV | AT]),
      this.counterBytes(),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.cose,
    ]);
    const attestation = encode({ fmt: 'none', attStmt: {}, authData });
    const clientData = this.clientData('webauthn.create', options.challenge, options.origin);
    return { attestation: b64url(Buffer.from(attestation)), clientData: b64url(clientData) };
  }

  /**
   * `navigator.credentials.get()`: signs authenticator data for `rpId` (the appid for a U2F key) and the client
   * data, incrementing the counter first.
   */
  assert(options: { challenge: string; rpId: string; origin: string }): Assertion {
    this.counter += 1;
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([UP | UV]), this.counterBytes()]);
    const clientData = this.clientData('webauthn.get', options.challenge, options.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      clientData: b64url(clientData),
      authenticatorData: b64url(authData),
      signatureData: b64url(signature),
    };
  }
}
