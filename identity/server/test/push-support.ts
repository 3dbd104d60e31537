import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The companion authenticator's device side for the push tests, with node:crypto: an ECDSA P-256 key pair and
// JWTs signed ES256 in the form the web app makes with WebCrypto (raw r||s signature, RFC 7518 §3.4).

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The activation code in an activation link (`…/authenticator#activate=<code>`). */
export function codeOf(link: string): string {
  const at = link.indexOf('#activate=');
  if (at < 0) throw new Error(`not an activation link: ${link}`);
  return link.slice(at + '#activate='.length);
}

/** A pending push as the device API lists it. */
export interface DevicePush {
  id: string;
  login: string;
  ip: string | null;
  userAgent: string | null;
}

export class SoftwareDevice {
  readonly publicJwk: { kty: string; crv: string; x: string; y: string };
  private readonly privateKey: KeyObject;
  factorId = '';
  issuer = '';

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
    this.publicJwk = { kty: kty!, crv: crv!, x: x!, y: y! };
  }

  /** A device JWT (`sub` this factor, `aud` the device API, `iat` now) with `claims` merged over. */
  jwt(claims: Record<string, unknown> = {}, key: KeyObject = this.privateKey): string {
    const payload = {
      sub: this.factorId,
      aud: `${this.issuer}/api/v1/authenticator`,
      iat: Math.floor(Date.now() / 1000),
      ...claims,
    };
    const input = `${b64url(JSON.stringify({ alg: 'ES256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`;
    const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
    return `${input}.${b64url(signature)}`;
  }

  /** Registers with an activation link's code; keeps the factor id and issuer on success. */
  async register(app: FastifyInstance, link: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/authenticator/devices',
      payload: {
        activationCode: codeOf(link),
        publicKey: this.publicJwk,
        name: 'Test phone',
        platform: 'ANDROID',
      },
    });
    if (res.statusCode === 200) {
      this.factorId = res.json().factorId;
      this.issuer = res.json().issuer;
    }
    return res;
  }

  /** The pushes waiting for this device (the raw answer, for status checks). */
  list(app: FastifyInstance, jwt = this.jwt()) {
    return app.inject({
      method: 'GET',
      url: '/api/v1/authenticator/challenges',
      headers: { authorization: `Bearer ${jwt}` },
    });
  }

  /** The pushes waiting for this device. */
  async pushes(app: FastifyInstance): Promise<DevicePush[]> {
    const res = await this.list(app);
    if (res.statusCode !== 200) throw new Error(`list: ${res.statusCode} ${res.body}`);
    return res.json().challenges;
  }

  /** Approves or rejects push `id` (`claims` may override what the JWT says). */
  answer(app: FastifyInstance, id: string, result: 'APPROVED' | 'REJECTED', claims: object = {}) {
    return app.inject({
      method: 'POST',
      url: `/api/v1/authenticator/challenges/${id}`,
      headers: { authorization: `Bearer ${this.jwt({ challenge: id, result, ...claims })}` },
    });
  }
}
