import type { EnrolKind } from './kind.ts';
import { totpKind } from './totp/index.ts';

/**
 * The factor kinds the widget can enrol, ONE table (house style: each kind its own module behind the
 * {@link EnrolKind} interface). A factor whose kind is not listed shows the "not available yet" step.
 */
export const ENROL_KINDS: readonly EnrolKind[] = [totpKind];
