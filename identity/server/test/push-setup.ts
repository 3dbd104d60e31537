import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { readQr } from './factor-support.ts';
import { build, seedUser, type Cleanup } from './helper.ts';
import { SoftwareDevice } from './push-support.ts';

// Shared set-up of the push tests: Giulia, whose policy requires push (Okta Verify's TOTP allowed as its backup),
// and a companion device enrolled through the Authn API.

export const LOGIN = 'giulia.rossi@example.com';
export const PASSWORD = 'Compliance!2026';
export const post = { hints: { allow: ['POST'] } };
export const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];

/** An IdP with Giulia in `aml-officers` under a push policy (`autoPush` as given). */
export async function pushSetup(t: Cleanup, autoPush = false, app?: Awaited<ReturnType<typeof build>>) {
  const idp = app ?? (await build(t));
  const { services } = idp;
  const user = await seedUser(services, { login: LOGIN, password: PASSWORD, groups: ['aml-officers'] });
  const [group] = await services.groups.ofUser(user.id);
  const factors = [
    { factorType: 'push', enrollment: 'REQUIRED' as const },
    { factorType: 'token:software:totp', enrollment: 'OPTIONAL' as const },
  ];
  await services.policies.set(
    group!.id,
    { mfaRequired: true, factors, autoPush },
    { actor: { id: 't', type: 'T' } },
  );
  return { ...idp, user, ...calls(idp.app) };
}

/** The Authn API calls of the tests on one node. */
export function calls(app: FastifyInstance) {
  const authn = (url: string, payload: object, query = ''): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: `/api/v1/authn${url}${query}`, payload });
  const signIn = async () => (await authn('', { username: LOGIN, password: PASSWORD })).json();
  return { authn, signIn };
}

/** The text of the QR code an activation shows (an activation link for push). */
export async function scan(app: FastifyInstance, activation: { _links: { qrcode: { href: string } } }) {
  const png = await app.inject({ method: 'GET', url: new URL(activation._links.qrcode.href).pathname });
  expect(png.statusCode).toBe(200);
  return readQr(png.rawPayload);
}

/**
 * Enrols a push factor for Giulia through the Authn API (QR code scanned by a new device, then the enrolment
 * poll): returns the device, the factor id and the Okta Verify TOTP seed the device received.
 */
export async function enrolDevice(app: FastifyInstance) {
  const { authn, signIn } = calls(app);
  const { stateToken } = await signIn();
  const enrolled = (await authn('/factors', { stateToken, factorType: 'push', provider: 'OKTA' })).json();
  const device = new SoftwareDevice();
  const registered = await device.register(
    app,
    await scan(app, enrolled._embedded.factor._embedded.activation),
  );
  expect(registered.statusCode).toBe(200);
  const poll = `/factors/${enrolled._embedded.factor.id}/lifecycle/activate/poll`;
  expect((await authn(poll, { stateToken })).json().status).toBe('SUCCESS');
  return { device, factorId: device.factorId, totpSecret: registered.json().totp.sharedSecret as string };
}
