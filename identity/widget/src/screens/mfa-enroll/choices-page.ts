import type { AuthFactor } from '@identity/client';
import { sortFactors } from '../mfa-common/factor-meta.ts';

/** The six situations of spec §4 "Enrolment choices page". */
export type ChoicesSituation =
  | 'required-none-enrolled'
  | 'required-some-enrolled'
  | 'required-all-enrolled'
  | 'optional-none-enrolled'
  | 'optional-some-enrolled'
  | 'nothing-to-enrol';

/** The page to show for the factors of an MFA_ENROLL transaction, with its lists in spec §3 sort order. */
export interface ChoicesPage {
  situation: ChoicesSituation;
  /** Required factors not yet enrolled (the first one is what "configure" / "next" sets up). */
  required: AuthFactor[];
  enrolled: AuthFactor[];
  /** Optional factors not yet enrolled. */
  optional: AuthFactor[];
  /** The "{0} of {1}" step of the required factor types: the one being set up now, and how many there are. */
  step: { current: number; total: number };
}

const isEnrolled = (f: AuthFactor) => f.status === 'ACTIVE';

/**
 * Classifies an MFA_ENROLL transaction's factors (spec §3 "Factor": enrolled = ACTIVE, required = REQUIRED;
 * §4 "Enrolment choices page"). Pure.
 */
export function choicesPage(
  factors: readonly AuthFactor[],
  features: { webauthn?: boolean } = {},
): ChoicesPage {
  const sorted = sortFactors(factors, features);
  const allRequired = sorted.filter((f) => f.enrollment === 'REQUIRED');
  const required = allRequired.filter((f) => !isEnrolled(f));
  const enrolled = sorted.filter(isEnrolled);
  const optional = sorted.filter((f) => f.enrollment !== 'REQUIRED' && !isEnrolled(f));
  const requiredEnrolled = allRequired.length - required.length;
  // Steps count factor types: the providers of one type (Google and Okta TOTP) are one choice, not two steps.
  const types = new Set(allRequired.map((f) => f.factorType));
  const typesDone = new Set(allRequired.filter(isEnrolled).map((f) => f.factorType));
  const step = { current: Math.min(typesDone.size + 1, types.size), total: types.size };
  const page = (situation: ChoicesSituation): ChoicesPage => ({
    situation,
    required,
    enrolled,
    optional,
    step,
  });
  if (required.length > 0)
    return page(requiredEnrolled > 0 ? 'required-some-enrolled' : 'required-none-enrolled');
  if (optional.length === 0) return page('nothing-to-enrol');
  if (allRequired.length > 0) return page('required-all-enrolled');
  return page(enrolled.length > 0 ? 'optional-some-enrolled' : 'optional-none-enrolled');
}
