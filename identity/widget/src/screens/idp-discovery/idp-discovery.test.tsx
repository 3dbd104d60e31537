import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, setCookie } from '@identity/client';
import { fakeIdp } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

const IDP = '0oa1partner000000000';

function jrd(type: string, href: string) {
  return {
    status: 200,
    body: {
      subject: 'okta:acct:anna@partner.it',
      links: [{ rel: 'okta:idp', href, titles: { und: 'x' }, properties: { 'okta:idp:type': type } }],
    },
  };
}

afterEach(() => {
  document.cookie = 'ln=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
});

describe('IdP discovery screen', () => {
  it('asks webfinger and goes on to primary sign-in with the username for our own directory', async () => {
    const { seen } = fakeIdp((req) =>
      req.url.includes('/.well-known/webfinger')
        ? jrd('OKTA', 'http://localhost:8080/sso/idps/OKTA')
        : undefined,
    );
    const afterRender = vi.fn();
    const { widget } = renderWidget({
      features: { idpDiscovery: true },
      idpDiscovery: { requestContext: '/app/home' },
    });
    widget.on('afterRender', afterRender);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'joe@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('joe@example.com');
    const call = seen.find((r) => r.url.includes('webfinger'))!;
    const url = new URL(call.url);
    expect(url.searchParams.get('resource')).toBe('okta:acct:joe@example.com');
    expect(url.searchParams.get('requestContext')).toBe('/app/home');
    expect(call.headers.accept).toBe('application/jrd+json');
  });

  it('sends the browser to the linked provider and remembers the username when asked', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const href = `http://localhost:8080/sso/idps/${IDP}?login_hint=anna%40partner.it`;
    fakeIdp((req) => (req.url.includes('webfinger') ? jrd('OIDC', href) : undefined));
    renderWidget({ features: { idpDiscovery: true } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'anna@partner.it');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(href));
    expect(getCookie('ln')).toBe('anna@partner.it');
  });

  it('clears the remembered username and shows the error when the lookup fails', async () => {
    setCookie('ln', 'old@example.com', new Date(Date.now() + 86_400_000).toISOString());
    fakeIdp((req) =>
      req.url.includes('webfinger')
        ? {
            status: 400,
            body: {
              errorCode: 'E0000001',
              errorSummary: 'Api validation failed: resource',
              errorLink: 'E0000001',
              errorId: 'oae1',
              errorCauses: [{ errorSummary: 'resource: invalid' }],
            },
          }
        : undefined,
    );
    renderWidget({ features: { idpDiscovery: true } });
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveValue('old@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(getCookie('ln')).toBeUndefined();
  });
});

describe('social and custom buttons', () => {
  it('go to /sso/idps/{id} with fromURI, below the form by default and above it with idpDisplay PRIMARY', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fakeIdp(() => undefined);
    const click = vi.fn();
    renderWidget({
      relayState: '/app/after',
      idps: [
        { id: IDP, type: 'GOOGLE' },
        { id: '0oa2', type: 'OIDC', text: 'Partner SSO', dataAttr: 'partner' },
        { id: '0oa3', type: 'saml' },
      ],
      customButtons: [{ title: 'Use a smart card', click }],
    });
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partner SSO' })).toHaveAttribute('data-se', 'partner');
    expect(screen.getByRole('button', { name: 'Sign in with your identity provider' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(google);
    expect(assign).toHaveBeenCalledWith(`http://localhost:8080/sso/idps/${IDP}?fromURI=%2Fapp%2Fafter`);
    await user.click(screen.getByRole('button', { name: 'Use a smart card' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('sit above the form with idpDisplay PRIMARY', async () => {
    fakeIdp(() => undefined);
    renderWidget({ idpDisplay: 'PRIMARY', idps: [{ id: IDP, type: 'FACEBOOK' }] });
    const facebook = await screen.findByRole('button', { name: 'Sign in with Facebook' });
    const username = screen.getByLabelText('Username');
    expect(facebook.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
