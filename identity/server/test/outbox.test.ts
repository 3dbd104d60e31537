import { describe, expect, it } from 'vitest';
import { build } from './helper.ts';

describe('GET /dev/outbox', () => {
  it('shows the stored messages newest first, optionally to one recipient', async (t) => {
    const { app, services } = await build(t, { devOutbox: true });
    await services.outbox.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await services.outbox.send({ to: 'b@example.com', subject: 'Second', text: 'two' });
    await services.outbox.send({ to: 'a@example.com', text: '123456', channel: 'sms' });
    const all = await app.inject({ url: '/dev/outbox' });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((m: { text: string }) => m.text)).toEqual(['123456', 'two', 'one']);
    expect(all.json()[0]).toMatchObject({ channel: 'sms', to: 'a@example.com', subject: null });
    expect(all.json()[2]).toMatchObject({
      channel: 'email',
      subject: 'First',
      id: expect.stringMatching(/^obx/),
    });
    const toA = await app.inject({ url: '/dev/outbox?to=a@example.com&limit=1' });
    expect(toA.json().map((m: { text: string }) => m.text)).toEqual(['123456']);
    expect((await app.inject({ url: '/dev/outbox?limit=0' })).statusCode).toBe(400);
  });

  it('is served by default on a localhost issuer only (it carries one-time links)', async (t) => {
    const local = await build(t, { issuer: 'http://localhost:8080' });
    expect(local.services.config.devOutbox).toBe(true);
    expect((await local.app.inject({ url: '/dev/outbox' })).statusCode).toBe(200);
    const deployed = await build(t, { issuer: 'https://idp.example.com' });
    expect(deployed.services.config.devOutbox).toBe(false);
    const res = await deployed.app.inject({ url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('E0000007');
  });
});
