import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { campagnaClientiRepository as clienti } from './campagna-clienti.repository.ts';
import type { LaunchDeps } from './ordersurveys-launch.ts';
import { messaggiCampagna } from './ordersurveys-messaggi.ts';
import type { CampagnaRiga } from './ordersurveys.repository.ts';

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
