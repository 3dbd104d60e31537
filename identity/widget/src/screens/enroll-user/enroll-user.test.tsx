import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, giulia, IDP, successBody, type SeenRequest } from '../../test-support/fake-idp.ts';
import { renderWidget } from '../../test-support/render-widget.ts';
import { afterSubmitThrottle } from '../../test-support/submit-throttle.ts';

const post = { hints: { allow: ['POST'] } };

/** PROFILE_REQUIRED (design/authn-protocol.md §1.3), written for these tests. */
const profileRequired = (required: boolean) => ({
  stateToken: 'st-profile',
  expiresAt: '2026-06-01T10:05:00.000Z',
  status: 'PROFILE_REQUIRED',
  type: 'LOGIN',
  _embedded: {
    user: giulia,
    policy: {
      registration: {
        profile: [
          { name: 'department', label: 'Department', type: 'string', required, enabled: true },
          {
            name: 'employeeNumber',
            label: 'Employee number',
            type: 'string',
            required: false,
            enabled: true,
          },
          { name: 'costCenter', label: 'Cost center', type: 'string', required: false, enabled: false },
        ],
      },
    },
  },
  _links: {
    enroll: { href: `${IDP}/api/v1/authn/enroll`, ...post },
    cancel: { href: `${IDP}/api/v1/authn/cancel`, ...post },
  },
});

function idp(body: object) {
  return fakeIdp((r: SeenRequest) => {
    const path = r.url.slice(IDP.length);
    if (path === '/api/v1/authn') return { status: 200, body };
    if (path === '/api/v1/authn/enroll') return { status: 200, body: successBody() };
    if (path === '/api/v1/authn/cancel') return { status: 200, body: {} };
    return undefined;
  });
}

describe('profile required (spec §2 "signin/enroll-user", §4 PROFILE_REQUIRED)', { timeout: 20_000 }, () => {
  it('shows the enabled profile fields, checks the required ones, and sends the profile', async () => {
    const { seen } = idp(profileRequired(true));
    const { el, widget, success } = renderWidget({ stateToken: 'st-profile' });
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    await screen.findByRole('heading', { name: 'Complete your profile' });
    await waitFor(() => expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-user' }));
    expect(screen.queryByLabelText('Cost center')).toBeNull();
    const results = await axe.run(el, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This field cannot be left blank')).toBeTruthy();
    expect(seen.some((r) => r.url.endsWith('/authn/enroll'))).toBe(false);
    await user.type(screen.getByLabelText('Department'), 'Compliance');
    await afterSubmitThrottle();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(seen.find((r) => r.url.endsWith('/authn/enroll'))?.body).toEqual({
      stateToken: 'st-profile',
      registration: { profile: { department: 'Compliance' } },
    });
  });

  it('a save with an empty profile shows the error banner and sends nothing', async () => {
    const { seen } = idp(profileRequired(false));
    renderWidget({ stateToken: 'st-profile' });
    await screen.findByRole('heading', { name: 'Complete your profile' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Fill in your profile to continue.');
    expect(seen.some((r) => r.url.endsWith('/authn/enroll'))).toBe(false);
  });
});
