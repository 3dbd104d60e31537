import type {
  SegnalazioneAzione,
  SegnalazioneStato,
  SegnalazioneTipo,
  SegnalazioneTransizione,
} from '@compliance/shared';
import type { SQL } from 'drizzle-orm';
import type { AccessService } from '../../access/access.service.ts';
import type { Principal } from '../../auth/access-token.service.ts';
import type { Db } from '../../db/db.ts';
import type { SegnalazioneBase, SegnalazioneRiga, SegnalazioneWorkflow } from '../segnalazioni.repository.ts';

/** One action of a kind's state machine: the states it starts from and what it sets. */
export interface TransitionRule {
  from: readonly SegnalazioneStato[];
  /** Whether the report, in one of the `from` states, also meets the action's own condition (absent: always). */
  allows?(before: SegnalazioneBase): boolean;
  /** Why `allows` refused (Italian, the 409's cause). */
  refusal?: string;
  /**
   * The workflow after the action (validated request `t`); `gestori` replaces the handlers.
   * @throws ApiError 400 E0000001 when the request contradicts the report (e.g. a date before its sending).
   */
  apply(before: SegnalazioneBase, t: SegnalazioneTransizione): SegnalazioneWorkflow & { gestori?: string[] };
}

/** What filing a report may use: the write's transaction, the filer and the branch scopes. */
export interface FilingContext {
  tx: Db;
  actor: Principal;
  access: AccessService;
}

/**
 * One kind of report in the register (house style: one module per kind behind one interface, registered in
 * kinds/index.ts): who may file it, how a validated filing becomes a row, who may read it, and its state machine.
 */
export interface SegnalazioneKind {
  tipo: SegnalazioneTipo;
  /** Whether `roles` may file a report of this kind (403 E0000091 otherwise). */
  canFile(roles: readonly string[]): boolean;
  /**
   * The row of a validated filing (`body` passed segnalazioneNuovaErrors). @throws ApiError 400 E0000001 naming a
   * missing or unrelated linked record, 403 E0000006 for a client outside an operator's branch.
   */
  prepare(ctx: FilingContext, body: unknown): Promise<SegnalazioneRiga>;
  /**
   * The condition (on alias `sg`, a row of this kind) under which `principal` reads a report; `false` when they
   * read none. Lists, counts, details, exports, transitions and Home all go through it.
   */
  readScope(principal: Principal): SQL;
  transitions: Partial<Record<SegnalazioneAzione, TransitionRule>>;
}
