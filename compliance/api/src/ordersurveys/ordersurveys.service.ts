import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { createCampagnaContext, type OrdersurveysDeps } from './ordersurveys-context.ts';
import { campagnaDrafts } from './ordersurveys-drafts.ts';
import { campagnaReads } from './ordersurveys-reads.ts';
import { campagnaReminders } from './ordersurveys-reminders.ts';
import { campagnaScheduler } from './ordersurveys-scheduler.ts';
import { campagnaTransitions } from './ordersurveys-transitions.ts';

export { campagnaPath } from './ordersurveys-reads.ts';

/**
 * Order surveys (ordersurveys; issue 9, design/compliance-domain.md §4.2 (1)): campaigns that send or renew the
 * due-diligence questionnaire to the clients a filter selects. AML officers create, launch, remind, close and
 * cancel (the routes check the role); the launch freezes the set and creates or reuses one submission per client
 * through the questionnaire service, with one message per client in the outbox; reminders by hand or every
 * `giorniSollecito` days (`autoRemind`). Launch, reminders, close and cancel are audited in their transaction.
 * Operators see only campaigns with clients of their branch, counted on those clients; an unassigned operator
 * sees none. A draft may instead be scheduled (PROGRAMMATA) for a send date; the timer (`tick`) sends it on that
 * day and ends running campaigns (CONCLUSA) after their reply deadline or once everyone answered. The parts, by concern: reads (ordersurveys-reads.ts), drafts (-drafts.ts), the state machine
 * (-transitions.ts, launch in -launch.ts), reminders (-reminders.ts), the timer (-scheduler.ts); shared helpers in -context.ts.
 */
export function createOrdersurveysService(db: Db, audit: AuditService, deps: OrdersurveysDeps) {
  const ctx = createCampagnaContext(db, audit, deps);
  const reminders = campagnaReminders(ctx);
  return {
    ...campagnaReads(ctx),
    ...campagnaDrafts(ctx),
    ...campagnaTransitions(ctx),
    ...reminders,
    ...campagnaScheduler(ctx, reminders.autoRemind),
  };
}

export type OrdersurveysService = ReturnType<typeof createOrdersurveysService>;
