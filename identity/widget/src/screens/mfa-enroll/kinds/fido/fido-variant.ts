import type { ResolvedSettings } from '../../../../settings/settings.ts';

/** Which FIDO enrolment a factor gets: U2F, WebAuthn, or Windows Hello (FIDO webauthn without the feature). */
export type FidoVariant = 'u2f' | 'webauthn' | 'windows-hello';

/** spec §2 route table: FIDO webauthn is the WebAuthn screen when the `webauthn` feature is on, else Windows Hello. */
export function fidoVariant(factorType: string, features: ResolvedSettings['features']): FidoVariant {
  if (factorType === 'u2f') return 'u2f';
  return features.webauthn ? 'webauthn' : 'windows-hello';
}

/** i18n keys of a variant's screens: its instructions and its "not supported in this browser" message. */
export const FIDO_LABELS: Record<FidoVariant, { instructions: string; notSupported: string }> = {
  u2f: { instructions: 'enroll.u2f.instructions', notSupported: 'u2f.error.factorNotSupported' },
  webauthn: { instructions: 'enroll.webauthn.instructions', notSupported: 'webauthn.error.not.supported' },
  'windows-hello': {
    instructions: 'enroll.windowsHello.instructions',
    notSupported: 'enroll.windowsHello.error.notConfigured',
  },
};
