import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuth, build, seedUser, TEST_ISSUER, trustOrigin, type Cleanup } from './helper.ts';

const EMAIL = 'marco.bianchi@example.com';
const PASSWORD = 'Maestrale!2026';
const ctx = { actor: { id: 't', type: 'Test' } };
const profile = (over: Record<string, unknown> = {}) => ({
  email: EMAIL,
  password: PASSWORD,
  firstName: 'Marco',
  lastName: 'Bianchi',
  ...over,
});

/** An IdP with registration on (activation by email unless `activationRequired` is false). */
async function setup(t: Cleanup, settings: { enabled?: boolean; activationRequired?: boolean } = {}) {
  const { app, services } = await build(t);
  const policy = await services.registrationPolicy.set(
    { enabled: settings.enabled ?? true, activationRequired: settings.activationRequired ?? true },
    ctx,
  );
  const register = (userProfile: object, extra: object = {}, policyId = policy.policyId) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/registration/${policyId}/register`,
      payload: { userProfile, ...extra },
    });
  const form = () => app.inject({ method: 'GET', url: '/api/v1/registration/form' });
  const activationToken = async (to: string) => {
    const mail = (await services.outbox.list({ to }))[0];
    return new RegExp(`${TEST_ISSUER}/registration/activate/([0-9A-Za-z]{32})`).exec(mail?.text ?? '')?.[1];
  };
  // A person's browser (HTML first) unless told otherwise; the API form asks for JSON.
  const openLink = (token: string, headers: Record<string, string> = { accept: 'text/html,*/*;q=0.8' }) =>
    app.inject({ method: 'GET', url: `/registration/activate/${token}`, headers });
  const openLinkJson = (token: string) => openLink(token, { accept: 'application/json' });
  const statusOf = async (login: string) => (await services.users.admin.get(login))?.status;
  return { app, services, policy, register, form, activationToken, openLink, openLinkJson, statusOf };
}

const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];
const causesOf = (res: LightMyRequestResponse) =>
  (res.json().errorCauses as Array<{ property?: string }>).map((c) => c.property);

describe('GET /api/v1/registration/form', () => {
  it('answers 404 E0000007 while registration is off', async (t) => {
    const { form } = await setup(t, { enabled: false });
    expect(errorOf(await form())).toEqual([404, 'E0000007']);
  });

  it('gives the policy id and the schema in field order, the password with the group policy rules', async (t) => {
    const { form, policy, services } = await setup(t);
    const group = await services.groups.create({ name: 'registered' }, ctx);
    await services.passwordPolicies.set(
      group.id,
      { minLength: 10, minUpperCase: 1, minNumber: 2, excludeUsername: true },
      ctx,
    );
    await services.registrationPolicy.set({ defaultGroupId: group.id }, ctx);
    const res = await form();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.policyId).toBe(policy.policyId);
    expect(body.profileSchema.fieldOrder).toEqual(['email', 'password', 'firstName', 'lastName']);
    expect(body.profileSchema.required).toEqual(['email', 'password', 'firstName', 'lastName']);
    expect(Object.keys(body.profileSchema.properties)).toEqual(body.profileSchema.fieldOrder);
    expect(body.profileSchema.properties.email).toMatchObject({ format: 'email', maxLength: 100 });
    expect(body.profileSchema.properties.password.subSchemas).toEqual([
      { description: 'At least 10 characters', minLength: 10 },
      { description: 'At least 1 uppercase letter', format: '/\\p{Lu}/' },
      { description: 'At least 2 numbers', format: '/(\\p{Nd}.*){2}/' },
      { description: 'Does not contain part of username', format: '^[#/userName]' },
    ]);
  });
});

describe('POST /api/v1/registration/{policyId}/register with activation by email', () => {
  it('creates a STAGED user and emails a one-time link that activates, signs in and redirects', async (t) => {
    const { app, register, activationToken, openLink, openLinkJson, statusOf, services } = await setup(t);
    const res = await register(profile());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await statusOf(EMAIL)).toBe('STAGED');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/authn',
      payload: { username: EMAIL, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    const mail = (await services.outbox.list({ to: EMAIL }))[0]!;
    expect(mail.subject).toBe('Activate your account');
    expect(mail.text).toContain('within 1440 minutes');
    const token = (await activationToken(EMAIL))!;
    const stored = await services.db.execute(sql`SELECT token_hash FROM registration_tokens`);
    const hashes = (stored as unknown as { rows: Array<{ token_hash: string }> }).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes).toHaveLength(1);
    expect(hashes).not.toContain(token);

    const opened = await openLink(token);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${TEST_ISSUER}/login/default`);
    const sid = opened.cookies.find((c) => c.name === 'sid');
    expect(sid?.value).toBeTruthy();
    expect(await statusOf(EMAIL)).toBe('ACTIVE');
    const me = await app.inject({ method: 'GET', url: '/api/v1/sessions/me', cookies: { sid: sid!.value } });
    expect(me.statusCode).toBe(200);
    expect(me.json().login).toBe(EMAIL);

    expect(errorOf(await openLinkJson(token))).toEqual([403, 'E0000110']);
    expect(errorOf(await openLinkJson('0'.repeat(32)))).toEqual([401, 'E0000011']);

    // The same used link clicked in an email: a page in the browser's language with a way back to sign-in.
    const page = await openLink(token, { accept: 'text/html', 'accept-language': 'it-IT,it;q=0.9' });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<h1>Questo link non può essere usato</h1>');
    expect(page.body).toContain('<p role="alert">Il link non è valido');
    expect(page.body).toContain('<code>E0000110</code>');
    expect(page.body).toContain('<a href="/login/default">Torna all’accesso</a>');
    const unknown = await openLink('0'.repeat(32));
    expect([unknown.statusCode, unknown.headers['content-type']]).toEqual([401, 'text/html; charset=utf-8']);
    expect(unknown.body).toContain('<h1>This link cannot be used</h1>');
    expect(unknown.body).toContain('<code>E0000011</code>');
    expect(unknown.body).toContain('<a href="/login/default">Back to sign-in</a>');
  });

  it('redirects to a trusted relayState and refuses an expired link with E0000110', async (t) => {
    const { register, activationToken, openLink, openLinkJson, services } = await setup(t);
    await trustOrigin(services, 'https://suite.example.com');
    await register(profile(), { relayState: 'https://suite.example.com/home' });
    const opened = await openLink((await activationToken(EMAIL))!);
    expect(opened.headers.location).toBe('https://suite.example.com/home');

    const other = 'anna.verdi@example.com';
    await register(profile({ email: other }), { relayState: 'https://evil.example.net/' });
    const token = (await activationToken(other))!;
    await services.db.execute(sql`UPDATE registration_tokens SET expires_at = now() - interval '1 minute'`);
    expect(errorOf(await openLinkJson(token))).toEqual([403, 'E0000110']);
  });

  it('refuses a token that cannot be ours with 400 E0000001: JSON for an API caller, the link page in a browser', async (t) => {
    const { register, activationToken, openLink, openLinkJson, statusOf } = await setup(t);
    await register(profile());
    const token = (await activationToken(EMAIL))!;
    // over the router's param limit (refused before routing), over the schema's 256 characters, and empty
    for (const bad of [token.padEnd(101, 'x'), token.padEnd(257, 'x'), '']) {
      expect(errorOf(await openLinkJson(bad)), bad).toEqual([400, 'E0000001']);
      const page = await openLink(bad, { accept: 'text/html', 'accept-language': 'it' });
      expect([page.statusCode, page.headers['content-type']], bad).toEqual([400, 'text/html; charset=utf-8']);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.body).toContain('<h1>Questo link non può essere usato</h1>');
      expect(page.body).toContain('<p role="alert">Il link non è valido');
      expect(page.body).toContain('<code>E0000001</code>');
      expect(page.body).toContain('<a href="/login/default">Torna all’accesso</a>');
    }
    // neither refusal touched the registration: the real link still activates
    expect(await statusOf(EMAIL)).toBe('STAGED');
    expect((await openLink(token)).statusCode).toBe(302);
    expect(await statusOf(EMAIL)).toBe('ACTIVE');
  });
});

