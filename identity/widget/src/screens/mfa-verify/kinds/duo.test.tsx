import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeIdp, IDP, successBody } from '../../../test-support/fake-idp.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { authn, factorOf, mfaChallenge, mfaRequired, post, signIn } from '../tests/verify-support.ts';

const HOST = 'api-1234.duosecurity.test';
const COMPLETE = authn('/factors/duo1/verify/response');

/** A Duo factor's MFA_CHALLENGE as Okta's Authn API answers it (spec §3 Duo payload), written for this test. */
function duoIdp(signature = 'TX|dHg=|c2ln:APP|YXBw|c2ln', verification: object | null = {}) {
  const required = mfaRequired([factorOf('duo1', 'DUO', 'web', { credentialId: 'giulia' })], {
    allowRememberDevice: true,
    rememberDeviceLifetimeInMinutes: 0,
  });
  const challenge = mfaChallenge(
    required,
    'duo1',
    'WAITING',
    verification === null
      ? undefined
      : {
          verification: {
            host: HOST,
            signature,
            _links: { complete: { href: COMPLETE, ...post } },
            ...verification,
          },
        },
  );
  let verifies = 0;
  return fakeIdp((r) => {
    if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: required };
    if (r.url === COMPLETE) return { status: 200, text: '' };
    if (r.url.startsWith(authn('/factors/duo1/verify')))
      return { status: 200, body: verifies++ === 0 ? challenge : successBody('duo') };
    return undefined;
  });
}

/** WCAG 2.1 AA on the widget; the frame's inside is Duo's page (axe does not enter it: jsdom loads no frames). */
async function expectNoAxeViolationsAroundFrame() {
  const results = await axe.run(document.body, {
    iframes: false,
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Posts `data` to the widget as the Duo frame (or another window) would. */
function frameSays(data: string, origin = `https://${HOST}`, source?: Window | null) {
  const frame = document.querySelector('iframe');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: source ?? frame?.contentWindow }),
    );
  });
}

describe('Duo Security verification (spec §2 verify/duo/web, §4 Duo, §7 Duo)', () => {
  it('verifies, loads the v2.6 frame, posts its response with the app signature, then polls to SUCCESS', async () => {
    const idp = duoIdp();
    const { widget, success } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    await signIn();
    const frame = await screen.findByTitle('Duo Security');
    await waitFor(() =>
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify-duo duo-form' }),
    );
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`https://${HOST}/frame/web/v1/auth`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      tx: 'TX|dHg=|c2ln',
      parent: window.location.href,
      v: '2.6',
    });
    await expectNoAxeViolationsAroundFrame();
    // Messages from another origin or another window are ignored.
    frameSays('AUTH|dXNlcg==|c2ln', 'https://evil.test');
    frameSays('AUTH|dXNlcg==|c2ln', `https://${HOST}`, window);
    expect(idp.seen.some((r) => r.url === COMPLETE)).toBe(false);
    screen.getByRole('checkbox', { name: 'Do not challenge me on this device again' }).click();
    frameSays('AUTH|dXNlcg==|c2ln');
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    const posted = idp.seen.find((r) => r.url === COMPLETE)!;
    expect(posted.method).toBe('POST');
    expect(posted.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(posted.body as string))).toEqual({
      id: 'duo1',
      stateToken: expect.any(String),
      sig_response: 'AUTH|dXNlcg==|c2ln:APP|YXBw|c2ln',
    });
    const poll = idp.seen.at(-1)!;
    expect(poll.url).toBe(`${authn('/factors/duo1/verify')}?rememberDevice=true`);
  });

  it('an ERR| from the frame is announced; missing options say Duo could not start', async () => {
    duoIdp();
    const first = renderWidget();
    await signIn();
    await screen.findByTitle('Duo Security');
    frameSays('ERR|Access denied.');
    const banner = await screen.findByText('Duo Security could not confirm it is you: Access denied.');
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    first.widget.remove();
    duoIdp('TX|dHg=|c2ln', null);
    renderWidget();
    await signIn();
    expect(
      await screen.findByText(
        'Duo Security could not be started. Choose another factor or contact your administrator.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('a request Duo could not sign (signature ERR|…) shows its message and no frame', async () => {
    duoIdp('ERR|The Duo integration is misconfigured.');
    renderWidget();
    await signIn();
    expect(
      await screen.findByText(
        'Duo Security could not confirm it is you: The Duo integration is misconfigured.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
