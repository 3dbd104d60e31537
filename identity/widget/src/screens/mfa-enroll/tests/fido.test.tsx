import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { IDP } from '../../../test-support/fake-idp.ts';
import { copyOf, expectNoAxeViolations } from '../../../test-support/recorded.ts';
import { ENROLL } from '../../../test-support/recorded-enroll.ts';
import { renderWidget } from '../../../test-support/render-widget.ts';
import { enrolIdp, openSetup } from './enroll-support.ts';

const webauthnNext = ENROLL.webauthnActivate.body._links.next.href;
const u2fNext = ENROLL.u2fActivate.body._links.next.href;
const options = ENROLL.webauthnActivate.body._embedded.factor._embedded.activation;
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64url = (text: string) => Buffer.from(text).toString('base64url');

/**
 * A browser with WebAuthn whose authenticator answers `create` with fixed bytes (jsdom has no WebAuthn; the real
 * ceremony with Chromium's virtual authenticator is in tests/e2e/specs/mfa-enroll-factors.spec.ts).
 */
function stubWebAuthn(create: (options: CredentialCreationOptions) => Promise<unknown>) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'credentials');
});

// Axe runs on each screen and the machine may be busy: 20 s per journey.
describe(
  'security key enrolment (WebAuthn, Windows Hello, U2F), answers recorded from our IdP',
  { timeout: 20_000 },
  () => {
    it('without WebAuthn in the browser: the not-supported message instead of Enroll', async () => {
      enrolIdp(() => undefined);
      renderWidget({ features: { webauthn: true } });
      await openSetup('Security Key or Biometric Authenticator');
      expect(
        await screen.findByText(
          /Security key or biometric authenticator is not supported on this browser. Select another factor/,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });

    it('the one-factor variant when the policy offers only this factor', async () => {
      const only = copyOf(ENROLL.mfaEnrollAll);
      only._embedded.factors = only._embedded.factors.filter((f) => f.factorType === 'u2f');
      enrolIdp(() => undefined).fetch.mockImplementationOnce(
        async () => new Response(JSON.stringify(only), { status: 200 }),
      );
      renderWidget();
      await openSetup('Security Key (U2F)');
      expect(
        await screen.findByText(
          'Security Key (U2F) is not supported on this browser. Contact your admin for assistance.',
        ),
      ).toBeInTheDocument();
    });

    it('WebAuthn: Enroll, then the ceremony starts at once with the IdP options; activate gets base64url', async () => {
      const create = vi.fn(async () => ({
        id: 'Y3JlZA',
        rawId: bytes('cred'),
        type: 'public-key',
        authenticatorAttachment: 'cross-platform',
        response: {
          attestationObject: bytes('attestation-object'),
          clientDataJSON: bytes('{"type":"webauthn.create"}'),
          getTransports: () => ['usb'],
        },
        getClientExtensionResults: () => ({}),
      }));
      stubWebAuthn(create);
      const idp = enrolIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn/factors`) return ENROLL.webauthnActivate;
        if (r.url === webauthnNext) return ENROLL.smsActivated; // SUCCESS
        return undefined;
      });
      const { widget, success } = renderWidget({ features: { webauthn: true } });
      const afterRender = vi.fn();
      widget.on('afterRender', afterRender);
      const user = await openSetup('Security Key or Biometric Authenticator');
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'enroll-webauthn' });
      await user.click(await screen.findByRole('button', { name: 'Enroll' }));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
      const publicKey = (create.mock.calls[0] as unknown as [CredentialCreationOptions])[0].publicKey!;
      expect(publicKey.rp).toEqual(options.rp);
      expect(publicKey.user.name).toBe('giulia.rossi@example.com');
      expect(Buffer.from(publicKey.challenge as ArrayBuffer).toString('base64url')).toBe(options.challenge);
      expect(publicKey.pubKeyCredParams).toEqual(options.pubKeyCredParams);
      expect(idp.seen.at(-1)).toMatchObject({
        url: webauthnNext,
        body: {
          stateToken: ENROLL.webauthnActivate.body.stateToken,
          attestation: b64url('attestation-object'),
          clientData: b64url('{"type":"webauthn.create"}'),
        },
      });
    });

    it('WebAuthn refused by the person: the browser message, the instructions and Retry', async () => {
      const create = vi.fn(async () => {
        throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
      });
      stubWebAuthn(create);
      enrolIdp((r) => (r.url === `${IDP}/api/v1/authn/factors` ? ENROLL.webauthnActivate : undefined));
      renderWidget({ features: { webauthn: true } });
      const user = await openSetup('Security Key or Biometric Authenticator');
      await user.click(await screen.findByRole('button', { name: 'Enroll' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/not allowed/);
      expect(screen.getByText(/You will be asked to register a security key/)).toBeInTheDocument();
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    });

    it('U2F through the browser U2F API: registration sent to activate; error code 5 shows the timeout message', async () => {
      let calls = 0;
      const register = vi.fn((_appId, _requests, _keys, callback: (r: object) => void) => {
        callback(++calls === 1 ? { errorCode: 5 } : { registrationData: 'cmVn', clientData: 'Y2xp' });
      });
      vi.stubGlobal('u2f', { register });
      const idp = enrolIdp((r) => {
        if (r.url === `${IDP}/api/v1/authn/factors`) return ENROLL.u2fActivate;
        if (r.url === u2fNext) return ENROLL.smsActivated;
        return undefined;
      });
      const { success } = renderWidget();
      const user = await openSetup('Security Key (U2F)');
      await user.click(await screen.findByRole('button', { name: 'Enroll' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You have timed out of the authentication period. Please try again.',
      );
      const activation = ENROLL.u2fActivate.body._embedded.factor._embedded.activation;
      expect(register).toHaveBeenCalledWith(
        activation.appId,
        [{ version: 'U2F_V2', challenge: activation.nonce }],
        [],
        expect.any(Function),
        activation.timeoutSeconds,
      );
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
      expect(idp.seen.at(-1)?.body).toEqual({
        stateToken: ENROLL.u2fActivate.body.stateToken,
        registrationData: 'cmVn',
        clientData: 'Y2xp',
      });
    });
  },
);
