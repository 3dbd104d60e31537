import { describe, expect, expectTypeOf, it } from 'vitest';
import { Value } from 'typebox/value';
import { FactorSchema, type Factor } from './factor.schema.ts';
import { FACTOR_TYPE_SCHEMAS, type FactorByType, type KnownFactorType } from './factor-types.schema.ts';

const API = 'http://localhost:8080/api/v1/authn';
const post = { hints: { allow: ['POST'] } };
const verify = (id: string) => ({ verify: { href: `${API}/factors/${id}/verify`, ...post } });
const enroll = { enroll: { href: `${API}/factors`, ...post } };

/** One enrolled or enrolling factor per type, shaped as design/authn-protocol.md §1.4 describes. */
const SAMPLES: { [K in KnownFactorType]: FactorByType[K] } = {
  sms: { id: 'sms1', factorType: 'sms', provider: 'OKTA', profile: { phoneNumber: '+39 XXX XXX 1234' } },
  call: {
    factorType: 'call',
    provider: 'OKTA',
    status: 'NOT_SETUP',
    enrollment: 'OPTIONAL',
    _links: enroll,
    _embedded: { phones: [{ id: 'mbl1', status: 'ACTIVE', profile: { phoneNumber: '+39 XXX XXX 1234' } }] },
  },
  email: {
    id: 'eml1',
    factorType: 'email',
    provider: 'OKTA',
    profile: { email: 'g...i@example.com' },
    _embedded: { verification: null },
  },
  question: {
    id: 'q1',
    factorType: 'question',
    provider: 'OKTA',
    profile: { question: 'favorite_toy', questionText: 'What is your favourite toy?' },
    _links: verify('q1'),
  },
  password: { id: 'pwd1', factorType: 'password', provider: 'OKTA', _links: verify('pwd1') },
  'token:software:totp': {
    id: 'ost1',
    factorType: 'token:software:totp',
    provider: 'GOOGLE',
    profile: { credentialId: 'giulia.rossi@example.com' },
    _embedded: {
      activation: {
        timeStep: 30,
        sharedSecret: 'JBSWY3DPEHPK3PXP',
        encoding: 'base32',
        keyLength: 6,
        _links: { qrcode: { href: `${API}/qr/ost1`, type: 'image/png' } },
      },
    },
  },
  'token:hotp': { id: 'hotp1', factorType: 'token:hotp', provider: 'CUSTOM', profile: { credentialId: 'g' } },
  'token:hardware': { factorType: 'token:hardware', provider: 'YUBICO', status: 'NOT_SETUP', _links: enroll },
  token: { id: 'rsa1', factorType: 'token', provider: 'RSA', profile: { credentialId: 'giulia.rossi' } },
  push: {
    id: 'opf1',
    factorType: 'push',
    provider: 'OKTA',
    profile: { credentialId: 'g', deviceType: 'SmartPhone_Android', name: 'Pixel', platform: 'ANDROID' },
    _embedded: {
      activation: {
        expiresAt: '2030-01-01T00:00:00.000Z',
        factorResult: 'WAITING',
        _links: { send: [{ name: 'sms', href: `${API}/factors/opf1/lifecycle/activate/sms`, ...post }] },
      },
      challenge: { correctAnswer: 42 },
    },
  },
  web: {
    id: 'dsf1',
    factorType: 'web',
    provider: 'DUO',
    profile: { credentialId: 'giulia.rossi@example.com' },
    _embedded: {
      verification: {
        host: 'api-1.duo.example',
        signature: 'TX|abc:APP|def',
        factorResult: 'WAITING',
        _links: { complete: { href: `${API}/factors/dsf1/lifecycle/duoCallback` } },
      },
    },
  },
  u2f: {
    id: 'u2f1',
    factorType: 'u2f',
    provider: 'FIDO',
    profile: { credentialId: 'key-1', appId: 'http://localhost:8080', version: 'U2F_V2' },
    _embedded: { challenge: { nonce: 'n0nce', timeoutSeconds: 20 } },
  },
  webauthn: {
    id: 'fwf1',
    factorType: 'webauthn',
    provider: 'FIDO',
    _embedded: {
      activation: {
        challenge: 'cmFuZG9t',
        rp: { name: 'IdP' },
        user: { id: 'MDB1MQ', name: 'giulia.rossi@example.com', displayName: 'Giulia Rossi' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { userVerification: 'preferred', requireResidentKey: false },
      },
    },
  },
  'assertion:saml2': {
    id: 's1',
    factorType: 'assertion:saml2',
    provider: 'GENERIC_SAML',
    profile: { user: 'g' },
  },
  'assertion:oidc': { id: 'o1', factorType: 'assertion:oidc', provider: 'GENERIC_OIDC', profile: {} },
};

describe('factor schemas (spec §3 "Factor", design/authn-protocol.md §1.4)', () => {
  it('has a schema for every factor type of spec §3 and Duo', () => {
    expect(Object.keys(FACTOR_TYPE_SCHEMAS).sort()).toEqual(
      [
        ...['sms', 'call', 'email', 'token', 'token:software:totp', 'token:hotp', 'token:hardware'],
        ...['question', 'push', 'u2f', 'password', 'assertion:saml2', 'assertion:oidc', 'webauthn', 'web'],
      ].sort(),
    );
  });

  it.each(Object.entries(SAMPLES))(
    '%s: passes its own schema and the general factor schema',
    (type, sample) => {
      expect(Value.Errors(FACTOR_TYPE_SCHEMAS[type as KnownFactorType], sample)).toEqual([]);
      expect(Value.Errors(FactorSchema, sample)).toEqual([]);
    },
  );

  it('a type schema rejects another provider, a missing profile member and a wrong embedded shape', () => {
    expect(Value.Check(FACTOR_TYPE_SCHEMAS.sms, { ...SAMPLES.sms, provider: 'GOOGLE' })).toBe(false);
    expect(Value.Check(FACTOR_TYPE_SCHEMAS.sms, { ...SAMPLES.sms, profile: { email: 'x' } })).toBe(false);
    const badActivation = { ...SAMPLES.webauthn, _embedded: { activation: { challenge: 'c' } } };
    expect(Value.Check(FACTOR_TYPE_SCHEMAS.webauthn, badActivation)).toBe(false);
  });

  it('the general schema admits unknown factor types and rejects wrong member types', () => {
    expect(Value.Check(FactorSchema, { id: 'x', factorType: 'telepathy', provider: 'ACME' })).toBe(true);
    expect(Value.Check(FactorSchema, { factorType: 'sms' })).toBe(false);
    expect(Value.Check(FactorSchema, { ...SAMPLES.sms, status: 'ENROLLED' })).toBe(false);
    expect(Value.Check(FactorSchema, { ...SAMPLES.push, profile: { keys: 'k' } })).toBe(false);
  });

  it('every exact factor type is a Factor (the types derive from the schemas)', () => {
    expectTypeOf<FactorByType[KnownFactorType]>().toExtend<Factor>();
    expectTypeOf<FactorByType['sms']['profile']>().toEqualTypeOf<
      { phoneNumber: string; phoneExtension?: string } | undefined
    >();
    expectTypeOf<Factor['factorType']>().toEqualTypeOf<string>();
    type Profile = NonNullable<Factor['profile']>;
    type Activation = NonNullable<NonNullable<Factor['_embedded']>['activation']>;
    expectTypeOf<Profile['phoneNumber']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Profile['keys']>().toEqualTypeOf<Record<string, unknown>[] | undefined>();
    expectTypeOf<Activation['sharedSecret']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Activation['pubKeyCredParams']>().toEqualTypeOf<
      { type: string; alg: number }[] | undefined
    >();
  });
});
