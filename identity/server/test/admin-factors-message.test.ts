import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCaller } from './admin-support.ts';
import { build, seedUser, TEST_ISSUER } from './helper.ts';
import { PHONE, PHONE_E164, errorOf, lastCode, messagesTo, otherCode } from './message-factor-support.ts';

const LOGIN = 'giulia.rossi@example.com';

afterEach(() => {
  vi.useRealTimers();
});

async function setup(t: Parameters<typeof build>[0]) {
  const { app, services } = await build(t);
  const call = await adminCaller(app, services);
  const user = await seedUser(services, { login: LOGIN, password: 'Compliance!2026' });
  return { app, services, call, user, factors: `/api/v1/users/${user.id}/factors` };
}

describe('SMS, voice and email factors through the Factors API', () => {
  it('enrols sms (full number to the operator), activates with the code sent, verifies by challenge', async (t) => {
    const { services, call, factors } = await setup(t);
    const enrolled = await call('POST', factors, {
      factorType: 'sms',
      provider: 'OKTA',
      profile: { phoneNumber: PHONE },
    });
    expect(enrolled.statusCode).toBe(200);
    const id: string = enrolled.json().id;
    expect(enrolled.json()).toMatchObject({
      id: expect.stringMatching(/^mbl/),
      status: 'PENDING_ACTIVATION',
      profile: { phoneNumber: PHONE_E164 },
      _links: {
        activate: { href: `${TEST_ISSUER}${factors}/${id}/lifecycle/activate` },
        resend: [{ name: 'sms', href: `${TEST_ISSUER}${factors}/${id}/resend`, hints: { allow: ['POST'] } }],
      },
    });
    const code = await lastCode(services, PHONE_E164);
    expect(errorOf(await call('POST', `${factors}/${id}/resend`))).toEqual([429, 'E0000109']);
    const wrong = await call('POST', `${factors}/${id}/lifecycle/activate`, { passCode: otherCode(code) });
    expect(errorOf(wrong)).toEqual([403, 'E0000068']);
    const active = await call('POST', `${factors}/${id}/lifecycle/activate`, { passCode: code });
    expect(active.json()).toMatchObject({ status: 'ACTIVE', profile: { phoneNumber: PHONE_E164 } });

    // Verify without a passcode sends a code (CHALLENGE); a second ask within 30 s keeps the same code.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 31_000));
    expect((await call('POST', `${factors}/${id}/verify`, {})).json()).toEqual({ factorResult: 'CHALLENGE' });
    expect((await call('POST', `${factors}/${id}/verify`, {})).json()).toEqual({ factorResult: 'CHALLENGE' });
    expect(await messagesTo(services, PHONE_E164)).toHaveLength(2);
    const sent = await lastCode(services, PHONE_E164);
    const ok = await call('POST', `${factors}/${id}/verify`, { passCode: sent });
    expect(ok.json()).toEqual({ factorResult: 'SUCCESS' });
    const again = await call('POST', `${factors}/${id}/verify`, { passCode: sent });
    expect(errorOf(again)).toEqual([403, 'E0000068']);
  });

  it('refuses bad numbers with the phone errors, and resends call codes after 30 s only', async (t) => {
    const { services, call, factors } = await setup(t);
    const enrol = (body: object, query = '') =>
      call('POST', `${factors}${query}`, { factorType: 'call', provider: 'OKTA', ...body });
    expect(errorOf(await enrol({ profile: { phoneNumber: '+1 555 555 0123' } }))).toEqual([400, 'E0000098']);
    expect(errorOf(await enrol({ profile: { phoneNumber: '+44 20 7946 0958' } }))).toEqual([400, 'E0000099']);
    expect(errorOf(await enrol({ profile: {} }))).toEqual([400, 'E0000097']);
    const pending = (await enrol({ profile: { phoneNumber: PHONE } })).json();
    expect(errorOf(await call('POST', `${factors}/${pending.id}/resend`))).toEqual([429, 'E0000133']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 31_000));
    const resent = await call('POST', `${factors}/${pending.id}/resend`);
    expect(resent.json()).toMatchObject({ id: pending.id, status: 'PENDING_ACTIVATION' });
    const calls = await messagesTo(services, PHONE_E164);
    expect(calls.map((m) => m.channel)).toEqual(['voice', 'voice']);
    await call('POST', `${factors}/${pending.id}/lifecycle/activate`, {
      passCode: await lastCode(services, PHONE_E164),
    });
    // A second call factor is refused unless it replaces the first (updatePhone=true).
    expect(errorOf(await enrol({ profile: { phoneNumber: '+16475550142' } }))).toEqual([400, 'E0000001']);
    const replacing = await enrol({ profile: { phoneNumber: '+16475550142' } }, '?updatePhone=true');
    expect(replacing.json().status).toBe('PENDING_ACTIVATION');
    expect(errorOf(await call('POST', `${factors}/mblNope/resend`))).toEqual([404, 'E0000007']);
  });

  it('enrols a security question and verifies its answer', async (t) => {
    const { call, factors } = await setup(t);
    const enrolled = await call('POST', factors, {
      factorType: 'question',
      provider: 'OKTA',
      profile: { question: 'first_computer_game', answer: 'Prince of Persia' },
    });
    expect(enrolled.json()).toMatchObject({
      status: 'ACTIVE',
      profile: { question: 'first_computer_game', questionText: expect.any(String) },
    });
    const id = enrolled.json().id;
    expect(errorOf(await call('POST', `${factors}/${id}/verify`, { answer: 'Doom' }))).toEqual([
      403,
      'E0000068',
    ]);
    const ok = await call('POST', `${factors}/${id}/verify`, { answer: 'prince of persia' });
    expect(ok.json()).toEqual({ factorResult: 'SUCCESS' });
  });
});
