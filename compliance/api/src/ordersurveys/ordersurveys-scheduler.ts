import { oggiRoma } from '@compliance/shared';
import type { Principal } from '../auth/access-token.service.ts';
import { ApiError } from '../errors.ts';
import type { CampagnaContext } from './ordersurveys-context.ts';
import { launchCampaign } from './ordersurveys-launch.ts';
import { ordersurveysRepository as repo } from './ordersurveys.repository.ts';

/** The suite itself, as the actor of what its timer does (questionnaires created, audit entries). */
const SYSTEM: Principal = { sub: 'system', roles: ['aml-officers'], token: '', exp: 0 };

/**
 * The campaign service's timed work (design §4.2 (1)): scheduled campaigns are sent on their day, running ones
 * end (CONCLUSA) once the reply deadline has passed or every client has answered. `now` is the clock (tests pass
 * one); days are counted in Europe/Rome. The API process runs `tick` at start and then every
 * SUITE_REMINDER_INTERVAL_MIN minutes (app.ts), with the reminders.
 */
export function campagnaScheduler(ctx: CampagnaContext, autoRemind: () => Promise<number>) {
  const { audit, outbox, launchDeps, locked } = ctx;

  /**
   * Sends every scheduled campaign whose date is today or past (as `system`). One that cannot be sent (its filter
   * now selects nobody, or too many) goes back to draft with the reason in `esitoInvio`, audited as
   * `campagna.invio_non_riuscito`. Answers how many were sent.
   */
  async function sendScheduled(now = new Date()): Promise<number> {
    const today = oggiRoma(now);
    let sent = 0;
    for (const id of await repo.dueScheduledIds(ctx.db, today)) {
      try {
        sent += await locked(id, undefined, async (tx, c) => {
          if (c.stato !== 'PROGRAMMATA' || !c.dataInvio || c.dataInvio > today) return 0;
          await launchCampaign(launchDeps, tx, SYSTEM, c, today);
          return 1;
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const esito = error.causes.map((x) => x.errorSummary).join(' ') || error.message;
        await locked(id, undefined, async (tx, c) => {
          if (c.stato !== 'PROGRAMMATA') return;
          const after = await repo.schedule(tx, id, c.version, { dataInvio: null, esito });
          await audit.record(tx, SYSTEM.sub, {
            action: 'campagna.invio_non_riuscito',
            entity: 'campagna',
            entityId: id,
            before: c,
            after,
          });
        });
      }
    }
    if (sent) await outbox.deliverQueued();
    return sent;
  }

  /** Ends (CONCLUSA, by `system`) every running campaign past its reply deadline or fully answered. */
  async function concludeEnded(now = new Date()): Promise<number> {
    let ended = 0;
    for (const id of await repo.endedIds(ctx.db, oggiRoma(now))) {
      ended += await locked(id, undefined, async (tx, c) => {
        if (c.stato !== 'IN_CORSO') return 0;
        const after = await repo.changeState(tx, id, c.version, { stato: 'CONCLUSA', chiusaDa: SYSTEM.sub });
        await audit.record(tx, SYSTEM.sub, {
          action: 'campagna.conclusa',
          entity: 'campagna',
          entityId: id,
          before: c,
          after,
        });
        return 1;
      });
    }
    return ended;
  }

  return {
    sendScheduled,
    concludeEnded,
    /**
     * One round of the campaigns' timer: sends what is due, ends what has ended, then reminds (autoRemind).
     * Answers what it did.
     */
    async tick(now = new Date()): Promise<{ inviate: number; concluse: number; solleciti: number }> {
      const inviate = await sendScheduled(now);
      const concluse = await concludeEnded(now);
      return { inviate, concluse, solleciti: await autoRemind() };
    },
  };
}
