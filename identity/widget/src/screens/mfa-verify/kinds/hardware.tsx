import { AnswerForm, type AnswerSpec } from '../answer-form.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const SPEC: AnswerSpec = {
  subtitle: (_factor, t) => t('factor.totpHard.yubikey.description'),
  // The key types its code into the focused field: a password-type field, as 2.21.0's hardware key form.
  field: { label: 'mfa.challenge.enterCode', secret: true, autoComplete: 'off' },
  body: (value) => ({ passCode: value.trim() }),
};

/**
 * Hardware tokens (spec §2 "token:hardware: hardware key form"; YubiKey): touching the key types its one-time
 * code into the password-type field; sent as `passCode`.
 */
export const hardwareKind: VerifyKindModule = {
  verify: 'hardware',
  Verify: (props: VerifyScreenProps) => <AnswerForm {...props} spec={SPEC} />,
};
