import { callKind } from './kinds/call.tsx';
import { customKind } from './kinds/custom.tsx';
import { duoKind } from './kinds/duo.tsx';
import { emailKind } from './kinds/email.tsx';
import { hardwareKind } from './kinds/hardware.tsx';
import { u2fKind, webauthnKind, windowsHelloKind } from './kinds/fido/index.ts';
import type { VerifyKindModule } from './kinds/kind.ts';
import { passcodeKind } from './kinds/passcode.tsx';
import { passwordKind } from './kinds/password.tsx';
import { pushKind } from './kinds/push/index.ts';
import { questionKind } from './kinds/question.tsx';
import { smsKind } from './kinds/sms.tsx';

/**
 * The factor kinds the widget can verify, ONE table (house style: each kind its own module behind the
 * {@link VerifyKindModule} interface; spec §2 "Verify screen by factor type"). mfa-verify.tsx only looks the
 * route's kind up here; a factor whose kind is not listed shows the "not available yet" step.
 */
export const VERIFY_KINDS: readonly VerifyKindModule[] = [
  passcodeKind,
  hardwareKind,
  smsKind,
  callKind,
  emailKind,
  questionKind,
  passwordKind,
  pushKind,
  webauthnKind,
  windowsHelloKind,
  u2fKind,
  duoKind,
  customKind,
];
