import { describe, expect, it } from 'vitest';
import { enrolDevice, errorOf, pushSetup } from './push-setup.ts';

// Cancelling a sign-in while its push waits (spec §2 "Sign out" during MFA; design/authn-protocol.md §1.3 "cancel
// revokes the state token"): the push is withdrawn from the device, its approval is refused (a cancelled sign-in
// can never be approved from the phone), and the widget's next poll gets 401 E0000011 (the state token is gone).

describe('push verification cancelled', () => {
  it('withdraws the waiting push; approving it is refused; the poll answers 401 E0000011', async (t) => {
    const { app, authn, signIn } = await pushSetup(t);
    const { device, factorId } = await enrolDevice(app);
    const { stateToken } = await signIn();
    const sent = (await authn(`/factors/${factorId}/verify`, { stateToken })).json();
    expect(sent).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'WAITING' });
    const [push] = await device.pushes(app);
    expect(push).toBeDefined();

    const cancelled = await authn('/cancel', { stateToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().stateToken).toBeUndefined();
    expect(await device.pushes(app)).toEqual([]);
    expect(errorOf(await device.answer(app, push!.id, 'APPROVED'))).toEqual([403, 'E0000079']);
    expect(errorOf(await authn(`/factors/${factorId}/verify`, { stateToken }))).toEqual([401, 'E0000011']);
    expect(errorOf(await authn('/cancel', { stateToken }))).toEqual([401, 'E0000011']);
  });

  it('another sign-in’s push is left waiting', async (t) => {
    const { app, authn, signIn } = await pushSetup(t);
    const { device, factorId } = await enrolDevice(app);
    const first = (await signIn()).stateToken;
    const second = (await signIn()).stateToken;
    await authn(`/factors/${factorId}/verify`, { stateToken: first });
    await authn(`/factors/${factorId}/verify`, { stateToken: second });
    expect(await device.pushes(app)).toHaveLength(2);
    expect((await authn('/cancel', { stateToken: first })).statusCode).toBe(200);
    expect(await device.pushes(app)).toHaveLength(1);
    const waiting = await authn(`/factors/${factorId}/verify`, { stateToken: second });
    expect(waiting.json()).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'WAITING' });
  });

  it('going back to the factor list withdraws the waiting push; choosing push again sends a new one', async (t) => {
    const { app, authn, signIn } = await pushSetup(t);
    const { device, factorId } = await enrolDevice(app);
    const { stateToken } = await signIn();
    await authn(`/factors/${factorId}/verify`, { stateToken });
    const [first] = await device.pushes(app);
    expect(first).toBeDefined();
    const back = await authn('/previous', { stateToken });
    expect(back.json()).toMatchObject({ status: 'MFA_REQUIRED' });
    expect(await device.pushes(app)).toEqual([]);
    expect(errorOf(await device.answer(app, first!.id, 'APPROVED'))).toEqual([403, 'E0000079']);
    const again = await authn(`/factors/${factorId}/verify`, { stateToken });
    expect(again.json()).toMatchObject({ status: 'MFA_CHALLENGE', factorResult: 'WAITING' });
    const [second] = await device.pushes(app);
    expect(second?.id).toBeDefined();
    expect(second!.id).not.toBe(first!.id);
  });
});
