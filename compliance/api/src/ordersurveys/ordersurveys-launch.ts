import type { MessaggioOutbox, Questionario } from '@compliance/shared';
import type { SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import {
  campagnaClientiRepository as clienti,
  type ClienteCampagna,
  type ClienteCongelato,
} from './campagna-clienti.repository.ts';
import { messaggiCampagna, type MessaggioCampagna } from './ordersurveys-messaggi.ts';
import { ordersurveysRepository as repo, type CampagnaRiga } from './ordersurveys.repository.ts';

/** The largest target set one campaign may freeze (a bigger drive is split by branch or class). */
export const MAX_CLIENTI = 5000;

/** What a launch and a reminder need besides the campaign: the areas they write through. */
export interface LaunchDeps {
  db: Db;
  audit: AuditService;
  access: AccessService;
  /** The questionnaire service: a new empty draft for a client, inside the launch's transaction. */
  questionari: { createDraftIn(tx: Db, actor: Principal, soggettoId: string): Promise<Questionario> };
  /** The outbox: messages queued in the transaction, delivered after it commits. */
  outbox: {
    enqueue(tx: Db, messages: readonly MessaggioCampagna[]): Promise<number>;
    deliverQueued(): Promise<number>;
    list(filter: { campagnaId?: string; scope?: SQL; limit?: number }): Promise<MessaggioOutbox[]>;
  };
  /** The suite's public URL and the mailbox for branches without operators. */
  addresses: { publicUrl: string; ripiego: string };
}

/**
 * Launches draft `before` in `tx` (locked, state checked by the caller): selects the clients its filter picks
 * today, reuses each client's open questionnaire or creates a new draft through the questionnaire service, freezes
 * the set, queues one invitation per client, marks the campaign IN_CORSO sent on `today` (yyyy-MM-dd, Europe/Rome)
 * and audits the launch.
 * @throws ApiError 409 E0000112 (no client selected), 409 E0000113 (more than MAX_CLIENTI).
 */
export async function launchCampaign(
  d: LaunchDeps,
  tx: Db,
  actor: Principal,
  before: CampagnaRiga,
  today: string,
): Promise<CampagnaRiga> {
  const total = await clienti.countTarget(tx, before.tipoPersona, before.filtro);
  if (total === 0)
    throw new ApiError('E0000112', { causes: ['Il filtro non seleziona alcun cliente: modificarlo.'] });
  if (total > MAX_CLIENTI)
    throw new ApiError('E0000113', {
      causes: [`Il filtro seleziona ${total} clienti, oltre il massimo di ${MAX_CLIENTI}.`],
    });
  const target = await clienti.target(tx, before.tipoPersona, before.filtro, MAX_CLIENTI);
  const frozen: ClienteCongelato[] = [];
  const invited: ClienteCampagna[] = [];
  for (const c of target) {
    const open = await clienti.openSubmission(tx, c.id);
    const q = open ?? (await d.questionari.createDraftIn(tx, actor, c.id));
    frozen.push({ soggettoId: c.id, dipendenzaId: c.dipendenzaId, questionarioId: q.id, nuovo: !open });
    invited.push({
      soggettoId: c.id,
      nominativo: c.nominativo,
      dipendenzaId: c.dipendenzaId,
      questionarioNumero: q.numero,
      tipoPersona: before.tipoPersona,
    });
  }
  await clienti.freeze(tx, before.id, frozen);
  const operatori = await clienti.branchOperators(
    tx,
    invited.map((c) => c.dipendenzaId),
  );
  await d.outbox.enqueue(tx, messaggiCampagna('INVITO', before, invited, { ...d.addresses, operatori }));
  const after = (await repo.changeState(tx, before.id, before.version, {
    stato: 'IN_CORSO',
    lanciataDa: actor.sub,
    dataInvio: today,
  }))!;
  await d.audit.record(tx, actor.sub, {
    action: 'campagna.lancia',
    entity: 'campagna',
    entityId: before.id,
    before,
    after: { ...after, clienti: frozen.length, nuoviQuestionari: frozen.filter((f) => f.nuovo).length },
  });
  return after;
}
