import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP, successBody, type Reply, type SeenRequest } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';
import { afterSubmitThrottle } from '../../test-support/submit-throttle.ts';

const EMAIL = 'marco.bianchi@example.com';

/** The form our IdP serves (registration/registration-form.ts), written for these tests. */
const form = () => ({
  policyId: 'rstTest1',
  lastUpdate: 1767225600000,
  profileSchema: {
    properties: {
      firstName: { type: 'string', title: 'First name', maxLength: 5 },
      email: { type: 'string', title: 'Email', format: 'email', maxLength: 100 },
      password: {
        type: 'string',
        title: 'Password',
        subSchemas: [
          { description: 'At least 8 characters', minLength: 8 },
          { description: 'At least 1 uppercase letter', format: '/\\p{Lu}/' },
          { description: 'Does not contain part of username', format: '^[#/userName]' },
        ],
      },
      lastName: { type: 'string', title: 'Last name' },
    },
    required: ['email', 'password', 'firstName'],
    fieldOrder: ['email', 'password', 'firstName', 'lastName'],
  },
});
const apiError = (status: number, errorCode: string, errorCauses: object[] = []) => ({
  status,
  body: { errorCode, errorSummary: 'refused', errorLink: errorCode, errorId: 'oae-test', errorCauses },
});

function idp(register: (r: SeenRequest) => Reply, extra: Record<string, (r: SeenRequest) => Reply> = {}) {
  return fakeIdp((r) => {
    const path = r.url.slice(IDP.length);
    if (path === '/api/v1/registration/form') return { status: 200, body: form() };
    if (path === '/api/v1/registration/rstTest1/register') return register(r);
    return extra[path]?.(r);
  });
}

