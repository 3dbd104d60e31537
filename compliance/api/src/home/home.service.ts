import {
  AUTOVALUTAZIONE_READERS,
  CONFIDENTIAL_READERS,
  type AssignedAlert,
  type AzioneAutovalutazione,
  type HomeSummary,
} from '@compliance/shared';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { Db } from '../db/db.ts';
import { homeRepository } from './home.repository.ts';

/**
 * A source of alerts assigned to a person, for the Home page. The extension point of `assignedAlerts`: an area
 * that assigns work (the operations monitoring queue) implements it and is listed in services.ts. None does yet.
 */
export interface AssignedAlertSource {
  assignedTo(principal: Principal): Promise<AssignedAlert[]>;
}

/** A source of reports awaiting a decision by the person (the report register), for the Home page. */
export interface PendingReportSource {
  pendingFor(principal: Principal): Promise<{ items: AssignedAlert[]; totale: number }>;
}

/** Where Home's self-assessment actions due come from (the selfevaluations area). */
export interface AzioniAutovalutazioneSource {
  azioniInScadenza(today: string): Promise<AzioneAutovalutazione[]>;
}

/** Where Home's `questionariDaVerificare` come from: the questionnaire area (questionari.service.ts). */
export interface QuestionariDaVerificareSource {
  toVerify(principal: Principal): Promise<{ items: AssignedAlert[]; total: number }>;
}

/** How many items each short list of the Home page shows. */
const LIMITS = { expiring: 10, recent: 5 };

/**
 * The Home summary (issue 7 "Home: what needs me today"): counts per area, expiring identity documents, the
 * latest documents and operations, within the person's view (access.service.ts scopes; confidential documents
 * only for CONFIDENTIAL_READERS), the alerts the registered `alertSources` assign to them, the reports awaiting
 * their decision (`reports`: only what the register lets them read, so an operator gets none and no count), and the
 * self-assessment actions due (issue 9) for those who read self-assessments (AUTOVALUTAZIONE_READERS), and (AML
 * officers) the questionnaires waiting for their verification.
 */
export function createHomeService(
  db: Db,
  access: AccessService,
  alertSources: readonly AssignedAlertSource[],
  reports: PendingReportSource,
  autovalutazioni: AzioniAutovalutazioneSource,
  questionari: QuestionariDaVerificareSource,
) {
  return {
    /** `today` is yyyy-MM-dd (default: the current UTC day). */
    async summary(principal: Principal, today = new Date().toISOString().slice(0, 10)): Promise<HomeSummary> {
      const scope = await access.scopeOf(principal);
      const view = {
        scope,
        confidential: principal.roles.some((r) => (CONFIDENTIAL_READERS as readonly string[]).includes(r)),
      };
      const branchName =
        scope.kind === 'branch' && scope.dipendenzaId
          ? await homeRepository.branchName(db, scope.dipendenzaId)
          : null;
      const alerts = [];
      for (const source of alertSources) alerts.push(...(await source.assignedTo(principal)));
      const pending = await reports.pendingFor(principal);
      const daVerificare = await questionari.toVerify(principal);
      return {
        ambito:
          scope.kind === 'all'
            ? { tipo: 'tutte' }
            : { tipo: 'dipendenza', ...(branchName ? { dipendenzaDenominazione: branchName } : {}) },
        conteggi: await homeRepository.counts(db, view, today),
        documentiInScadenza: await homeRepository.expiringDocuments(db, view, today, LIMITS.expiring),
        documentiRecenti: await homeRepository.recentDocuments(db, view, LIMITS.recent),
        operazioniRecenti: await homeRepository.recentOperations(db, view, LIMITS.recent),
        assignedAlerts: alerts,
        fontiAlert: alertSources.length,
        segnalazioniInAttesa: pending.items,
        segnalazioniInAttesaTotale: pending.totale,
        azioniAutovalutazione: principal.roles.some((r) =>
          (AUTOVALUTAZIONE_READERS as readonly string[]).includes(r),
        )
          ? await autovalutazioni.azioniInScadenza(today)
          : [],
        questionariDaVerificare: daVerificare.items,
        questionariDaVerificareTotale: daVerificare.total,
      };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
