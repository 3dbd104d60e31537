import { oidcKind, samlKind } from './custom/index.ts';
import { duoKind } from './duo/index.ts';
import { emailKind } from './email/index.ts';
import { u2fKind, webauthnKind } from './fido/index.ts';
import type { EnrolKind } from './kind.ts';
import { hotpKind } from './hotp/index.ts';
import { passwordKind } from './password/index.ts';
import { callKind, smsKind } from './phone/index.ts';
import { pushKind } from './push/index.ts';
import { questionKind } from './question/index.ts';
import { hardwareTokenKind, tokenKind } from './token/index.ts';
import { totpKind } from './totp/index.ts';

/**
 * The factor kinds the widget can enrol, ONE table (house style: each kind its own module behind the
 * {@link EnrolKind} interface). A factor whose kind is not listed shows the "not available yet" step.
 */
export const ENROL_KINDS: readonly EnrolKind[] = [
  totpKind,
  smsKind,
  callKind,
  emailKind,
  questionKind,
  pushKind,
  webauthnKind,
  u2fKind,
  passwordKind,
  tokenKind,
  hardwareTokenKind,
  hotpKind,
  duoKind,
  samlKind,
  oidcKind,
];
