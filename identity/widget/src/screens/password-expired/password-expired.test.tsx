import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, giulia, IDP, successBody, type Reply } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

const post = { hints: { allow: ['POST'] } };
const policy = {
  complexity: {
    minLength: 10,
    minLowerCase: 1,
    minUpperCase: 1,
    minNumber: 1,
    minSymbol: 0,
    excludeUsername: true,
    excludeAttributes: ['firstName', 'lastName'],
  },
  age: { minAgeMinutes: 1440, historyCount: 4 },
};

/** A PASSWORD_EXPIRED or PASSWORD_WARN transaction (design/authn-protocol.md §1.3), written for these tests. */
function passwordState(status: 'PASSWORD_EXPIRED' | 'PASSWORD_WARN', expireDays: number, custom = false) {
  return {
    stateToken: 'st-pwd',
    expiresAt: '2026-06-01T10:05:00.000Z',
    status,
    _embedded: { user: giulia, policy: { ...policy, expiration: { passwordExpireDays: expireDays } } },
    _links: {
      next: custom
        ? { href: 'https://accounts.example.org/change', title: 'Accounts', ...post }
        : { name: 'changePassword', href: `${IDP}/api/v1/authn/credentials/change_password`, ...post },
      ...(status === 'PASSWORD_WARN'
        ? { skip: { name: 'skip', href: `${IDP}/api/v1/authn/skip`, ...post } }
        : {}),
      cancel: { href: `${IDP}/api/v1/authn/cancel`, ...post },
    },
  };
}

/** The fake IdP: sign-in answers `first`; change_password and skip answer what `replies` says. */
function idp(first: object, replies: Record<string, Reply> = {}) {
  return fakeIdp((r) => {
    if (r.url.endsWith('/api/v1/authn')) return { status: 200, body: first };
    if (r.url.endsWith('/credentials/change_password')) return replies['change'];
    if (r.url.endsWith('/api/v1/authn/skip')) return replies['skip'];
    if (r.url.endsWith('/api/v1/authn/cancel')) return { status: 200, body: {} };
    return undefined;
  });
}

async function signIn(settings = {}) {
  const controllers: string[] = [];
  const rendered = renderWidget(settings);
  rendered.widget.on('afterRender', (ctx) => controllers.push((ctx as { controller: string }).controller));
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), giulia.profile.login);
  await user.type(screen.getByLabelText('Password'), 'Scirocco!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { ...rendered, user, controllers };
}

