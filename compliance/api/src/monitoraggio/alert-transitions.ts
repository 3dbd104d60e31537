import type { AlertAzione, AlertMonitoraggio, AlertStato, AlertTransizione } from '@compliance/shared';
import type { AlertWorkflow } from './monitoraggio.repository.ts';

/** One action of the alert state machine: the states it starts from, who may do it, and what it sets. */
export interface TransitionRule {
  from: readonly AlertStato[];
  /** Only the current assignee may do it (release, close). */
  assigneeOnly: boolean;
  /** The workflow columns after the action, done by `login` with the validated request `t`. */
  apply(alert: AlertMonitoraggio, login: string, t: AlertTransizione): AlertWorkflow;
}

/**
 * The alert state machine (issue 7): NUOVO → IN_LAVORAZIONE (taken, assigned to whoever takes it; a colleague may
 * take over an alert in progress) → CHIUSO with an outcome and a rationale; the assignee may give an alert back
 * (→ NUOVO); a closed alert may be reopened with a rationale (→ IN_LAVORAZIONE, assigned to whoever reopens it).
 * Every other move is refused (409 E0000060).
 */
export const TRANSITIONS: Readonly<Record<AlertAzione, TransitionRule>> = {
  prendi: {
    from: ['NUOVO', 'IN_LAVORAZIONE'],
    assigneeOnly: false,
    apply: (_alert, login) => ({ stato: 'IN_LAVORAZIONE', assegnatario: login }),
  },
  rilascia: {
    from: ['IN_LAVORAZIONE'],
    assigneeOnly: true,
    apply: () => ({ stato: 'NUOVO' }),
  },
  chiudi: {
    from: ['IN_LAVORAZIONE'],
    assigneeOnly: true,
    apply: (alert, login, t) => ({
      stato: 'CHIUSO',
      assegnatario: alert.assegnatario ?? login,
      esito: t.esito!,
      motivazione: t.motivazione!.trim(),
      chiusoDa: login,
    }),
  },
  riapri: {
    from: ['CHIUSO'],
    assigneeOnly: false,
    apply: (_alert, login, t) => ({
      stato: 'IN_LAVORAZIONE',
      assegnatario: login,
      motivazione: t.motivazione!.trim(),
    }),
  },
};
