import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../src/config.ts';
import type { Services } from '../src/services.ts';
import { build, seedUser, type Cleanup } from './helper.ts';

// Helpers of the tests of factors delivered by message (SMS, voice call, email): a policy, the Authn calls,
// and a person's phone or mailbox (the outbox, read as a developer would at /dev/outbox).

export const LOGIN = 'giulia.rossi@example.com';
export const PASSWORD = 'Compliance!2026';
export const PHONE = '+1 415 555 0123';
export const PHONE_E164 = '+14155550123';
export const post = { hints: { allow: ['POST'] } };

export type PolicyFactors = Array<{ factorType: string; enrollment?: 'REQUIRED' | 'OPTIONAL' }>;

/** An IdP with Giulia in `aml-officers`, whose policy requires MFA with `factors`. */
export async function setupMessageFactors(t: Cleanup, factors: PolicyFactors, config: Partial<Config> = {}) {
  const { app, services } = await build(t, config);
  const user = await seedUser(services, { login: LOGIN, password: PASSWORD, groups: ['aml-officers'] });
  const [group] = await services.groups.ofUser(user.id);
  const policy = { mfaRequired: true, factors, rememberDevice: { lifetimeMinutes: 60 } };
  await services.policies.set(group!.id, policy, { actor: { id: 't', type: 'Test' } });
  return { app, services, user, authn: authnCaller(app) };
}

/** `POST /api/v1/authn{path}{query}` with a JSON body. */
export function authnCaller(app: FastifyInstance) {
  return (path: string, payload: object, query = ''): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: `/api/v1/authn${path}${query}`, payload });
}

/** Primary authentication of Giulia: the MFA transaction's first answer. */
export const signIn = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/v1/authn', payload: { username: LOGIN, password: PASSWORD } });

/** `[status, errorCode]` of an error answer. */
export const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().errorCode];

/** The messages the outbox holds for `to`, newest first. */
export async function messagesTo(services: Pick<Services, 'outbox'>, to: string) {
  return services.outbox.list({ to });
}

/** The six-digit code of the newest message to `to` (fails the test when there is none). */
export async function lastCode(services: Pick<Services, 'outbox'>, to: string): Promise<string> {
  const [newest] = await messagesTo(services, to);
  const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code sent to ${to}`).toBeDefined();
  return code!;
}

/** Another six-digit code than `code` (a wrong answer that is well formed). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
