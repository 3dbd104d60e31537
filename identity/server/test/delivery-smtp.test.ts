import { mailServer } from '@shared/test-support/mail-server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { adminCaller } from './admin-support.ts';
import { build, seedUser } from './helper.ts';

const LOGIN = 'giulia.rossi@example.com';

/** The six-digit code in a received message. */
const codeIn = (raw: string) => raw.match(/\b(\d{6})\b/)?.[1];

describe('email delivery over SMTP (nodemailer)', () => {
  it('sends the email factor code over SMTP_URL with credentials, not to the outbox', async (t) => {
    const { port, received } = await mailServer(t);
    const { app, services } = await build(t, {
      smtp: { url: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: 'idp@example.com' },
    });
    expect(services.delivery.adapters.email.name).toBe('smtp');
    expect(services.delivery.adapters.sms.name).toBe('outbox');
    const call = await adminCaller(app, services);
    const user = await seedUser(services, { login: LOGIN, password: 'Compliance!2026' });
    const enrolled = await call('POST', `/api/v1/users/${user.id}/factors`, {
      factorType: 'email',
      provider: 'OKTA',
    });
    expect(enrolled.json()).toMatchObject({ status: 'PENDING_ACTIVATION', profile: { email: LOGIN } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'idp@example.com', to: [LOGIN], user: 'mailer' });
    expect(received[0]!.raw).toMatch(/^Subject: Your verification code/m);
    expect(await services.outbox.list()).toEqual([]);
    const code = codeIn(received[0]!.raw);
    expect(code).toBeDefined();
    const activated = await call(
      'POST',
      `/api/v1/users/${user.id}/factors/${enrolled.json().id}/lifecycle/activate`,
      {
        passCode: code,
      },
    );
    expect(activated.json().status).toBe('ACTIVE');
  });

  it('sends account emails over SMTP_HOST / SMTP_PORT / SMTP_USER / SMTP_PASS too', async (t) => {
    const { port, received } = await mailServer(t);
    const env = {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_USER: 'mailer',
      SMTP_PASS: 's3cret',
      SMTP_FROM: 'Identity <idp@example.com>',
    };
    const { smtp } = loadConfig(env);
    expect(smtp).toEqual({
      host: '127.0.0.1',
      port,
      user: 'mailer',
      pass: 's3cret',
      from: 'Identity <idp@example.com>',
    });
    const { app, services } = await build(t, { smtp: smtp! });
    const call = await adminCaller(app, services);
    const user = await seedUser(services, { login: LOGIN, password: 'Compliance!2026' });
    const reset = await call('POST', `/api/v1/users/${user.id}/lifecycle/reset_password?sendEmail=true`);
    expect(reset.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'idp@example.com', to: [LOGIN] });
    expect(received[0]!.raw).toMatch(/reset_password|reset-password/);
  });

  it('answers 500 (no stack) when the SMTP server refuses the credentials of the IdP; nothing is delivered', async (t) => {
    const { port, received } = await mailServer(t, { user: 'mailer', pass: 'other' });
    const { app, services } = await build(t, {
      smtp: { url: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: 'idp@example.com' },
    });
    const call = await adminCaller(app, services);
    const user = await seedUser(services, { login: LOGIN, password: 'Compliance!2026' });
    const res = await call('POST', `/api/v1/users/${user.id}/factors`, {
      factorType: 'email',
      provider: 'OKTA',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('E0000009');
    expect(res.body).not.toMatch(/at .*\.ts/);
    expect(received).toEqual([]);
  });
});

describe('SMTP and phone settings (src/config.ts)', () => {
  it('reads SMTP_URL, defaults the sender to no-reply@ the issuer host, and reads PHONE_ALLOWED_COUNTRIES', () => {
    const config = loadConfig({
      IDP_ISSUER: 'http://localhost:8080',
      SMTP_URL: 'smtps://u:p@mail.example.com',
      PHONE_ALLOWED_COUNTRIES: 'us, ca,IT',
    });
    expect(config.smtp).toEqual({ url: 'smtps://u:p@mail.example.com', from: 'no-reply@localhost' });
    expect(config.phoneCountries).toEqual(['US', 'CA', 'IT']);
    expect(loadConfig({}).phoneCountries).toEqual(['US', 'CA']);
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(() => loadConfig({ PHONE_ALLOWED_COUNTRIES: 'USA' })).toThrow(/PHONE_ALLOWED_COUNTRIES/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