async function expectNoAxeViolations(el: HTMLElement) {
  // jsdom lays nothing out, so contrast cannot be measured here (the browser journey checks it).
  const results = await axe.run(el, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const rule = (id: string) => document.querySelector(`[data-rule="${id}"]`)!;

// Typing three passwords key by key takes a few seconds on a busy machine.
describe(
  'password expired (spec §2 "Other screens", §5 "Registration and password rules")',
  { timeout: 20_000 },
  () => {
    it('lists the rules with the spec texts and units, checks them live, with afterRender and no axe violation', async () => {
      idp(passwordState('PASSWORD_EXPIRED', 90));
      const { el, user, controllers } = await signIn();
      await screen.findByRole('heading', { name: 'Your password has expired' });
      await waitFor(() => expect(controllers).toContain('password-expired'));
      const list = within(document.querySelector('.siw-password-rules') as HTMLElement);
      for (const text of [
        'At least 10 characters',
        'A lowercase letter',
        'An uppercase letter',
        'A number',
        'No parts of your username',
        'Does not include your first name',
        'Does not include your last name',
        'Not one of your last 4 passwords',
        'At least 1 day(s) must have passed since your last password change',
      ]) {
        expect(list.getByText(text, { exact: false })).toBeInTheDocument();
      }
      // Nothing typed: no rule is marked unmet yet.
      expect(document.querySelectorAll('.siw-rule-unmet')).toHaveLength(0);
      await user.type(screen.getByLabelText('New password'), 'rossi7');
      expect(rule('length')).toHaveClass('siw-rule-unmet');
      expect(rule('lowercase')).toHaveClass('siw-rule-met');
      expect(rule('uppercase')).toHaveClass('siw-rule-unmet');
      expect(rule('number')).toHaveClass('siw-rule-met');
      expect(rule('username')).toHaveClass('siw-rule-unmet');
      expect(rule('lastName')).toHaveClass('siw-rule-unmet');
      expect(rule('firstName')).toHaveClass('siw-rule-met');
      expect(rule('history')).toHaveClass('siw-rule-info');
      expect(rule('length')).toHaveTextContent('(not met)');
      await user.clear(screen.getByLabelText('New password'));
      await user.type(screen.getByLabelText('New password'), 'Tramonto#2027');
      expect(document.querySelectorAll('.siw-rule-unmet')).toHaveLength(0);
      await expectNoAxeViolations(el);
    });

    it('checks the repeated password, sends change_password and shows the server causes on their fields', async () => {
      const causes = [
        {
          errorSummary: 'Old password is not correct',
          property: 'oldPassword',
          reason: 'Old password is not correct',
        },
      ];
      const refused: Reply = {
        status: 403,
        body: {
          errorCode: 'E0000014',
          errorSummary: 'Update of credentials failed',
          errorId: 'x',
          errorCauses: causes,
        },
      };
      const server = idp(passwordState('PASSWORD_EXPIRED', 90), { change: refused });
      const { user, el } = await signIn();
      await user.type(await screen.findByLabelText('Old password'), 'wrong one');
      await user.type(screen.getByLabelText('New password'), 'Tramonto#2027');
      await user.type(screen.getByLabelText('Repeat new password'), 'Tramonto#2028');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription(
        'New passwords must match',
      );
      await user.clear(screen.getByLabelText('Repeat new password'));
      await user.type(screen.getByLabelText('Repeat new password'), 'Tramonto#2027');
      await new Promise((r) => setTimeout(r, 250)); // the submit throttle (spec §9)
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      const old = screen.getByLabelText('Old password');
      await waitFor(() => expect(old).toHaveAccessibleDescription('Old password is not correct'));
      expect(screen.getByRole('alert')).toHaveTextContent('Old password is not correct');
      expect(server.seen.at(-1)?.body).toEqual({
        stateToken: 'st-pwd',
        oldPassword: 'wrong one',
        newPassword: 'Tramonto#2027',
      });
      await expectNoAxeViolations(el);
    });

    it('ends in SUCCESS after a change the policy accepts', async () => {
      idp(passwordState('PASSWORD_EXPIRED', 90), {
        change: { status: 200, body: successBody('after-change') },
      });
      const { user, success } = await signIn();
      await user.type(await screen.findByLabelText('Old password'), 'Scirocco!2026');
      await user.type(screen.getByLabelText('New password'), 'Tramonto#2027');
      await user.type(screen.getByLabelText('Repeat new password'), 'Tramonto#2027');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      await waitFor(() => expect(success).toHaveBeenCalled());
      expect(success.mock.calls[0]![0]).toMatchObject({ status: 'SUCCESS' });
    });

    it('PASSWORD_WARN: says in how many days it expires, or today, and "Remind me later" skips', async () => {
      const server = idp(passwordState('PASSWORD_WARN', 4), {
        skip: { status: 200, body: successBody('later') },
      });
      const { user, success } = await signIn();
      await screen.findByRole('heading', { name: 'Your password will expire in 4 days' });
      await user.click(screen.getByRole('button', { name: 'Remind me later' }));
      await waitFor(() => expect(success).toHaveBeenCalled());
      expect(server.seen.at(-1)?.url).toBe(`${IDP}/api/v1/authn/skip`);
    });

    it('PASSWORD_WARN with 0 days says the password expires today; Sign Out cancels', async () => {
      const server = idp(passwordState('PASSWORD_WARN', 0));
      const { user } = await signIn();
      await screen.findByRole('heading', { name: 'Your password will expire later today' });
      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      await screen.findByRole('button', { name: 'Sign In' });
      expect(server.seen.some((r) => r.url.endsWith('/api/v1/authn/cancel'))).toBe(true);
    });

    it('Sign Out goes to the host signOutLink once the IdP answered the cancel (spec §2 "Footers")', async () => {
      const server = idp(passwordState('PASSWORD_EXPIRED', 0));
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign, href: 'http://localhost:3000/login' });
      const { user } = await signIn({ signOutLink: 'https://portal.example.org/signed-out' });
      await screen.findByRole('heading', { name: 'Your password has expired' });
      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://portal.example.org/signed-out'));
      expect(server.seen.filter((r) => r.url.endsWith('/api/v1/authn/cancel'))).toHaveLength(1);
    });
  },
);

describe('custom password expired (spec §4: customExpiredPassword and a password managed elsewhere)', () => {
  it('offers one button to the other site, with its controller name and no axe violation', async () => {
    idp(passwordState('PASSWORD_WARN', 3, true));
    const { el, controllers } = await signIn({ features: { customExpiredPassword: true } });
    const go = await screen.findByRole('link', { name: 'Go to Accounts' });
    expect(go).toHaveAttribute('href', 'https://accounts.example.org/change');
    expect(screen.getByRole('heading', { name: 'Your password will expire in 3 days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remind me later' })).toBeInTheDocument();
    await waitFor(() => expect(controllers).toContain('custom-password-expired'));
    await expectNoAxeViolations(el);
  });
});
