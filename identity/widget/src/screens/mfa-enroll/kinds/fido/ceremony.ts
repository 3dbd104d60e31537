import { startRegistration } from '@simplewebauthn/browser';
import type { ActivateBody, AuthFactorActivation } from '@identity/client';
import { u2fApi, u2fErrorKey } from './fido-support.ts';
import type { FidoVariant } from './fido-variant.ts';

/** A ceremony that failed: the browser's message (WebAuthn), or an i18n key (U2F error codes, spec §8). */
export class CeremonyError extends Error {
  constructor(
    message: string,
    readonly labelKey?: string,
  ) {
    super(message);
    this.name = 'CeremonyError';
  }
}

/**
 * WebAuthn registration with the IdP's creation options (navigator.credentials.create through
 * @simplewebauthn/browser, which does the base64url and ArrayBuffer conversions): the activation body
 * `{attestation, clientData}` (base64url). Windows Hello asks for the platform authenticator.
 * @throws the browser's error (its message is shown) when the person cancels or the authenticator refuses.
 */
async function webauthn(activation: AuthFactorActivation, platform: boolean): Promise<ActivateBody> {
  const { challenge, rp, user, pubKeyCredParams, timeout, attestation, authenticatorSelection } = activation;
  if (!challenge || !rp || !user || !pubKeyCredParams) throw new CeremonyError('', 'u2f.error.badRequest');
  const response = await startRegistration({
    optionsJSON: {
      challenge,
      rp,
      user,
      pubKeyCredParams: pubKeyCredParams.map((p) => ({ type: 'public-key', alg: p.alg })),
      ...(timeout ? { timeout } : {}),
      attestation: (attestation ?? 'none') as AttestationConveyancePreference,
      authenticatorSelection: {
        ...(authenticatorSelection as AuthenticatorSelectionCriteria | undefined),
        ...(platform ? { authenticatorAttachment: 'platform' } : {}),
      },
      excludeCredentials: (activation.excludeCredentials ?? []).map((c) => ({
        type: 'public-key',
        id: c.id,
      })),
    },
  });
  return { attestation: response.response.attestationObject, clientData: response.response.clientDataJSON };
}

/** U2F registration through the browser's U2F API: the activation body `{registrationData, clientData}`. */
function u2f(activation: AuthFactorActivation): Promise<ActivateBody> {
  const api = u2fApi();
  const { appId, nonce, version, timeoutSeconds } = activation;
  if (!api || !appId || !nonce) return Promise.reject(new CeremonyError('', 'u2f.error.factorNotSupported'));
  return new Promise((resolve, reject) => {
    const request = { version: version ?? 'U2F_V2', challenge: nonce };
    api.register(
      appId,
      [request],
      [],
      (answer) => {
        if (answer.errorCode || !answer.registrationData || !answer.clientData)
          reject(new CeremonyError('', u2fErrorKey(answer.errorCode)));
        else resolve({ registrationData: answer.registrationData, clientData: answer.clientData });
      },
      timeoutSeconds,
    );
  });
}

/** Runs the device's part of an activation (spec §4 "U2F and WebAuthn"): the body to send to `activate`. */
export function registerCredential(
  variant: FidoVariant,
  activation: AuthFactorActivation,
): Promise<ActivateBody> {
  return variant === 'u2f' ? u2f(activation) : webauthn(activation, variant === 'windows-hello');
}
