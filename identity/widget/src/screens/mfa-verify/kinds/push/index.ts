import type { VerifyKindModule } from '../kind.ts';
import { VerifyPush } from './verify-push.tsx';

/** Okta Verify push through the companion authenticator, with Okta Verify's TOTP as the inline backup. */
export const pushKind: VerifyKindModule = { verify: 'push', Verify: VerifyPush };
