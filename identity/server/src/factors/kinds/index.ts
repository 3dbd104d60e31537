import type { FactorKind } from './kind.ts';
import { emailKind } from './email.ts';
import { passwordKind } from './password.ts';
import { callKind, smsKind } from './phone.ts';
import { questionKind } from './question.ts';
import { pushKind } from './push.ts';
import { totpKind } from './totp.ts';
import { u2fKind } from './u2f.ts';
import { webauthnKind } from './webauthn.ts';

/**
 * THE table of factor kinds with a server implementation, one module each (kinds/*.ts). The catalogue of
 * every kind the widget knows is catalog.ts; a policy may name any of them, but only these can be enrolled
 * and verified. Part 2 of the MFA work adds its kinds here, one line each.
 */
const KINDS: readonly FactorKind[] = [
  totpKind('GOOGLE'),
  totpKind('OKTA'),
  webauthnKind,
  u2fKind,
  pushKind,
  smsKind,
  callKind,
  emailKind,
  questionKind,
  passwordKind,
];

/** The kind of `factorType` + `provider`, or undefined when none is implemented. */
export function findKind(factorType: string, provider: string): FactorKind | undefined {
  return KINDS.find((k) => k.factorType === factorType && k.provider === provider);
}

/** The implemented kinds, in registration order. */
export function implementedKinds(): readonly FactorKind[] {
  return KINDS;
}
