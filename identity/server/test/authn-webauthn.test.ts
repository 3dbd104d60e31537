import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { build, seedUser, TEST_ISSUER, type Cleanup } from './helper.ts';
import { SoftwareKey } from './webauthn-support.ts';

// WebAuthn (`webauthn` / FIDO) through the Authn API with a software security key: real attestation and
// assertion ceremonies checked by the server's verifier, rp id = the issuer's host.

const LOGIN = 'giulia.rossi@example.com';
const PASSWORD = 'Compliance!2026';
const RP_ID = new URL(TEST_ISSUER).hostname;
const ORIGIN = new URL(TEST_ISSUER).origin;
const post = { hints: { allow: ['POST'] } };
const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];

/** Giulia in `aml-officers`, whose policy requires a WebAuthn (or U2F) factor. */
async function setup(t: Cleanup, factorType = 'webauthn') {
  const { app, services } = await build(t);
  const user = await seedUser(services, { login: LOGIN, password: PASSWORD, groups: ['aml-officers'] });
  const [group] = await services.groups.ofUser(user.id);
  const policy = {
    mfaRequired: true,
    factors: [{ factorType, enrollment: 'REQUIRED' as const }],
  };
  await services.policies.set(group!.id, policy, { actor: { id: 't', type: 'Test' } });
  const authn = (url: string, payload: object): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: `/api/v1/authn${url}`, payload });
  const signIn = async () => (await authn('', { username: LOGIN, password: PASSWORD })).json();
  return { app, services, user, authn, signIn };
}

/** Enrols `key` through the Authn API; returns the factor id. */
async function enrol(ctx: Awaited<ReturnType<typeof setup>>, key: SoftwareKey): Promise<string> {
  const { stateToken } = await ctx.signIn();
  const pending = (
    await ctx.authn('/factors', { stateToken, factorType: 'webauthn', provider: 'FIDO' })
  ).json();
  const { id, _embedded } = pending._embedded.factor;
  const made = key.register({ challenge: _embedded.activation.challenge, rpId: RP_ID, origin: ORIGIN });
  const done = await ctx.authn(`/factors/${id}/lifecycle/activate`, { stateToken, ...made });
  expect(done.json().status).toBe('SUCCESS');
  return id;
}

