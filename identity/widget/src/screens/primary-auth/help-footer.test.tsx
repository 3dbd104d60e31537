import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import italian from '../../i18n/labels/login_it.json';
import { fakeIdp } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

describe('need-help footer', () => {
  it('toggles the links; help defaults to {baseUrl}/help/login in a new tab; no unlock by default', async () => {
    fakeIdp(() => undefined);
    renderWidget({
      helpLinks: { custom: [{ href: 'https://example.com/faq', text: 'FAQ', target: '_blank' }] },
    });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Need help signing in?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Help/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const help = screen.getByRole('link', { name: /^Help/ });
    expect(help).toHaveAttribute('href', 'http://localhost:8080/help/login');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', 'https://example.com/faq');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Unlock account?' })).not.toBeInTheDocument();
  });

  it('shows unlock with selfServiceUnlock or a custom unlock link, and honours custom help links', async () => {
    fakeIdp(() => undefined);
    renderWidget({
      helpLinks: {
        unlock: 'https://example.com/unlock',
        help: 'https://example.com/help',
        forgotPassword: 'https://example.com/forgot',
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Need help signing in?' }));
    expect(screen.getByRole('link', { name: 'Unlock account?' })).toHaveAttribute(
      'href',
      'https://example.com/unlock',
    );
    expect(screen.getByRole('link', { name: /^Help/ })).toHaveAttribute('href', 'https://example.com/help');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      'https://example.com/forgot',
    );
  });

  it('forgot password goes to the forgot-password screen, reported as forgot-password', async () => {
    fakeIdp(() => undefined);
    const { widget } = renderWidget({ features: { selfServiceUnlock: true } });
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Need help signing in?' }));
    expect(screen.getByRole('link', { name: 'Unlock account?' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(afterRender).toHaveBeenLastCalledWith({ controller: 'forgot-password' });
  });
});

describe('registration and support', () => {
  it('runs the host registration.click and shows the host prompt from i18n overrides (Italian)', async () => {
    fakeIdp((r) =>
      r.url.endsWith('/labels/json/login_it.json') ? { status: 200, body: italian } : undefined,
    );
    const click = vi.fn();
    renderWidget({
      language: 'it',
      features: { registration: true },
      registration: { click },
      i18n: { it: { 'registration.signup.label': 'Hai un coupon?', 'registration.signup.text': 'Usalo!' } },
      helpSupportNumber: '+39 02 1234 5678',
      helpSupportEmail: 'assistenza@example.com',
    });
    expect(await screen.findByText('Hai un coupon?')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Usalo!' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '+39 02 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+390212345678',
    );
    expect(screen.getByRole('link', { name: 'assistenza@example.com' })).toHaveAttribute(
      'href',
      'mailto:assistenza@example.com',
    );
  });

  it('has no registration link unless the feature is on; without click it opens the registration step', async () => {
    fakeIdp(() => undefined);
    renderWidget({ features: { registration: true } });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign up' }));
    // The registration screen (registration.test.tsx covers the form); this IdP has registration off (404).
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not process your registration at this time. Please try again later.',
    );
  });

  it('hides the registration prompt by default', async () => {
    fakeIdp(() => undefined);
    renderWidget();
    await screen.findByLabelText('Username');
    expect(screen.queryByText("Don't have an account?")).not.toBeInTheDocument();
  });
});
