import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { enrolTotpInAuthn } from './factor-support.ts';
import { build, seedUser } from './helper.ts';

// Issue 6 journey 8: "Ten wrong factor answers lock the account (E0000069), counted atomically like password
// failures." Ten wrong answers sent at once (on PostgreSQL: ten connections of the pool, truly concurrent) must be
// counted ten times, so exactly one of them is the tenth: it locks the account and answers E0000069.

const LOGIN = 'giulia.rossi@example.com';
const PASSWORD = 'Compliance!2026';

describe('MFA lockout under concurrent wrong answers', () => {
  it('ten wrong TOTP answers at once: nine E0000068, one E0000069, the account locked once', async (t) => {
    const { app, services } = await build(t);
    const user = await seedUser(services, { login: LOGIN, password: PASSWORD, groups: ['aml-officers'] });
    const [group] = await services.groups.ofUser(user.id);
    const factors = [{ factorType: 'token:software:totp', enrollment: 'REQUIRED' as const }];
    await services.policies.set(
      group!.id,
      { mfaRequired: true, factors },
      { actor: { id: 't', type: 'Test' } },
    );
    const authn = (url: string, payload: object): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: `/api/v1/authn${url}`, payload });
    const signIn = async () => (await authn('', { username: LOGIN, password: PASSWORD })).json();

    // Enrol the authenticator app, then start a sign-in that asks for it.
    const enrolment = await signIn();
    const { activated, id } = await enrolTotpInAuthn(authn, enrolment.stateToken);
    expect(activated.json().status).toBe('SUCCESS');
    const { stateToken, status } = await signIn();
    expect(status).toBe('MFA_REQUIRED');

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => authn(`/factors/${id}/verify`, { stateToken, passCode: '000000' })),
    );
    const codes = answers.map((r) => `${r.statusCode} ${r.json().errorCode}`).sort();
    expect(codes).toEqual([...Array<string>(9).fill('403 E0000068'), '403 E0000069']);
    expect((await services.users.findById(user.id))?.status).toBe('LOCKED_OUT');
    const locks = (await services.audit.list({ userId: user.id })).filter(
      (e) => e.type === 'user.account.lock',
    );
    expect(locks).toHaveLength(1);
  });
});
