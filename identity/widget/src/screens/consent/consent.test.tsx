import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, giulia, IDP, successBody, type SeenRequest } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

const post = { hints: { allow: ['POST'] } };
const EXPIRES = '2026-06-01T10:05:00.000Z';

/** CONSENT_REQUIRED as our IdP answers it (design/authn-protocol.md §1.3), written for these tests. */
const consentRequired = (links: Record<string, unknown> = {}) => ({
  stateToken: 'st-consent',
  expiresAt: EXPIRES,
  status: 'CONSENT_REQUIRED',
  _embedded: {
    user: giulia,
    target: { type: 'APP', name: 'oidc_client', label: 'Reports App', clientId: 'reports', _links: links },
    scopes: [
      { name: 'openid', displayName: 'Sign you in', description: 'Signs you in to the application.' },
      { name: 'reports:read' },
    ],
  },
  _links: {
    next: { name: 'consent', href: `${IDP}/api/v1/authn/consent`, ...post },
    cancel: { href: `${IDP}/api/v1/authn/cancel`, ...post },
  },
});
const LOGO = { logo: { href: 'https://cdn.example.com/reports.png', type: 'image/*' } };
const HOME = { 'client-uri': { href: 'https://reports.example.com/', type: 'text/html' } };

function idp(body: object) {
  return fakeIdp((r: SeenRequest) => {
    const path = r.url.slice(IDP.length);
    if (path === '/api/v1/authn') return { status: 200, body };
    if (path === '/api/v1/authn/consent') return { status: 200, body: successBody() };
    if (path === '/api/v1/authn/cancel') return { status: 200, body: {} };
    return undefined;
  });
}

async function expectNoAxeViolations(el: HTMLElement) {
  const results = await axe.run(el, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

describe('consent (spec §2 "signin/consent", §4 CONSENT_REQUIRED)', { timeout: 20_000 }, () => {
  it('lists the scopes, links the logo to the client URI in a new tab, and Allow sends every scope', async () => {
    const { seen } = idp(consentRequired({ ...LOGO, ...HOME }));
    const { el, widget, success } = renderWidget({ stateToken: 'st-consent', features: { consent: true } });
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    await screen.findByRole('heading', { name: 'Reports App would like to:' });
    await waitFor(() => expect(afterRender).toHaveBeenLastCalledWith({ controller: 'consent-required' }));
    const list = screen.getByRole('list', { name: 'Access requested' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Sign you inSigns you in to the application.',
      'reports:read',
    ]);
    const link = screen.getByRole('link', { name: 'Reports App website (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://reports.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/reports.png');
    await expectNoAxeViolations(el);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Allow Access' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(seen.find((r) => r.url.endsWith('/authn/consent'))?.body).toEqual({
      stateToken: 'st-consent',
      consent: { expiresAt: EXPIRES, scopes: ['openid', 'reports:read'] },
    });
  });

  it("Don't Allow cancels the transaction, then runs the host's consent.cancel", async () => {
    const { seen } = idp(consentRequired(LOGO));
    const order: string[] = [];
    const cancel = vi.fn(() => order.push(seen.some((r) => r.url.endsWith('/cancel')) ? 'after' : 'before'));
    renderWidget({ stateToken: 'st-consent', features: { consent: true }, consent: { cancel } });
    await screen.findByRole('heading', { name: 'Reports App would like to:' });
    // Without a client URI the logo is an image named after the application, not a link.
    expect(screen.getByRole('img', { name: 'Reports App' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: "Don't Allow" }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['after']);
    expect(seen.filter((r) => r.url.endsWith('/authn/cancel'))).toHaveLength(1);
    await screen.findByRole('button', { name: 'Sign In' });
  });
});
