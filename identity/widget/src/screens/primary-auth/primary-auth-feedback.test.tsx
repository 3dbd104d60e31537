import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authFailedBody, fakeIdp, type Reply } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

const onAuthn = (reply: Reply) => fakeIdp((r) => (r.url.endsWith('/api/v1/authn') ? reply : undefined));

async function typeAndSubmit(username: string, password?: string, button = 'Sign In') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  if (password !== undefined) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

const validationError = (causes: object[]): Reply => ({
  status: 400,
  body: {
    errorCode: 'E0000001',
    errorSummary: 'Api validation failed: username',
    errorLink: 'E0000001',
    errorId: 'oae-validation-1',
    errorCauses: causes,
  },
});

describe('primary sign-in: focus after the call (WCAG 2.4.3)', () => {
  it('puts focus back on the password after a failed sign-in, not on <body>', async () => {
    onAuthn({ status: 401, body: authFailedBody });
    renderWidget();
    await typeAndSubmit('giulia.rossi@example.com', 'wrong');
    await screen.findByText('Sign in failed!');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toBeEnabled();
  });

  it('puts focus on the username in passwordless mode', async () => {
    onAuthn({ status: 401, body: authFailedBody });
    renderWidget({ features: { passwordlessAuth: true } });
    await typeAndSubmit('giulia.rossi@example.com', undefined, 'Next');
    await screen.findByText('Sign in failed!');
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });
});

describe('primary sign-in: server field errors (spec §5 "Form behaviour")', () => {
  it('maps a cause to its input by property, links it and focuses that field; the banner still shows', async () => {
    onAuthn(
      validationError([
        { errorSummary: 'username: Does not match required pattern', property: 'username', reason: 'x' },
      ]),
    );
    renderWidget();
    await typeAndSubmit('giulia', 'pw');
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('Does not match required pattern');
    expect(screen.getByRole('alert')).toHaveTextContent('username: Does not match required pattern');
    await waitFor(() => expect(username).toHaveFocus());
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it("splits a 'field: message' summary without property and prefers a localized reason", async () => {
    onAuthn(
      validationError([
        { errorSummary: 'password: The field cannot be left blank' },
        { errorSummary: 'Bad login', property: 'username', reason: 'model.validation.field.username' },
      ]),
    );
    renderWidget();
    await typeAndSubmit('giulia', 'pw');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The field cannot be left blank'));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Please check your username');
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });

  it('drops the causes of a code with a localized message (spec §8)', async () => {
    onAuthn({
      status: 401,
      body: { ...authFailedBody, errorCauses: [{ errorSummary: 'username: unknown', property: 'username' }] },
    });
    renderWidget();
    await typeAndSubmit('giulia', 'pw');
    await screen.findByText('Sign in failed!');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});

describe('primary sign-in: flash errors keep the page mounted', () => {
  it('shows the lock-out message in the existing banner and keeps the typed username', async () => {
    onAuthn({
      status: 200,
      body: { status: 'LOCKED_OUT', expiresAt: '2026-06-01T10:05:00.000Z', _links: {} },
    });
    renderWidget();
    const field = await screen.findByLabelText('Username');
    const banner = screen.getByRole('alert');
    expect(banner).toBeEmptyDOMElement();
    await typeAndSubmit('giulia.rossi@example.com', 'pw');
    await waitFor(() =>
      expect(banner).toHaveTextContent('Your account is locked. Please contact your administrator.'),
    );
    expect(screen.getByRole('alert')).toBe(banner);
    expect(screen.getByLabelText('Username')).toBe(field);
    expect(field).toHaveValue('giulia.rossi@example.com');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('empties the banner when the user submits again', async () => {
    let reply: Reply = { status: 200, body: { status: 'LOCKED_OUT', _links: {} } };
    fakeIdp((r) => (r.url.endsWith('/api/v1/authn') ? reply : undefined));
    renderWidget();
    const user = await typeAndSubmit('giulia.rossi@example.com', 'pw');
    const banner = screen.getByRole('alert');
    await waitFor(() => expect(banner).toHaveTextContent('Your account is locked.'));
    reply = 'hang';
    await new Promise((r) => setTimeout(r, 210));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(banner).toBeEmptyDOMElement());
    expect(screen.getByRole('alert')).toBe(banner);
  });

  it('shows the expired-session flash (not the E0000011 text) in place, keeping the username', async () => {
    onAuthn({
      status: 403,
      body: {
        errorCode: 'E0000011',
        errorSummary: 'Invalid token provided',
        errorLink: 'E0000011',
        errorId: 'oae-token-1',
        errorCauses: [],
      },
    });
    renderWidget();
    const banner = await screen.findByRole('alert');
    await typeAndSubmit('giulia.rossi@example.com', 'pw');
    await waitFor(() =>
      expect(banner).toHaveTextContent('Your session has expired. Please try to sign in again.'),
    );
    expect(screen.queryByText('Invalid token provided')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('giulia.rossi@example.com');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});
