import { startAuthentication } from '@simplewebauthn/browser';
import type { AuthFactor, VerifyBody } from '@identity/client';

/** The FIDO verify screens: WebAuthn, Windows Hello (FIDO webauthn without the feature), U2F (through WebAuthn). */
export type FidoVariant = 'webauthn' | 'windows-hello' | 'u2f';

/** `_embedded.challenge` of a FIDO MFA_CHALLENGE: WebAuthn `{challenge, userVerification, extensions}`, U2F `{nonce}`. */
interface FidoChallenge {
  challenge?: string;
  nonce?: string;
  userVerification?: string;
  extensions?: { appid?: string };
}

/**
 * Asks the authenticator to sign the IdP's challenge (design/authn-protocol.md §1.4, W3C WebAuthn
 * `navigator.credentials.get` through @simplewebauthn/browser, which does the base64url and ArrayBuffer
 * conversions): allowed credential the factor's `credentialId`; for a U2F factor WebAuthn's `appid` extension
 * (the challenge's, else the profile's `appId`: a key registered through U2F signs for the appId, W3C WebAuthn
 * §10.1.1). Windows Hello asks for a platform authenticator. Resolves with the verify body
 * `{clientData, authenticatorData, signatureData}` (base64url).
 * @throws the browser's DOMException (NotAllowedError on cancel or timeout, InvalidStateError, ...).
 */
export async function signChallenge(
  variant: FidoVariant,
  factor: AuthFactor,
  challenge: FidoChallenge | null | undefined,
): Promise<VerifyBody> {
  const value = challenge?.challenge ?? challenge?.nonce;
  if (!value) throw new DOMException('The sign-in challenge is missing.', 'SecurityError');
  const credentialId = factor.profile?.credentialId;
  // Only a U2F key needs the appid (it signs for the appId, not the rp id); Chromium refuses an appid that is not
  // https, so a WebAuthn credential is asked for without it.
  const appid = variant === 'u2f' ? (challenge?.extensions?.appid ?? factor.profile?.appId) : undefined;
  const response = await startAuthentication({
    optionsJSON: {
      challenge: value,
      ...(credentialId
        ? {
            allowCredentials: [
              {
                id: credentialId,
                type: 'public-key',
                ...(variant === 'windows-hello' ? { transports: ['internal' as const] } : {}),
              },
            ],
          }
        : {}),
      userVerification: (challenge?.userVerification ?? 'preferred') as UserVerificationRequirement,
      ...(appid ? { extensions: { appid } } : {}),
    },
  });
  return {
    clientData: response.response.clientDataJSON,
    authenticatorData: response.response.authenticatorData,
    signatureData: response.response.signature,
  };
}
