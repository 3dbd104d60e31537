import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeIdp } from './test-support/fake-idp.ts';
import { renderWidget } from './test-support/render-widget.ts';
import { ConfigError, SignInWidget } from './widget.ts';

const el = () => document.body.appendChild(document.createElement('div'));

describe('settings validation', () => {
  it('requires baseUrl', () => {
    expect(() => new SignInWidget({} as never)).toThrow(new ConfigError('error.required.baseUrl'));
    expect(() => new SignInWidget({} as never)).toThrow('"baseUrl" is a required widget parameter');
  });

  it.each(['#12345', 'red', '#GGGGGG', '123456', '#1234567'])('rejects colors.brand %s', (brand) => {
    const make = () => new SignInWidget({ baseUrl: 'http://localhost:8080', colors: { brand } });
    expect(make).toThrow('colors.brand must be in six-digit hex format');
    expect(make).toThrow(ConfigError);
  });

  it('accepts identifierFirst only with idpDiscovery (spec §5 Sign-in)', () => {
    const make = (features: Record<string, boolean>) => () =>
      new SignInWidget({ baseUrl: 'http://localhost:8080', features });
    expect(make({ identifierFirst: true })).toThrow(new ConfigError('error.invalid.identifierFirst'));
    expect(make({ identifierFirst: true, idpDiscovery: false })).toThrow(
      'features.identifierFirst can be enabled only if features.idpDiscovery is enabled',
    );
    expect(make({ identifierFirst: true, idpDiscovery: true })).not.toThrow();
    expect(make({ identifierFirst: false })).not.toThrow();
    expect(make({ idpDiscovery: true })).not.toThrow();
  });

  it('accepts a six-digit hex brand and sets it as a custom property on #okta-sign-in', async () => {
    fakeIdp(() => undefined);
    const { el: host } = renderWidget({ colors: { brand: '#0A5C36' } });
    const container = host.querySelector<HTMLElement>('#okta-sign-in');
    expect(container).not.toBeNull();
    expect(container?.style.getPropertyValue('--siw-brand')).toBe('#0A5C36');
    expect(container?.style.getPropertyValue('--siw-brand-text')).toBe('#ffffff');
  });

  it('requires el and a success handler at render', () => {
    const widget = new SignInWidget({ baseUrl: 'http://localhost:8080' });
    expect(() => widget.renderEl({}, () => undefined)).toThrow('"el" is a required widget parameter');
    expect(() => widget.renderEl({ el: '#nothing-here' }, () => undefined)).toThrow(ConfigError);
    expect(() => widget.renderEl({ el: el() })).toThrow('A success handler is required');
  });

  it('showSignInToGetTokens requires a clientId', () => {
    const widget = new SignInWidget({ baseUrl: 'http://localhost:8080', el: el() });
    expect(() => widget.showSignInToGetTokens({})).toThrow(ConfigError);
  });
});

