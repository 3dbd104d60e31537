import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeIdp, IDP, successBody } from '../../../../test-support/fake-idp.ts';
import { expectNoAxeViolations } from '../../../../test-support/recorded.ts';
import { renderWidget } from '../../../../test-support/render-widget.ts';
import { authn, factorOf, mfaChallenge, mfaRequired, signIn } from '../../tests/verify-support.ts';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const CREDENTIAL = b64url('credential-1');
const APPID = 'http://localhost:8080';

/** A browser with WebAuthn whose authenticator answers `get` as `get` says (jsdom has none; Chromium's virtual
 * authenticator runs the real ceremony in tests/e2e/specs/mfa-verify-factors.spec.ts). */
function stubWebAuthn(get: (options: CredentialRequestOptions) => Promise<unknown>, platform = true) {
  const ctor = Object.assign(function PublicKeyCredential() {}, {
    isUserVerifyingPlatformAuthenticatorAvailable: async () => platform,
  });
  vi.stubGlobal('PublicKeyCredential', ctor);
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
}
const assertion = async (_options?: CredentialRequestOptions) => ({
  id: CREDENTIAL,
  rawId: bytes('credential-1'),
  type: 'public-key',
  authenticatorAttachment: 'cross-platform',
  response: {
    clientDataJSON: bytes('{"type":"webauthn.get"}'),
    authenticatorData: bytes('authenticator-data'),
    signature: bytes('signature'),
    userHandle: null,
  },
  getClientExtensionResults: () => ({}),
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'credentials');
  vi.unstubAllGlobals();
});

/** The IdP: MFA_REQUIRED with `factors`; a verify without an answer is the FIDO challenge, with one SUCCESS. */
function fidoIdp(factors: Array<ReturnType<typeof factorOf>>, id: string, embedded: object) {
  const required = mfaRequired(factors);
  const verify = authn(`/factors/${id}/verify`);
  const idp = fakeIdp((r) => {
    if (r.url === `${IDP}/api/v1/authn`) return { status: 200, body: required };
    if (!r.url.startsWith(verify)) return undefined;
    const answered = Boolean((r.body as { signatureData?: string }).signatureData);
    return {
      status: 200,
      body: answered ? successBody() : mfaChallenge(required, id, 'CHALLENGE', { challenge: embedded }),
    };
  });
  return { idp, required, verify };
}

const webauthn = factorOf('fwf1', 'FIDO', 'webauthn', { credentialId: CREDENTIAL });
const sms = factorOf('sms1', 'OKTA', 'sms', { phoneNumber: '+1 XXX-XXX-0123' });

// Axe on each screen: 20 s per journey.
describe('security key and biometric verification (spec §4, §8)', { timeout: 20_000 }, () => {
  it('WebAuthn starts on render: the IdP challenge is signed and verify gets base64url, then SUCCESS', async () => {
    const get = vi.fn(assertion);
    stubWebAuthn(get);
    const { idp, required, verify } = fidoIdp([webauthn, sms], 'fwf1', {
      challenge: 'Y2hhbGxlbmdlLTE',
      userVerification: 'preferred',
      extensions: { appid: APPID },
    });
    const { widget, success } = renderWidget({ features: { webauthn: true } });
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    await signIn();
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(afterRender).toHaveBeenCalledWith({ controller: 'mfa-verify verify-webauthn' });
    const options = get.mock.calls[0]![0]!.publicKey!;
    expect(Buffer.from(options.challenge as ArrayBuffer).toString()).toBe('challenge-1');
    expect(
      options.allowCredentials?.map((c: PublicKeyCredentialDescriptor) =>
        Buffer.from(c.id as ArrayBuffer).toString(),
      ),
    ).toEqual(['credential-1']);
    expect(options.extensions).toBeUndefined(); // a WebAuthn credential needs no appid
    const calls = idp.seen.filter((r) => r.url.startsWith(verify));
    expect(calls[0]?.body).toEqual({ stateToken: required.stateToken });
    expect(calls[1]?.url).toBe(`${verify}?rememberDevice=false`);
    expect(calls[1]?.body).toEqual({
      stateToken: required.stateToken,
      clientData: b64url('{"type":"webauthn.get"}'),
      authenticatorData: b64url('authenticator-data'),
      signatureData: b64url('signature'),
    });
  });

  it('WebAuthn: a refused ceremony shows the browser message and Retry; Retry asks for a new challenge', async () => {
    const get = vi
      .fn<(options: CredentialRequestOptions) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      )
      .mockImplementation(assertion);
    stubWebAuthn(get);
    const { idp, verify } = fidoIdp([webauthn, sms], 'fwf1', { challenge: 'Y2hhbGxlbmdlLTE' });
    const { success } = renderWidget({ features: { webauthn: true } });
    const user = await signIn();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The operation either timed out or was not allowed.',
      ),
    );
    expect(screen.getByText(/Your browser will ask you to confirm it is you/)).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(idp.seen.filter((r) => r.url.startsWith(verify))).toHaveLength(3);
  });

  it('U2F signs through WebAuthn with the appid; an unknown key shows its one-factor message', async () => {
    const get = vi.fn(async (_options: CredentialRequestOptions): Promise<unknown> => {
      throw new DOMException('No credential', 'InvalidStateError');
    });
    stubWebAuthn(get);
    const u2f = factorOf('fuf1', 'FIDO', 'u2f', {
      credentialId: CREDENTIAL,
      appId: APPID,
      version: 'U2F_V2',
    });
    fidoIdp([u2f], 'fuf1', { nonce: 'bm9uY2UtMQ', timeoutSeconds: 60 });
    const { widget } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    await signIn();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The security key is unsupported. Contact your admin for assistance.',
      ),
    );
    expect(afterRender).toHaveBeenCalledWith({ controller: 'mfa-verify verify-u2f' });
    const options = get.mock.calls[0]![0]!.publicKey!;
    expect(Buffer.from(options.challenge as ArrayBuffer).toString()).toBe('nonce-1');
    expect(options.extensions).toEqual({ appid: APPID });
  });

  it('without WebAuthn in the browser: the not-supported message, and no challenge is asked for', async () => {
    const { idp, verify } = fidoIdp([webauthn, sms], 'fwf1', { challenge: 'Y2hhbGxlbmdlLTE' });
    renderWidget({ features: { webauthn: true } });
    await signIn();
    expect(
      await screen.findByText(
        /Security key or biometric authenticator is not supported on this browser. Select another/,
      ),
    ).toBeInTheDocument();
    expect(idp.seen.some((r) => r.url.startsWith(verify))).toBe(false);
    await expectNoAxeViolations();
  });

  it('Windows Hello (webauthn feature off) waits for its button when there are other factors', async () => {
    const get = vi.fn(assertion);
    stubWebAuthn(get);
    fidoIdp([webauthn, sms], 'fwf1', { challenge: 'Y2hhbGxlbmdlLTE' });
    const { widget, success } = renderWidget();
    const afterRender = vi.fn();
    widget.on('afterRender', afterRender);
    const user = userEvent.setup();
    await signIn(user);
    const start = await screen.findByRole('button', { name: 'Verify with Windows Hello' });
    expect(screen.getByRole('heading', { name: 'Windows Hello' })).toBeInTheDocument();
    await waitFor(() =>
      expect(afterRender).toHaveBeenLastCalledWith({ controller: 'mfa-verify verify-windows-hello' }),
    );
    expect(get).not.toHaveBeenCalled();
    await expectNoAxeViolations();
    await user.click(start);
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
  });
});
