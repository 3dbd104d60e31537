import type { SegnalazioneTipo } from '@compliance/shared';
import type { SegnalazioneKind } from './kind.ts';
import { sosKind } from './sos.kind.ts';
import { whistleblowingKind } from './whistleblowing.kind.ts';

/** The register's report kinds, one module each: a new kind adds its module here. */
export const KINDS: Readonly<Record<SegnalazioneTipo, SegnalazioneKind>> = {
  SOS: sosKind,
  WHISTLEBLOWING: whistleblowingKind,
};
