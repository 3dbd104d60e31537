import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP, successBody } from '../../../test-support/fake-idp.ts';
import { copyOf } from '../../../test-support/recorded.ts';
import { ENROLL } from '../../../test-support/recorded-enroll.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { openSetup, STATE_TOKEN } from './enroll-support.ts';

const post = { hints: { allow: ['POST'] } };
const FACTORS = `${IDP}/api/v1/authn/factors`;
const HOST = 'api-1234.duosecurity.test';
const COMPLETE = `${FACTORS}/duo1/lifecycle/activate/response`;
const POLL = `${FACTORS}/duo1/lifecycle/activate/poll`;
const AT_IDP = 'https://idp.acme.test/oauth2/authorize?state=xyz';

/** The recorded MFA_ENROLL with Duo and a generic SAML factor added to its choices, written for this test. */
function enrollWithDuoAndSaml() {
  const body = copyOf(ENROLL.mfaEnrollAll);
  const question = body._embedded.factors.find((f) => f.factorType === 'question')!;
  const row = (provider: string, factorType: string, vendorName = provider) => ({
    ...structuredClone(question),
    provider,
    vendorName,
    factorType,
  });
  body._embedded.factors.push(row('DUO', 'web'), row('GENERIC_SAML', 'assertion:saml2', 'Acme Login'));
  return { status: 200, body };
}

/** MFA_ENROLL_ACTIVATE of a factor (Okta's Authn API shape), written for this test. */
function activate(provider: string, factorType: string, embedded: object, next: object) {
  const { body } = ENROLL.mfaEnrollAll;
  return {
    status: 200,
    body: {
      status: 'MFA_ENROLL_ACTIVATE',
      stateToken: body.stateToken,
      expiresAt: body.expiresAt,
      factorResult: 'WAITING',
      _embedded: {
        user: body._embedded.user,
        factor: { id: 'duo1', provider, factorType, vendorName: provider, _embedded: embedded },
      },
      _links: { next, cancel: { href: `${IDP}/api/v1/authn/cancel`, ...post } },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Duo and generic identity-provider enrolments (spec §2 enroll/duo/web, enroll/generic_saml…)', () => {
  it('Duo: enrols as it opens, runs the frame, posts its ENROLL response with the app signature, polls', async () => {
    const duoActivate = activate(
      'DUO',
      'web',
      {
        activation: {
          host: HOST,
          signature: 'TX|dHg=|c2ln:APP|YXBw|c2ln',
          _links: { complete: { href: COMPLETE, ...post } },
        },
      },
      { name: 'poll', href: POLL, ...post },
    );
    const idp = fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return enrollWithDuoAndSaml();
      if (r.url === FACTORS) return duoActivate;
      if (r.url === COMPLETE) return { status: 200, text: '' };
      if (r.url === POLL) return { status: 200, body: successBody('duo') };
      return undefined;
    });
    const { widget, success } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    await openSetup('Duo Security');
    const frame = await screen.findByTitle('Duo Security');
    expect(screen.getByRole('heading', { name: 'Setup Duo Security' })).toBeInTheDocument();
    await waitFor(() => expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-duo duo-form' }));
    expect(idp.seen.find((r) => r.url === FACTORS)?.body).toMatchObject({
      provider: 'DUO',
      factorType: 'web',
    });
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.host).toBe(HOST);
    expect(src.searchParams.get('v')).toBe('2.6');
    const results = await axe.run(document.body, {
      iframes: false,
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: 'ENROLL|dXNlcg==|c2ln',
          origin: `https://${HOST}`,
          source: (frame as HTMLIFrameElement).contentWindow,
        }),
      );
    });
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    const posted = idp.seen.find((r) => r.url === COMPLETE)!;
    expect(Object.fromEntries(new URLSearchParams(posted.body as string))).toEqual({
      id: 'duo1',
      stateToken: STATE_TOKEN,
      sig_response: 'ENROLL|dXNlcg==|c2ln:APP|YXBw|c2ln',
    });
    expect(idp.seen.at(-1)?.url).toBe(POLL);
  });

  it('generic SAML: names the IdP; Enroll enrols and sends the browser to the next link', async () => {
    const samlActivate = activate(
      'GENERIC_SAML',
      'assertion:saml2',
      {},
      { name: 'redirect', href: AT_IDP, ...post },
    );
    const idp = fakeIdp((r) => {
      if (r.url === `${IDP}/api/v1/authn`) return enrollWithDuoAndSaml();
      if (r.url === FACTORS) return samlActivate;
      return undefined;
    });
    renderWidget();
    const user = await openSetup('Custom factor');
    expect(await screen.findByRole('heading', { name: 'Setup Acme Login' })).toBeInTheDocument();
    expect(
      screen.getByText('Clicking below will redirect to MFA enrollment with Acme Login'),
    ).toBeInTheDocument();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AT_IDP));
    expect(idp.seen.at(-1)?.body).toMatchObject({ provider: 'GENERIC_SAML', factorType: 'assertion:saml2' });
  });
});
