import type { Db } from '../db/db.ts';
import type { HomeSource } from './home-source.ts';
import { assignedAlertsHomeSource, type AssignedAlertSource } from './sources/assigned-alerts.ts';
import { runningCampaignsHomeSource, type CampagneInCorsoSource } from './sources/running-campaigns.ts';
import { coreHomeSource } from './sources/core.ts';
import { pendingReportsHomeSource, type PendingReportSource } from './sources/pending-reports.ts';
import {
  questionnairesToVerifyHomeSource,
  type QuestionariDaVerificareSource,
} from './sources/questionnaires-to-verify.ts';
import {
  selfAssessmentsToSendHomeSource,
  type AutovalutazioniDaInviareSource,
} from './sources/self-assessments-to-send.ts';
import {
  selfAssessmentActionsHomeSource,
  type AzioniAutovalutazioneSource,
} from './sources/self-assessment-actions.ts';

/** What the Home sources read from the areas (each area's service implements its interface). */
export interface HomeSourceAreas {
  alertQueues: readonly AssignedAlertSource[];
  reports: PendingReportSource;
  autovalutazioni: AzioniAutovalutazioneSource & AutovalutazioniDaInviareSource;
  questionari: QuestionariDaVerificareSource;
  campagne: CampagneInCorsoSource;
}

/**
 * The one list of Home sources: every figure group of `GET /api/home`, in the order the summary is built. A new
 * figure is one more module in sources/ and one more line here.
 */
export function homeSources(db: Db, areas: HomeSourceAreas): readonly HomeSource[] {
  return [
    coreHomeSource(db),
    assignedAlertsHomeSource(areas.alertQueues),
    pendingReportsHomeSource(areas.reports),
    selfAssessmentActionsHomeSource(areas.autovalutazioni),
    selfAssessmentsToSendHomeSource(areas.autovalutazioni),
    questionnairesToVerifyHomeSource(areas.questionari),
    runningCampaignsHomeSource(areas.campagne),
  ];
}