async function expectNoAxeViolations(el: HTMLElement) {
  const results = await axe.run(el, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function openRegistration(settings: Parameters<typeof renderWidget>[0] = {}) {
  const rendered = renderWidget({ ...settings, features: { registration: true, ...settings.features } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Sign up' }));
  await screen.findByRole('heading', { name: 'Create Account' });
  return { ...rendered, user };
}

const ruleState = (id: string) => document.querySelector(`[data-rule="${id}"]`)?.className;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe(
  'registration (spec §2 "signin/register", §3 hooks, §5 "Registration and password rules")',
  { timeout: 20_000 },
  () => {
    it('shows the schema in fieldOrder, required fields with an asterisk, the password rules live; axe clean', async () => {
      idp(() => ({ status: 200, body: {} }));
      const afterRender = vi.fn();
      const { el, user, widget } = await (async () => {
        const r = renderWidget({ features: { registration: true } });
        r.widget.on('afterRender', afterRender);
        const u = userEvent.setup();
        await u.click(await screen.findByRole('link', { name: 'Sign up' }));
        await screen.findByRole('heading', { name: 'Create Account' });
        return { ...r, user: u };
      })();
      expect(widget).toBeTruthy();
      const labels = [...el.querySelectorAll('label')].map((l) => l.textContent);
      expect(labels).toEqual(['Email *', 'Password *', 'First name *', 'Last name']);
      await waitFor(() => expect(afterRender).toHaveBeenLastCalledWith({ controller: 'registration' }));
      await expectNoAxeViolations(el);

      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findAllByText('This field cannot be left blank')).toHaveLength(3);
      await fill(user, { 'Email *': 'not-an-email', 'First name *': 'Marcello' });
      await afterSubmitThrottle();
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText('Invalid email address')).toBeTruthy();
      expect(screen.getByText('This field cannot exceed 5 characters')).toBeTruthy();

      await fill(user, { 'Email *': EMAIL });
      expect(ruleState('length')).toContain('siw-rule-info');
      await user.type(screen.getByLabelText('Password *'), 'marcoX');
      expect(ruleState('length')).toContain('siw-rule-unmet');
      expect(ruleState('uppercase')).toContain('siw-rule-met');
      expect(ruleState('username')).toContain('siw-rule-unmet');
      await fill(user, { 'Password *': 'Zefiro-bi-2026' });
      // "bi" is shorter than 3 characters: allowed; "marco", "bianchi", "example", "com" are not in it.
      expect(ruleState('username')).toContain('siw-rule-met');
      expect(ruleState('length')).toContain('siw-rule-met');
      await fill(user, { 'Password *': 'Zefiro-example' });
      expect(ruleState('username')).toContain('siw-rule-unmet');
      await afterSubmitThrottle();
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText('Password requirements were not met')).toBeTruthy();
      await expectNoAxeViolations(el);
    });

    it('activation by email: preSubmit and postSubmit hooks, the register body, then registration-complete', async () => {
      const { seen } = idp(() => ({ status: 200, body: {} }));
      const preSubmit = vi.fn((postData: { userProfile: Record<string, string> }, ok: (d: unknown) => void) =>
        ok({ ...postData, userProfile: { ...postData.userProfile, lastName: 'Bianchi' } }),
      );
      const postSubmit = vi.fn((_res: unknown, ok: () => void) => ok());
      const afterRender = vi.fn();
      const { el, user, widget } = await openRegistration({
        relayState: '/home',
        registration: { preSubmit, postSubmit },
      });
      widget.on('afterRender', afterRender);
      await fill(user, { 'Email *': `  ${EMAIL} `, 'Password *': 'Zefiro!2026', 'First name *': 'Marco' });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await screen.findByRole('heading', { name: 'Verification email sent' });
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'registration-complete' });
      const register = seen.find((r) => r.url.endsWith('/register'));
      expect(register?.method).toBe('POST');
      expect(register?.body).toEqual({
        userProfile: { email: EMAIL, password: 'Zefiro!2026', firstName: 'Marco', lastName: 'Bianchi' },
        relayState: '/home',
      });
      expect(preSubmit).toHaveBeenCalledTimes(1);
      expect(postSubmit).toHaveBeenCalledWith({}, expect.any(Function), expect.any(Function));
      await expectNoAxeViolations(el);
      await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
      await screen.findByRole('button', { name: 'Sign In' });
    });

    it('no activation required: the activationToken signs in through POST /api/v1/authn {token}', async () => {
      const { seen } = idp(() => ({ status: 200, body: { activationToken: 'act-1' } }), {
        '/api/v1/authn': () => ({ status: 200, body: successBody() }),
      });
      const { user, success } = await openRegistration();
      await fill(user, { 'Email *': EMAIL, 'Password *': 'Zefiro!2026', 'First name *': 'Marco' });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() =>
        expect(success).toHaveBeenCalledWith(expect.objectContaining({ status: 'SUCCESS' })),
      );
      expect(seen.find((r) => r.url.endsWith('/api/v1/authn'))?.body).toEqual({ token: 'act-1' });
    });

    it('an existing login (E0000114) shows on the email field and goes to the error callback', async () => {
      idp(() =>
        apiError(400, 'E0000114', [
          { errorSummary: 'A user with this login already exists', property: 'login' },
        ]),
      );
      const { user, error } = await openRegistration();
      await fill(user, { 'Email *': EMAIL, 'Password *': 'Zefiro!2026', 'First name *': 'Marco' });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      const messages = await screen.findAllByText('An account with that email already exists');
      expect(messages.length).toBeGreaterThan(0);
      expect(screen.getByLabelText('Email *').getAttribute('aria-invalid')).toBe('true');
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'RegistrationError', reason: 'REGISTRATION_FAILED' }),
      );
    });

    it('a server failure without causes shows the default registration message', async () => {
      idp(() => ({ status: 500, text: 'oops' }));
      const { user } = await openRegistration();
      await fill(user, { 'Email *': EMAIL, 'Password *': 'Zefiro!2026', 'First name *': 'Marco' });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(
        await screen.findByText(
          'We could not process your registration at this time. Please try again later.',
        ),
      ).toBeTruthy();
    });

    it('parseSchema may change the form: fields dropped and reordered', async () => {
      idp(() => ({ status: 200, body: {} }));
      const parseSchema = (schema: ReturnType<typeof form>, ok: (s: unknown) => void) => {
        const { lastName: _dropped, ...properties } = schema.profileSchema.properties;
        ok({
          ...schema,
          profileSchema: {
            ...schema.profileSchema,
            properties,
            fieldOrder: ['firstName', 'email', 'password'],
          },
        });
      };
      const { el } = await openRegistration({ registration: { parseSchema } });
      expect([...el.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
        'First name *',
        'Email *',
        'Password *',
      ]);
    });

    it('a failing parseSchema shows its errorSummary and goes to the host tagged parseSchema', async () => {
      idp(() => ({ status: 200, body: {} }));
      const parseSchema = (_s: unknown, _ok: unknown, fail: (e: unknown) => void) =>
        fail({ errorSummary: 'Sign-ups are closed today' });
      const { error } = await openRegistration({ registration: { parseSchema } });
      expect(await screen.findByText('Sign-ups are closed today')).toBeTruthy();
      expect(screen.queryByLabelText('Email *')).toBeNull();
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ callback: 'parseSchema' }));
    });

    it('a preSubmit failure without a summary shows the default text; the host gets it tagged preSubmit', async () => {
      const { seen } = idp(() => ({ status: 200, body: {} }));
      const preSubmit = (_d: unknown, _ok: unknown, fail: (e?: unknown) => void) => fail();
      const { user, error } = await openRegistration({ registration: { preSubmit } });
      await fill(user, { 'Email *': EMAIL, 'Password *': 'Zefiro!2026', 'First name *': 'Marco' });
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(
        await screen.findByText(
          'We could not process your registration at this time. Please try again later.',
        ),
      ).toBeTruthy();
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ callback: 'preSubmit' }));
      expect(seen.some((r) => r.url.endsWith('/register'))).toBe(false);
    });

    it('registration.click replaces the navigation; the link is absent without the feature', async () => {
      idp(() => ({ status: 200, body: {} }));
      const click = vi.fn();
      renderWidget({ features: { registration: true }, registration: { click } });
      await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign up' }));
      expect(click).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('heading', { name: 'Create Account' })).toBeNull();
    });
  },
);
