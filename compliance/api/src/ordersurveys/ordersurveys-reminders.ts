import { CAMPAGNA_MESSAGES, CampagnaSollecito, fieldErrors } from '@compliance/shared';
import type { Principal } from '../auth/access-token.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { campagnaClientiRepository as clienti } from './campagna-clienti.repository.ts';
import { invalid, type CampagnaContext } from './ordersurveys-context.ts';
import type { LaunchDeps } from './ordersurveys-launch.ts';
import { messaggiCampagna } from './ordersurveys-messaggi.ts';
import { ordersurveysRepository as repo, type CampagnaRiga } from './ordersurveys.repository.ts';

/**
 * Queues a reminder in `tx` for each client of running campaign `c` whose questionnaire is not sent yet (only
 * `soggettoIds` when given; only those last written to `days` or more days ago when given), counts them on the
 * clients, and audits the round (`campagna.sollecito`, by `login`; `system` for the automatic cadence). Answers
 * how many reminders were queued (0: nothing written).
 * @throws ApiError 409 E0000110 when the campaign is not running.
 */
export async function sendReminders(
  d: LaunchDeps,
  tx: Db,
  login: string,
  c: CampagnaRiga,
  options: { soggettoIds?: readonly string[]; days?: number },
): Promise<number> {
  if (c.stato !== 'IN_CORSO')
    throw new ApiError('E0000110', { causes: ['Si sollecitano solo i clienti di una campagna in corso.'] });
  const due = await clienti.toRemind(tx, c.id, options);
  if (!due.length) return 0;
  const operatori = await clienti.branchOperators(
    tx,
    due.map((x) => x.dipendenzaId),
  );
  await d.outbox.enqueue(tx, messaggiCampagna('SOLLECITO', c, due, { ...d.addresses, operatori }));
  await clienti.markReminded(
    tx,
    c.id,
    due.map((x) => x.soggettoId),
  );
  await d.audit.record(tx, login, {
    action: 'campagna.sollecito',
    entity: 'campagna',
    entityId: c.id,
    before: null,
    after: {
      automatico: login === 'system',
      clienti: due.map((x) => ({ soggettoId: x.soggettoId, questionario: x.questionarioNumero })),
    },
  });
  return due.length;
}

/** The campaign service's reminders: by hand, and the automatic cadence. */
export function campagnaReminders(ctx: CampagnaContext) {
  const { db, outbox, launchDeps, locked } = ctx;
  return {
    /**
     * Reminds the running campaign's clients whose questionnaire is not sent (all, or `soggettoIds`), one message
     * each. @throws ApiError 400 E0000001, 404 E0000007, 409 E0000110 (not running), 409 E0000114 (nobody to remind).
     */
    async remind(actor: Principal, id: string, body: unknown): Promise<{ solleciti: number }> {
      checkId(id);
      const errors = fieldErrors(CampagnaSollecito, CAMPAGNA_MESSAGES, body ?? {});
      if (errors.length) throw invalid(errors);
      const { soggettoIds } = (body ?? {}) as CampagnaSollecito;
      const n = await locked(id, undefined, (tx, before) =>
        sendReminders(launchDeps, tx, actor.sub, before, soggettoIds ? { soggettoIds } : {}),
      );
      if (n === 0)
        throw new ApiError('E0000114', {
          causes: ['Tutti i clienti selezionati hanno già inviato il questionario.'],
        });
      await outbox.deliverQueued();
      return { solleciti: n };
    },

    /**
     * The automatic cadence: for every running campaign, reminds the clients not yet sent whose last message is
     * at least `giorniSollecito` days old (actor `system`), then delivers everything queued (a restart's leftovers
     * too). Answers how many reminders were queued.
     */
    async autoRemind(): Promise<number> {
      let total = 0;
      for (const id of await repo.runningIds(db)) {
        total += await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const c = await repo.findById(tx, id, true);
          if (!c || c.stato !== 'IN_CORSO') return 0;
          return sendReminders(launchDeps, tx, 'system', c, { days: c.giorniSollecito });
        });
      }
      // also what a restart left queued
      await outbox.deliverQueued();
      return total;
    },
  };
}
