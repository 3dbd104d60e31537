import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP } from '../../../test-support/fake-idp.ts';
import { expectNoAxeViolations } from '../../../test-support/recorded.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { authn, factorOf, mfaChallenge, mfaRequired, post, signIn } from '../tests/verify-support.ts';

const AT_IDP = 'https://idp.acme.test/sso/saml?SAMLRequest=abc';

afterEach(() => vi.unstubAllGlobals());

describe('generic SAML / OIDC verification (spec §2 verify/generic_saml, generic_oidc; §4 custom factor)', () => {
  it.each([
    ['GENERIC_SAML', 'assertion:saml2'],
    ['GENERIC_OIDC', 'assertion:oidc'],
  ])(
    '%s: names the IdP, and Verify sends the browser to the next link of the answer',
    async (provider, type) => {
      const factor = { ...factorOf('cf1', provider, type), vendorName: 'Acme Login' };
      const required = mfaRequired([factor]);
      const challenge = mfaChallenge(required, 'cf1');
      challenge._links.next = { name: 'redirect', href: AT_IDP, ...post };
      const idp = fakeIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: required };
        if (r.url === authn('/factors/cf1/verify')) return { status: 200, body: challenge };
        return undefined;
      });
      const assign = vi.fn();
      const { widget } = renderWidget();
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      await signIn();
      expect(await screen.findByRole('heading', { name: 'Acme Login' })).toBeInTheDocument();
      expect(
        screen.getByText('Clicking below will redirect to verification with Acme Login'),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(afterRender).toHaveBeenLastCalledWith({
          controller: 'verify-custom-factor custom-factor-form',
        }),
      );
      await expectNoAxeViolations();
      vi.stubGlobal('location', { ...window.location, assign });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(AT_IDP));
      expect(idp.seen.at(-1)).toMatchObject({ method: 'POST', url: authn('/factors/cf1/verify') });
    },
  );
});
