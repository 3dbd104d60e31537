import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp } from '../../test-support/fake-idp.ts';
import { expectNoAxeViolations } from '../../test-support/recorded.ts';
import { renderWidget } from '../../test-support/render-widget.ts';

describe('primary sign-in: features.preventBrowserFromSavingOktaPassword (spec §3, on by default)', () => {
  it('adds decoy password fields out of reach of keyboard and screen readers, and turns autocomplete off', async () => {
    fakeIdp(() => undefined);
    renderWidget();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'off');
    const jammer = document.querySelector('.primary-auth .password-jammer');
    expect(jammer).toHaveAttribute('aria-hidden', 'true');
    const decoys = [...(jammer?.querySelectorAll('input') ?? [])];
    expect(decoys.map((i) => [i.type, i.tabIndex])).toEqual([
      ['password', -1],
      ['password', -1],
    ]);
    // hidden without inline styles (a strict CSP refuses them): the style sheet's hidden box, and `hidden`
    expect(jammer?.querySelector('[style]')).toBeNull();
    expect(decoys[0]).toHaveClass('siw-sr-only');
    expect(decoys[1]).not.toBeVisible();
    // The form's own fields are what Tab reaches: the decoys are skipped.
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    expect(password).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('off: no decoys, and the password field keeps autocomplete current-password', async () => {
    fakeIdp(() => undefined);
    renderWidget({ features: { preventBrowserFromSavingOktaPassword: false } });
    expect(await screen.findByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(document.querySelector('.password-jammer')).toBeNull();
  });

  it('passwordless: no password, so no decoys', async () => {
    fakeIdp(() => undefined);
    renderWidget({ features: { passwordlessAuth: true } });
    await screen.findByLabelText('Username');
    expect(document.querySelector('.password-jammer')).toBeNull();
  });
});
