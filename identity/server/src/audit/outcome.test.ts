import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outcome.ts';

describe('outcomeOf', () => {
  it.each([
    ['user.authentication.auth_via_password.failure', {}, 'FAILURE'],
    ['user.session.start.failure', {}, 'FAILURE'],
    ['oidc.code_replayed', {}, 'FAILURE'],
    ['user.authentication.auth_via_password.locked', {}, 'FAILURE'],
    ['system.api.request', { status: 404 }, 'FAILURE'],
    ['system.api.request', { status: 200 }, 'SUCCESS'],
    ['system.api.request', { status: '500' }, 'SUCCESS'],
    ['user.session.start', {}, 'SUCCESS'],
  ] as const)('%s %j -> %s', (type, details, outcome) => {
    expect(outcomeOf(type, details)).toBe(outcome);
  });
});
