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

  it('shows a browser an HTML page, newest first, escaped, under a CSP without script', async (t) => {
    const { app, services } = await build(t, { devOutbox: true });
    await services.outbox.send({ to: 'a@example.com', subject: 'First <b>', text: 'code 111111' });
    await services.outbox.send({ to: '+14155550123', text: 'Your code is 222222', channel: 'sms' });
    await services.outbox.send({ to: '+14155550123', text: 'Code 333333', channel: 'voice' });
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const page = await app.inject({ url: '/dev/outbox', headers: { accept: html } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('First &lt;b&gt;');
    const order = ['333333', '222222', '111111'].map((code) => page.body.indexOf(code));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(page.body).toContain('Voice call to +14155550123');

    const one = await app.inject({ url: '/dev/outbox?to=a%40example.com', headers: { accept: html } });
    expect(one.body).toContain('111111');
    expect(one.body).not.toContain('222222');
    expect(one.body).toContain('value="a@example.com"');
    const none = await app.inject({ url: '/dev/outbox?to=z%40example.com', headers: { accept: html } });
    expect(none.body).toContain('No messages to z@example.com.');
  });
});
