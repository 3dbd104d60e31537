import { AnswerForm, type AnswerSpec } from '../answer-form.tsx';
import type { VerifyKindModule, VerifyScreenProps } from './kind.ts';

const SPEC: AnswerSpec = {
  subtitle: (_factor, t, label) => t('mfa.challenge.passcode', label),
  field: { label: 'mfa.challenge.enterCode', secret: false },
  body: (value) => ({ passCode: value.trim() }),
  // RSA SecurID and on-prem MFA (provider DEL_OATH) are the `token` factors whose server answers 409.
  clearOnConflict: (factor) => factor.factorType === 'token' && ['RSA', 'DEL_OATH'].includes(factor.provider),
};

/**
 * Passcode factors (TOTP apps, custom HOTP, tokens): the code from the app or token, sent as `passCode`; an RSA or
 * on-prem token's verify answered with HTTP 409 empties the field for the next code (spec §4).
 */
export const passcodeKind: VerifyKindModule = {
  verify: 'passcode',
  Verify: (props: VerifyScreenProps) => <AnswerForm {...props} spec={SPEC} />,
};