describe('POST /api/v1/registration/{policyId}/register without activation', () => {
  it('returns an activationToken that POST /api/v1/authn {token} turns into SUCCESS once', async (t) => {
    const { app, register, statusOf } = await setup(t, { activationRequired: false });
    const res = await register(profile({ firstName: '  Marco ' }));
    expect(res.statusCode).toBe(200);
    const { activationToken } = res.json();
    expect(activationToken).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(await statusOf(EMAIL)).toBe('ACTIVE');
    const authn = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/authn', payload });
    const tx = await authn({ token: activationToken });
    expect(tx.statusCode).toBe(200);
    expect(tx.json()).toMatchObject({
      status: 'SUCCESS',
      _embedded: { user: { profile: { login: EMAIL, firstName: 'Marco', lastName: 'Bianchi' } } },
    });
    expect(tx.json().sessionToken).toBeTruthy();
    expect(errorOf(await authn({ token: activationToken }))).toEqual([403, 'E0000110']);
    expect(errorOf(await authn({ token: 'nope' }))).toEqual([401, 'E0000011']);
    expect(errorOf(await authn({ token: 'x'.repeat(300) }))).toEqual([400, 'E0000001']);
  });
});

describe('register refusals', () => {
  it('400 E0000114 for a login that exists', async (t) => {
    const { register, services } = await setup(t);
    await seedUser(services, { login: EMAIL, password: 'Something!2026' });
    const res = await register(profile({ email: EMAIL.toUpperCase() }));
    expect(errorOf(res)).toEqual([400, 'E0000114']);
    expect(res.json().errorCauses[0].errorSummary).toBe('A user with this login already exists');
  });

  it('400 E0000001 with one cause per invalid field; nothing is created', async (t) => {
    const { register, statusOf } = await setup(t);
    const blank = await register(profile({ firstName: '   ', lastName: undefined }));
    expect(errorOf(blank)).toEqual([400, 'E0000001']);
    expect(causesOf(blank)).toEqual(['firstName', 'lastName']);
    const email = await register(profile({ email: 'not-an-address' }));
    expect(errorOf(email)).toEqual([400, 'E0000001']);
    expect(email.json().errorCauses[0]).toMatchObject({ property: 'email', reason: 'Invalid email address' });
    const long = await register(profile({ lastName: 'x'.repeat(51) }));
    expect(long.json().errorCauses[0]).toMatchObject({
      property: 'lastName',
      reason: 'cannot exceed 50 characters',
    });
    const weak = await register(profile({ password: 'short' }));
    expect(errorOf(weak)).toEqual([400, 'E0000001']);
    expect(weak.json().errorCauses[0]).toMatchObject({ property: 'password' });
    expect(weak.json().errorCauses[0].reason).toMatch(/^Password requirements were not met/);
    expect(causesOf(await register(profile({ favouriteColour: 'blue' })))).toEqual(['favouriteColour']);
    expect(causesOf(await register(profile({ firstName: 42 })))).toEqual(['firstName']);
    expect(await statusOf(EMAIL)).toBeUndefined();
  });

  it('400 for a malformed body, 404 E0000007 for another policy id or registration off', async (t) => {
    const { app, register, services, policy } = await setup(t);
    const url = `/api/v1/registration/${policy.policyId}/register`;
    expect((await app.inject({ method: 'POST', url, payload: { profile: {} } })).statusCode).toBe(400);
    const text = await app.inject({
      method: 'POST',
      url,
      payload: 'x',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
    expect(errorOf(await register(profile(), {}, 'rstOther'))).toEqual([404, 'E0000007']);
    await services.registrationPolicy.set({ enabled: false }, ctx);
    expect(errorOf(await register(profile()))).toEqual([404, 'E0000007']);
  });

  it('applies the form schema the operator set: a min length and a regular expression', async (t) => {
    const { register, services } = await setup(t);
    await services.registrationPolicy.set(
      {
        profileSchema: {
          properties: {
            email: { type: 'string', title: 'Email', format: 'email' },
            password: { type: 'string', title: 'Password' },
            zipCode: { type: 'string', title: 'CAP', format: '/^\\d{5}$/', minLength: 5 },
          },
          required: ['email', 'password', 'zipCode'],
          fieldOrder: ['zipCode', 'email', 'password'],
        },
      },
      ctx,
    );
    const bad = await register({ email: EMAIL, password: PASSWORD, zipCode: '2012' });
    expect(bad.json().errorCauses.map((c: { reason: string }) => c.reason)).toEqual([
      'cannot be less than 5 characters',
      'Does not match the required format',
    ]);
    expect((await register({ email: EMAIL, password: PASSWORD, zipCode: '20121' })).statusCode).toBe(200);
    expect((await services.users.admin.get(EMAIL))?.profile).toMatchObject({ zipCode: '20121' });
  });
});

describe('GET|PUT /api/v1/registration-policy', () => {
  it('under an API token; 400 for an invalid schema, an unknown group or a bad lifetime', async (t) => {
    const { app, services } = await setup(t, { enabled: false });
    const headers = await adminAuth(services);
    const url = '/api/v1/registration-policy';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const got = await app.inject({ method: 'GET', url, headers });
    expect(got.json()).toMatchObject({
      enabled: false,
      defaultGroupId: null,
      activationRequired: true,
      tokenLifetimeMinutes: 1440,
      profileSchema: { fieldOrder: ['email', 'password', 'firstName', 'lastName'] },
    });
    const put = (payload: object) => app.inject({ method: 'PUT', url, headers, payload });
    const group = await services.groups.create({ name: 'self-registered' }, ctx);
    const saved = await put({ enabled: true, defaultGroupId: group.id, tokenLifetimeMinutes: 60 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, defaultGroupId: group.id, tokenLifetimeMinutes: 60 });
    expect(errorOf(await put({ defaultGroupId: '00gMissing' }))).toEqual([400, 'E0000001']);
    expect(errorOf(await put({ tokenLifetimeMinutes: 1 }))).toEqual([400, 'E0000001']);
    const noPassword = {
      properties: { email: { type: 'string', title: 'Email' } },
      required: ['email'],
      fieldOrder: ['email'],
    };
    expect(errorOf(await put({ profileSchema: noPassword }))).toEqual([400, 'E0000001']);
    const badRegex = {
      properties: {
        email: { type: 'string', title: 'Email' },
        password: { type: 'string', title: 'Password', format: '/(/' },
      },
      required: ['email', 'password'],
      fieldOrder: ['email', 'password'],
    };
    expect(errorOf(await put({ profileSchema: badRegex }))).toEqual([400, 'E0000001']);
  });
});
