import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSecret } from '../src/factors/secret-box.ts';
import { TEST_ISSUER, TEST_KEYS_ENCRYPTION_KEY } from './helper.ts';
import { PASSWORD, errorOf, setupMessageFactors, signIn } from './message-factor-support.ts';

describe('security question and password factors through the Authn API', () => {
  it('lists the questions at the `questions` link, enrols at once (SUCCESS) and verifies the answer', async (t) => {
    const { app, services, user, authn } = await setupMessageFactors(t, [
      { factorType: 'question', enrollment: 'REQUIRED' },
    ]);
    const { stateToken, _embedded } = (await signIn(app)).json();
    const offered = _embedded.factors[0];
    const questionsUrl = `${TEST_ISSUER}/api/v1/users/${user.id}/factors/questions`;
    expect(offered).toMatchObject({
      factorType: 'question',
      provider: 'OKTA',
      status: 'NOT_SETUP',
      _links: {
        enroll: { href: `${TEST_ISSUER}/api/v1/authn/factors`, hints: { allow: ['POST'] } },
        questions: { href: questionsUrl, hints: { allow: ['GET'] } },
      },
    });
    // No API token: the widget follows the link before sign-in completes.
    const list = await app.inject({ method: 'GET', url: new URL(questionsUrl).pathname });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(5);
    expect(list.json()).toContainEqual({ question: 'disliked_food', questionText: expect.any(String) });
    const nobody = await app.inject({ method: 'GET', url: '/api/v1/users/00uNobody/factors/questions' });
    expect(errorOf(nobody)).toEqual([404, 'E0000007']);

    const enrol = (profile: object) =>
      authn('/factors', { stateToken, factorType: 'question', provider: 'OKTA', profile });
    expect(errorOf(await enrol({ question: 'pet_name', answer: 'Fido the dog' }))).toEqual([400, 'E0000001']);
    expect(errorOf(await enrol({ question: 'disliked_food', answer: 'any food at all' }))).toEqual([
      400,
      'E0000001',
    ]);
    const short = await enrol({ question: 'disliked_food', answer: 'egg' });
    expect(short.json().errorCauses[0].errorSummary).toMatch(/at least 4/);
    const done = await enrol({ question: 'disliked_food', answer: '  Boiled   Spinach ' });
    expect(done.json()).toMatchObject({ status: 'SUCCESS', sessionToken: expect.any(String) });

    const [factor] = await services.factors.listForUser(user.id);
    expect(factor).toMatchObject({
      factorType: 'question',
      status: 'ACTIVE',
      profile: { question: 'disliked_food', questionText: expect.any(String) },
    });
    // The answer is kept as an argon2id hash only (sealed with KEYS_ENCRYPTION_KEY, like every factor secret).
    const stored = (await services.db.execute(
      sql`SELECT secret FROM factor_secrets WHERE factor_id = ${factor!.id}`,
    )) as unknown as { rows: Array<{ secret: string }> };
    const secret = stored.rows[0]!.secret;
    expect(openSecret(TEST_KEYS_ENCRYPTION_KEY, secret, factor!.id)).toMatch(/^\$argon2id\$/);
    expect(secret.toLowerCase()).not.toContain('spinach');

    const next = (await signIn(app)).json();
    expect(next._embedded.factors[0]).toMatchObject({
      id: factor!.id,
      profile: { question: 'disliked_food' },
    });
    const verify = (answer: string) =>
      authn(`/factors/${factor!.id}/verify`, { stateToken: next.stateToken, answer });
    const wrong = await verify('broccoli');
    expect(wrong.json()).toMatchObject({ errorCode: 'E0000068', errorSummary: 'Invalid Passcode/Answer' });
    expect((await verify('boiled spinach')).json().status).toBe('SUCCESS');
  });

  it('password factor: enrolment proves the current password; verify with `password`', async (t) => {
    const { app, services, user, authn } = await setupMessageFactors(t, [
      { factorType: 'password', enrollment: 'REQUIRED' },
    ]);
    const { stateToken } = (await signIn(app)).json();
    const enrol = (password: string) =>
      authn('/factors', { stateToken, factorType: 'password', provider: 'OKTA', profile: { password } });
    expect(errorOf(await enrol('not my password'))).toEqual([400, 'E0000001']);
    expect((await enrol(PASSWORD)).json().status).toBe('SUCCESS');
    const [factor] = await services.factors.listForUser(user.id);
    expect(factor).toMatchObject({ factorType: 'password', status: 'ACTIVE', profile: {} });

    const next = (await signIn(app)).json();
    expect(next.status).toBe('MFA_REQUIRED');
    const verify = (body: object) =>
      authn(`/factors/${factor!.id}/verify`, { stateToken: next.stateToken, ...body });
    expect(errorOf(await verify({ password: 'wrong' }))).toEqual([403, 'E0000068']);
    expect(errorOf(await verify({}))).toEqual([403, 'E0000068']);
    expect((await verify({ password: PASSWORD })).json().status).toBe('SUCCESS');
  });
});