describe('lifecycle and events', () => {
  it('fires ready then afterRender with the 2.21.0 controller name, and pageRendered', async () => {
    fakeIdp(() => undefined);
    const widget = new SignInWidget({ baseUrl: 'http://localhost:8080', language: 'en' });
    const calls: string[] = [];
    widget.on('ready', (ctx) => calls.push(`ready:${(ctx as { controller: string }).controller}`));
    widget.on('afterRender', (ctx) =>
      calls.push(`afterRender:${(ctx as { controller: string }).controller}`),
    );
    widget.on('pageRendered', (data) => calls.push(`pageRendered:${(data as { page: string }).page}`));
    widget.renderEl({ el: el() }, () => undefined);
    await waitFor(() =>
      expect(calls).toEqual(['ready:primary-auth', 'afterRender:primary-auth', 'pageRendered:primary-auth']),
    );
    widget.remove();
  });

  it('renders one instance at a time; remove allows another; hide and show toggle visibility', async () => {
    fakeIdp(() => undefined);
    const first = new SignInWidget({ baseUrl: 'http://localhost:8080', language: 'en' });
    const second = new SignInWidget({ baseUrl: 'http://localhost:8080', language: 'en' });
    const host = el();
    first.renderEl({ el: host }, () => undefined);
    expect(() => second.renderEl({ el: el() }, () => undefined)).toThrow(
      /call remove\(\) before rendering again/,
    );
    expect(() => first.renderEl({ el: host }, () => undefined)).toThrow(ConfigError);
    await screen.findByLabelText('Username');
    first.hide();
    expect(host.querySelector('#okta-sign-in')).toHaveAttribute('hidden');
    first.show();
    expect(host.querySelector('#okta-sign-in')).not.toHaveAttribute('hidden');
    first.remove();
    expect(host.querySelector('#okta-sign-in')).toBeNull();
    second.renderEl({ el: el() }, () => undefined);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    second.remove();
  });

  it('off removes a handler', async () => {
    fakeIdp(() => undefined);
    const widget = new SignInWidget({ baseUrl: 'http://localhost:8080', language: 'en' });
    const handler = vi.fn();
    widget.on('afterRender', handler);
    widget.off('afterRender', handler);
    widget.renderEl({ el: el() }, () => undefined);
    await screen.findByLabelText('Username');
    expect(handler).not.toHaveBeenCalled();
    widget.remove();
  });

  it('exposes the SDK: authClient, tokenManager, session, token', async () => {
    fakeIdp((r) =>
      r.url.endsWith('/api/v1/sessions/me')
        ? {
            status: 404,
            body: {
              errorCode: 'E0000007',
              errorSummary: 'Not found',
              errorLink: 'E0000007',
              errorId: 'x',
              errorCauses: [],
            },
          }
        : undefined,
    );
    const widget = new SignInWidget({ baseUrl: 'http://localhost:8080/' });
    expect(widget.authClient.options.url).toBe('http://localhost:8080');
    expect(widget.tokenManager).toBe(widget.authClient.tokenManager);
    expect(widget.token.hasTokensInUrl('http://localhost:3000/login')).toBe(false);
    const callback = vi.fn();
    await expect(widget.session.get(callback)).resolves.toEqual({ status: 'INACTIVE' });
    expect(callback).toHaveBeenCalledWith({ status: 'INACTIVE' });
    await expect(widget.session.exists()).resolves.toBe(false);
  });
});

describe('startup routing', () => {
  it('resumes a stateToken from the settings and routes on the resumed transaction', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn')
        ? {
            status: 200,
            body: {
              status: 'PASSWORD_EXPIRED',
              stateToken: 'st-9',
              expiresAt: '2030-01-01T00:00:00.000Z',
              _links: {},
            },
          }
        : undefined,
    );
    const { widget } = renderWidget({ stateToken: 'st-9' });
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    expect(await screen.findByRole('heading', { name: 'Your password has expired' })).toBeInTheDocument();
    expect(idp.seen[0]?.body).toEqual({ stateToken: 'st-9' });
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'password-expired' });
  });
  it('redeems a recoveryToken from the settings once; an invalid one returns to sign-in with a flash error', async () => {
    const idp = fakeIdp((r) =>
      r.url.endsWith('/api/v1/authn/recovery/token')
        ? {
            status: 401,
            body: {
              errorCode: 'E0000011',
              errorSummary: 'Invalid token provided',
              errorLink: 'E0000011',
              errorId: 'oae-test',
              errorCauses: [],
            },
          }
        : undefined,
    );
    renderWidget({ recoveryToken: 'rec-1' });
    // spec §4 "Session": an invalid token on a status change sets a flash error and returns to sign-in.
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/session has expired/i);
    expect(idp.seen.filter((r) => r.url.endsWith('/recovery/token'))).toHaveLength(1);
    expect(idp.seen[0]?.body).toEqual({ recoveryToken: 'rec-1' });
  });
});