describe('WebAuthn factor (Authn API)', () => {
  it('enrols a security key: MFA_ENROLL_ACTIVATE with the creation options, then the attestation -> SUCCESS', async (t) => {
    const ctx = await setup(t);
    const { stateToken, _embedded } = await ctx.signIn();
    expect(_embedded.factors).toContainEqual(
      expect.objectContaining({ factorType: 'webauthn', provider: 'FIDO', status: 'NOT_SETUP' }),
    );
    const res = await ctx.authn('/factors', { stateToken, factorType: 'webauthn', provider: 'FIDO' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const factor = body._embedded.factor;
    expect(body).toMatchObject({
      status: 'MFA_ENROLL_ACTIVATE',
      _embedded: {
        factor: {
          id: expect.stringMatching(/^fwf/),
          factorType: 'webauthn',
          provider: 'FIDO',
          vendorName: 'FIDO',
          _embedded: {
            activation: {
              challenge: expect.stringMatching(/^[\w-]{22}$/),
              rp: { name: 'idp.test', id: RP_ID },
              user: { id: Buffer.from(ctx.user.id).toString('base64url'), name: LOGIN, displayName: LOGIN },
              pubKeyCredParams: [
                { type: 'public-key', alg: -7 },
                { type: 'public-key', alg: -257 },
              ],
              attestation: 'none',
              authenticatorSelection: { userVerification: 'preferred', requireResidentKey: false },
              excludeCredentials: [],
              u2fParams: { appid: ORIGIN },
            },
          },
        },
      },
      _links: {
        next: {
          name: 'activate',
          href: `${TEST_ISSUER}/api/v1/authn/factors/${factor.id}/lifecycle/activate`,
          ...post,
        },
      },
    });
    expect(body.factorResult).toBeUndefined();

    const key = new SoftwareKey();
    const challenge = factor._embedded.activation.challenge;
    // Made for another site, or for another challenge: refused, the factor stays pending.
    const elsewhere = key.register({ challenge, rpId: 'evil.test', origin: 'http://evil.test' });
    const activate = `/factors/${factor.id}/lifecycle/activate`;
    expect(errorOf(await ctx.authn(activate, { stateToken, ...elsewhere }))).toEqual([403, 'E0000068']);
    const stale = key.register({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rpId: RP_ID, origin: ORIGIN });
    expect(errorOf(await ctx.authn(activate, { stateToken, ...stale }))).toEqual([403, 'E0000068']);

    const done = await ctx.authn(activate, {
      stateToken,
      ...key.register({ challenge, rpId: RP_ID, origin: ORIGIN }),
    });
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
    const [stored] = await ctx.services.factors.listForUser(ctx.user.id);
    expect(stored).toMatchObject({
      status: 'ACTIVE',
      profile: { credentialId: key.credentialId.toString('base64url') },
    });
  });

  it('verifies: MFA_REQUIRED -> MFA_CHALLENGE (factorResult CHALLENGE, request options) -> assertion -> SUCCESS', async (t) => {
    const ctx = await setup(t);
    const key = new SoftwareKey();
    const id = await enrol(ctx, key);

    const required = await ctx.signIn();
    expect(required.status).toBe('MFA_REQUIRED');
    const { stateToken } = required;
    const challenged = await ctx.authn(`/factors/${id}/verify`, { stateToken });
    expect(challenged.statusCode).toBe(200);
    const body = challenged.json();
    expect(body).toMatchObject({
      stateToken,
      status: 'MFA_CHALLENGE',
      factorResult: 'CHALLENGE',
      _embedded: {
        factor: {
          id,
          factorType: 'webauthn',
          provider: 'FIDO',
          profile: { credentialId: key.credentialId.toString('base64url') },
          _embedded: {
            challenge: {
              challenge: expect.stringMatching(/^[\w-]{22}$/),
              userVerification: 'preferred',
              extensions: { appid: ORIGIN },
            },
          },
        },
        policy: { allowRememberDevice: false },
      },
      _links: {
        next: { name: 'verify', href: `${TEST_ISSUER}/api/v1/authn/factors/${id}/verify`, ...post },
        prev: { href: `${TEST_ISSUER}/api/v1/authn/previous`, ...post },
        cancel: { href: `${TEST_ISSUER}/api/v1/authn/cancel`, ...post },
      },
    });
    expect(body._links.resend).toBeUndefined();

    // A reload resumes the same challenge.
    const resumed = (await ctx.authn('', { stateToken })).json();
    expect(resumed._embedded.factor._embedded.challenge).toEqual(body._embedded.factor._embedded.challenge);

    const challenge = body._embedded.factor._embedded.challenge.challenge;
    const wrongSite = key.assert({ challenge, rpId: 'evil.test', origin: ORIGIN });
    expect(errorOf(await ctx.authn(`/factors/${id}/verify`, { stateToken, ...wrongSite }))).toEqual([
      403,
      'E0000068',
    ]);
    // The challenge was used up by the refused answer: a new one is needed.
    const again = (await ctx.authn(`/factors/${id}/verify`, { stateToken })).json();
    const fresh = again._embedded.factor._embedded.challenge.challenge;
    expect(fresh).not.toBe(challenge);
    const assertion = key.assert({ challenge: fresh, rpId: RP_ID, origin: ORIGIN });
    const done = await ctx.authn(`/factors/${id}/verify`, { stateToken, ...assertion });
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('verifies by factor type, and goes back from MFA_CHALLENGE to MFA_REQUIRED with prev', async (t) => {
    const ctx = await setup(t);
    const key = new SoftwareKey();
    const id = await enrol(ctx, key);
    const { stateToken } = await ctx.signIn();
    const byType = (await ctx.authn('/factors/webauthn/verify', { stateToken })).json();
    expect(byType).toMatchObject({ status: 'MFA_CHALLENGE', _embedded: { factor: { id } } });
    const back = (await ctx.authn('/previous', { stateToken })).json();
    expect(back.status).toBe('MFA_REQUIRED');
    expect(back._embedded.factors.map((f: { id: string }) => f.id)).toEqual([id]);
  });

  it('refuses a replayed assertion and a key whose signature counter did not grow (a clone)', async (t) => {
    const ctx = await setup(t);
    const key = new SoftwareKey();
    const id = await enrol(ctx, key);

    const challengeOf = async (stateToken: string) =>
      (await ctx.authn(`/factors/${id}/verify`, { stateToken })).json()._embedded.factor._embedded.challenge
        .challenge as string;
    const first = (await ctx.signIn()).stateToken;
    const assertion = key.assert({ challenge: await challengeOf(first), rpId: RP_ID, origin: ORIGIN });
    expect(
      (await ctx.authn(`/factors/${id}/verify`, { stateToken: first, ...assertion })).json().status,
    ).toBe('SUCCESS');

    // The same assertion in another sign-in: its challenge is gone.
    const second = (await ctx.signIn()).stateToken;
    await challengeOf(second);
    const replay = await ctx.authn(`/factors/${id}/verify`, { stateToken: second, ...assertion });
    expect(errorOf(replay)).toEqual([403, 'E0000068']);

    // A clone of the key, with the counter it had before: refused even with a fresh challenge.
    key.counter -= 1;
    const cloned = key.assert({ challenge: await challengeOf(second), rpId: RP_ID, origin: ORIGIN });
    expect(errorOf(await ctx.authn(`/factors/${id}/verify`, { stateToken: second, ...cloned }))).toEqual([
      403,
      'E0000068',
    ]);
    key.counter += 5;
    const genuine = key.assert({ challenge: await challengeOf(second), rpId: RP_ID, origin: ORIGIN });
    expect((await ctx.authn(`/factors/${id}/verify`, { stateToken: second, ...genuine })).json().status).toBe(
      'SUCCESS',
    );
  });
});

describe('U2F factor (Authn API), verified through WebAuthn with the appid extension', () => {
  it('enrols with a U2F registration, then verifies an assertion made for the appid', async (t) => {
    const ctx = await setup(t, 'u2f');
    const key = new SoftwareKey();
    const { stateToken } = await ctx.signIn();
    const pending = (await ctx.authn('/factors', { stateToken, factorType: 'u2f', provider: 'FIDO' })).json();
    const factor = pending._embedded.factor;
    expect(factor).toMatchObject({
      id: expect.stringMatching(/^fuf/),
      factorType: 'u2f',
      provider: 'FIDO',
      _embedded: {
        activation: {
          version: 'U2F_V2',
          appId: ORIGIN,
          nonce: expect.stringMatching(/^[\w-]{22}$/),
          timeoutSeconds: 60,
        },
      },
    });
    const { nonce } = factor._embedded.activation;
    const activate = `/factors/${factor.id}/lifecycle/activate`;
    const forOther = await key.registerU2f({ nonce, appId: 'http://evil.test', origin: ORIGIN });
    expect(errorOf(await ctx.authn(activate, { stateToken, ...forOther }))).toEqual([403, 'E0000068']);
    const made = await key.registerU2f({ nonce, appId: ORIGIN, origin: ORIGIN });
    const done = await ctx.authn(activate, { stateToken, ...made });
    expect(done.json().status).toBe('SUCCESS');
    const [stored] = await ctx.services.factors.listForUser(ctx.user.id);
    expect(stored!.profile).toEqual({
      credentialId: key.credentialId.toString('base64url'),
      appId: ORIGIN,
      version: 'U2F_V2',
    });

    const next = await ctx.signIn();
    const challenged = (
      await ctx.authn(`/factors/${factor.id}/verify`, { stateToken: next.stateToken })
    ).json();
    expect(challenged).toMatchObject({
      status: 'MFA_CHALLENGE',
      factorResult: 'CHALLENGE',
      _embedded: { factor: { _embedded: { challenge: { nonce: expect.any(String), timeoutSeconds: 60 } } } },
    });
    const challenge = challenged._embedded.factor._embedded.challenge.nonce;
    // Made for the rp id instead of the appid: not this U2F credential's.
    const wrong = key.assert({ challenge, rpId: RP_ID, origin: ORIGIN });
    const verify = `/factors/${factor.id}/verify`;
    expect(errorOf(await ctx.authn(verify, { stateToken: next.stateToken, ...wrong }))).toEqual([
      403,
      'E0000068',
    ]);
    const again = (await ctx.authn(verify, { stateToken: next.stateToken })).json();
    const fresh = again._embedded.factor._embedded.challenge.nonce;
    const assertion = key.assert({ challenge: fresh, rpId: ORIGIN, origin: ORIGIN });
    const verified = await ctx.authn(verify, { stateToken: next.stateToken, ...assertion });
    expect(verified.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });
  });
});
