import { describe, expect, it, vi } from 'vitest';
import { AuthClient } from '@identity/client';
import type { Transaction } from '@identity/contracts';
import { giulia, IDP } from '../test-support/fake-idp.ts';
import { sessionSuccess } from './success.ts';

const client = new AuthClient({ url: IDP });
const tx = (extra: Partial<Transaction>): Transaction => ({
  status: 'SUCCESS',
  _embedded: { user: giulia },
  ...extra,
});

describe('sessionSuccess (2.21.0 success callback shapes)', () => {
  it('step-up carries stepUp.url and finish() navigates there', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const url = `${IDP}/login/step-up/redirect?stateToken=st`;
    const res = sessionSuccess({ kind: 'step-up', url }, tx({ type: 'SESSION_STEP_UP' }), client);
    expect(res).toMatchObject({ status: 'SUCCESS', type: 'SESSION_STEP_UP', user: giulia, stepUp: { url } });
    res.stepUp?.finish();
    expect(assign).toHaveBeenCalledWith(url);
    vi.unstubAllGlobals();
  });

  it('a next link gives next(); relayState is passed through', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const res = sessionSuccess({ kind: 'next', url: `${IDP}/next` }, tx({ relayState: '/app' }), client);
    expect(res).toMatchObject({ status: 'SUCCESS', type: 'SESSION_SSO', relayState: '/app' });
    expect(res.session).toBeUndefined();
    res.next?.();
    expect(assign).toHaveBeenCalledWith(`${IDP}/next`);
    vi.unstubAllGlobals();
  });

  it('an SSO session gives session.token', () => {
    const res = sessionSuccess({ kind: 'session', sessionToken: 'abc' }, tx({ sessionToken: 'abc' }), client);
    expect(res).toMatchObject({ status: 'SUCCESS', type: 'SESSION_SSO', session: { token: 'abc' } });
  });
});
