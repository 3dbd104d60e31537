import {
  AUTOVALUTAZIONE_APPROVERS,
  incompletezze,
  type Autovalutazione,
  type AutovalutazioneAzione,
  type AutovalutazioneStato,
  type AutovalutazioneTransizione,
  type FieldError,
} from '@compliance/shared';
import type { AutovalutazioneWorkflow } from './autovalutazioni.repository.ts';

/** Shortest reason accepted when an AML officer sends a submitted self-assessment back to draft. */
export const MOTIVAZIONE_RITORNO_MIN = 10;

/** One action of the self-assessment state machine. */
export interface TransitionRule {
  from: readonly AutovalutazioneStato[];
  /** Roles that may do it beyond the editors' (null: any editor). */
  roles: readonly string[] | null;
  /** What blocks it on the stored record (an incomplete draft), as field causes; empty when none. */
  blockers(a: Autovalutazione): FieldError[];
  apply(a: Autovalutazione, login: string, t: AutovalutazioneTransizione): AutovalutazioneWorkflow;
}

/**
 * The self-assessment state machine (issue 9): BOZZA → IN_APPROVAZIONE (`invia`, any editor, a complete draft only:
 * every line scored, weights summing to 100 %, an overall judgement) → APPROVATA (`approva`, AML officers only; the
 * approved version is immutable); IN_APPROVAZIONE → BOZZA (`riporta_in_bozza`, AML officers only, with a reason).
 * Every other move is refused (409 E0000101).
 */
export const TRANSITIONS: Readonly<Record<AutovalutazioneAzione, TransitionRule>> = {
  invia: {
    from: ['BOZZA'],
    roles: null,
    blockers: (a) => incompletezze(a),
    apply: (_a, login) => ({ stato: 'IN_APPROVAZIONE', inviataDa: login }),
  },
  approva: {
    from: ['IN_APPROVAZIONE'],
    roles: AUTOVALUTAZIONE_APPROVERS,
    blockers: (a) => incompletezze(a),
    apply: (_a, login, t) => ({
      stato: 'APPROVATA',
      approvataDa: login,
      ...(t.riferimentoDelibera?.trim() ? { riferimentoDelibera: t.riferimentoDelibera.trim() } : {}),
    }),
  },
  riporta_in_bozza: {
    from: ['IN_APPROVAZIONE'],
    roles: AUTOVALUTAZIONE_APPROVERS,
    blockers: () => [],
    apply: (_a, _login, t) => ({ stato: 'BOZZA', motivazioneRitorno: t.motivazione!.trim() }),
  },
};
