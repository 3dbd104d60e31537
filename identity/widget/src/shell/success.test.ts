import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthClient } from '@identity/client';
import type { Transaction } from '@identity/contracts';
import { resolveFeatures } from '../settings/settings.ts';
import { giulia, IDP } from '../test-support/fake-idp.ts';
import { sessionSuccess } from './success.ts';

const client = new AuthClient({ url: IDP });
const tx = (extra: Partial<Transaction>): Transaction => ({
  status: 'SUCCESS',
  _embedded: { user: giulia },
  ...extra,
});
const settings = (redirectByFormSubmit = false) => ({
  baseUrl: IDP,
  features: resolveFeatures({ redirectByFormSubmit }),
});

/** Records window.location.assign and the GET forms submitted (jsdom cannot navigate). */
function watchNavigation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, href: 'http://app.test/here', assign });
  const forms: { action: string; method: string; fields: [string, string][] }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    forms.push({
      action: this.action,
      method: this.method,
      fields: [...new FormData(this).entries()].map(([k, v]) => [k, String(v)]),
    });
  });
  return { assign, forms };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('sessionSuccess (2.21.0 success callback shapes)', () => {
  it('step-up carries stepUp.url and finish() navigates there', () => {
    const { assign, forms } = watchNavigation();
    const url = `${IDP}/login/step-up/redirect?stateToken=st`;
    const res = sessionSuccess({ kind: 'step-up', url }, tx({ type: 'SESSION_STEP_UP' }), client, settings());
    expect(res).toMatchObject({ status: 'SUCCESS', type: 'SESSION_STEP_UP', user: giulia, stepUp: { url } });
    res.stepUp?.finish();
    expect(assign).toHaveBeenCalledWith(url);
    expect(forms).toEqual([]);
  });

  it('a next link gives next(); relayState is passed through', () => {
    const { assign } = watchNavigation();
    const res = sessionSuccess(
      { kind: 'next', url: `${IDP}/next` },
      tx({ relayState: '/app' }),
      client,
      settings(),
    );
    expect(res).toMatchObject({ status: 'SUCCESS', type: 'SESSION_SSO', relayState: '/app' });
    expect(res.session).toBeUndefined();
    res.next?.();
    expect(assign).toHaveBeenCalledWith(`${IDP}/next`);
  });

  it('an SSO session gives session.token; setCookieAndRedirect goes to sessionCookieRedirect', () => {
    const { assign, forms } = watchNavigation();
    const res = sessionSuccess(
      { kind: 'session', sessionToken: 'abc' },
      tx({ sessionToken: 'abc' }),
      client,
      settings(),
    );
    expect(res).toMatchObject({ status: 'SUCCESS', type: 'SESSION_SSO', session: { token: 'abc' } });
    res.session?.setCookieAndRedirect('http://app.test/after');
    expect(assign).toHaveBeenCalledWith(
      `${IDP}/login/sessionCookieRedirect?checkAccountSetupComplete=true&token=abc&redirectUrl=http%3A%2F%2Fapp.test%2Fafter`,
    );
    expect(forms).toEqual([]);
  });
});

describe('features.redirectByFormSubmit (spec §3): every success redirect is a GET form submission', () => {
  it('setCookieAndRedirect submits sessionCookieRedirect with its query as hidden fields', () => {
    const { assign, forms } = watchNavigation();
    const res = sessionSuccess(
      { kind: 'session', sessionToken: 'abc' },
      tx({ sessionToken: 'abc' }),
      client,
      settings(true),
    );
    res.session?.setCookieAndRedirect('http://app.test/after?x=1');
    expect(assign).not.toHaveBeenCalled();
    expect(forms).toEqual([
      {
        action: `${IDP}/login/sessionCookieRedirect`,
        method: 'get',
        fields: [
          ['checkAccountSetupComplete', 'true'],
          ['token', 'abc'],
          ['redirectUrl', 'http://app.test/after?x=1'],
        ],
      },
    ]);
    expect(document.querySelector('form')?.hidden).toBe(true);
  });

  it('without a redirect URL, comes back to the current page', () => {
    const { forms } = watchNavigation();
    const res = sessionSuccess({ kind: 'session', sessionToken: 'abc' }, tx({}), client, settings(true));
    res.session?.setCookieAndRedirect();
    expect(forms[0]?.fields).toContainEqual(['redirectUrl', 'http://app.test/here']);
  });

  it('step-up finish() and next() submit their URL the same way', () => {
    const { assign, forms } = watchNavigation();
    const url = `${IDP}/login/step-up/redirect?stateToken=st`;
    sessionSuccess({ kind: 'step-up', url }, tx({}), client, settings(true)).stepUp?.finish();
    sessionSuccess({ kind: 'next', url: `${IDP}/next` }, tx({}), client, settings(true)).next?.();
    expect(assign).not.toHaveBeenCalled();
    expect(forms).toEqual([
      { action: `${IDP}/login/step-up/redirect`, method: 'get', fields: [['stateToken', 'st']] },
      { action: `${IDP}/next`, method: 'get', fields: [] },
    ]);
  });
});
