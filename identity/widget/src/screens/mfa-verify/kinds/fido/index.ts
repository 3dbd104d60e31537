import type { VerifyKindModule } from '../kind.ts';
import { VerifyFido } from './verify-fido.tsx';

/** WebAuthn security keys and biometrics (FIDO webauthn with the `webauthn` feature). */
export const webauthnKind: VerifyKindModule = { verify: 'webauthn', Verify: VerifyFido };
/** Windows Hello (FIDO webauthn without the `webauthn` feature: spec §2 route table). */
export const windowsHelloKind: VerifyKindModule = { verify: 'windows-hello', Verify: VerifyFido };
/** FIDO U2F security keys, signed through WebAuthn's `appid` extension (browsers no longer have the U2F API). */
export const u2fKind: VerifyKindModule = { verify: 'u2f', Verify: VerifyFido };
