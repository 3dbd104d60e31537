import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCaller } from './admin-support.ts';
import { TEST_ISSUER } from './helper.ts';
import { enrolDevice, errorOf, LOGIN, pushSetup } from './push-setup.ts';

// Push verification through the Factors API (a helpdesk checking a caller): POST …/verify without a body sends a
// push (201 WAITING, poll and cancel links), the transaction's URL answers WAITING, SUCCESS, REJECTED, TIMEOUT or,
// after DELETE, CANCELLED.

async function setup(t: Parameters<typeof pushSetup>[0]) {
  const idp = await pushSetup(t);
  const { device, factorId } = await enrolDevice(idp.app);
  const call = await adminCaller(idp.app, idp.services);
  return { ...idp, device, factorId, call };
}

describe('push verification through the Factors API', () => {
  it('sends a push the device sees, polls WAITING, then SUCCESS once approved, REJECTED once rejected', async (t) => {
    const { app, call, device, factorId, user } = await setup(t);
    const base = `/api/v1/users/${user.id}/factors/${factorId}`;

    const sent = await call('POST', `${base}/verify`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    const body = sent.json();
    const path = `${base}/transactions/${body._links.poll.href.split('/').pop()}`;
    expect(body).toEqual({
      factorResult: 'WAITING',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      _links: {
        poll: { href: `${TEST_ISSUER}${path}`, hints: { allow: ['GET'] } },
        cancel: { href: `${TEST_ISSUER}${path}`, hints: { allow: ['DELETE'] } },
      },
    });
    const [push] = await device.pushes(app);
    expect(push).toMatchObject({ login: LOGIN });
    expect((await call('GET', path)).json()).toMatchObject({ factorResult: 'WAITING', _links: body._links });

    expect((await device.answer(app, push!.id, 'APPROVED')).statusCode).toBe(200);
    expect((await call('GET', path)).json()).toEqual({ factorResult: 'SUCCESS' });
    // the result stays readable, and a finished push cannot be cancelled into something else
    expect((await call('DELETE', path)).statusCode).toBe(204);
    expect((await call('GET', path)).json()).toEqual({ factorResult: 'SUCCESS' });

    const second = (await call('POST', `${base}/verify`, {})).json();
    const [again] = await device.pushes(app);
    expect((await device.answer(app, again!.id, 'REJECTED')).statusCode).toBe(200);
    expect((await call('GET', new URL(second._links.poll.href).pathname)).json()).toEqual({
      factorResult: 'REJECTED',
    });
  });

  it('DELETE withdraws a waiting push: the device no longer has it, its answer is refused, the poll says CANCELLED', async (t) => {
    const { app, call, device, factorId, user } = await setup(t);
    const sent = (await call('POST', `/api/v1/users/${user.id}/factors/${factorId}/verify`, {})).json();
    const path = new URL(sent._links.cancel.href).pathname;
    const [push] = await device.pushes(app);

    expect((await call('DELETE', path)).statusCode).toBe(204);
    expect(await device.pushes(app)).toEqual([]);
    expect(errorOf(await device.answer(app, push!.id, 'APPROVED'))).toEqual([403, 'E0000079']);
    expect((await call('GET', path)).json()).toEqual({ factorResult: 'CANCELLED' });
  });

  it('answers TIMEOUT once the push expired unanswered', async (t) => {
    const { app, call, device, factorId, user, services } = await setup(t);
    const sent = (await call('POST', `/api/v1/users/${user.id}/factors/${factorId}/verify`, {})).json();
    const path = new URL(sent._links.poll.href).pathname;
    await services.db.execute(sql`UPDATE push_challenges SET expires_at = now() - interval '1 second'`);
    expect((await call('GET', path)).json()).toEqual({ factorResult: 'TIMEOUT' });
    expect((await call('DELETE', path)).statusCode).toBe(204);
    expect((await call('GET', path)).json()).toEqual({ factorResult: 'TIMEOUT' });
    expect(await device.pushes(app)).toEqual([]);
  });

  it("refuses unknown transactions, a sign-in's push, other factors and callers without an API token", async (t) => {
    const { app, call, factorId, user, services, authn, signIn, device } = await setup(t);
    const base = `/api/v1/users/${user.id}/factors/${factorId}`;
    expect(errorOf(await call('GET', `${base}/transactions/mstUnknown`))).toEqual([404, 'E0000007']);
    expect(errorOf(await call('DELETE', `${base}/transactions/mstUnknown`))).toEqual([404, 'E0000007']);

    // a push sent for a sign-in is not a Factors API transaction
    const { stateToken } = await signIn();
    await authn(`/factors/${factorId}/verify`, { stateToken });
    const [signInPush] = await device.pushes(app);
    expect(errorOf(await call('GET', `${base}/transactions/${signInPush!.id}`))).toEqual([404, 'E0000007']);
    expect(errorOf(await call('DELETE', `${base}/transactions/${signInPush!.id}`))).toEqual([
      404,
      'E0000007',
    ]);
    expect(await device.pushes(app)).toHaveLength(1);

    const totp = await services.factors.add({
      userId: user.id,
      factorType: 'token:software:totp',
      provider: 'GOOGLE',
      status: 'ACTIVE',
    });
    const wrongFactor = await call(
      'GET',
      `/api/v1/users/${user.id}/factors/${totp.id}/transactions/mstUnknown`,
    );
    expect(errorOf(wrongFactor)).toEqual([400, 'E0000001']);

    const anonymous = await app.inject({ method: 'POST', url: `${base}/verify`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await device.pushes(app)).toHaveLength(1);
  });
});
