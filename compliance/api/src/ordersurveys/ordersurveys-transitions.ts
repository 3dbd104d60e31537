import {
  CAMPAGNA_STATO_LABELS,
  CAMPAGNA_TRANSIZIONI,
  campagnaTransizioneErrors,
  oggiRoma,
  type Campagna,
  type CampagnaTransizione,
} from '@compliance/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../auth/access-token.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { invalid, type CampagnaContext } from './ordersurveys-context.ts';
import { launchCampaign } from './ordersurveys-launch.ts';
import { ordersurveysRepository as repo, type CampagnaRiga } from './ordersurveys.repository.ts';

/** @throws ApiError 400 E0000001 when the send date falls after the reply deadline. */
function checkPlan(before: CampagnaRiga, dataInvio: string) {
  if (before.scadenzaRisposta && dataInvio > before.scadenzaRisposta)
    throw invalid([
      {
        field: 'dataInvio',
        message: "La data d'invio non può essere successiva alla scadenza della risposta.",
      },
    ]);
}

/** The campaign service's state machine (CAMPAGNA_TRANSIZIONI). */
export function campagnaTransitions(ctx: CampagnaContext) {
  const { audit, outbox, launchDeps, withFigures, locked } = ctx;

  /** Applies `t` to locked `before` in `tx` (the state already checked) and audits it. */
  async function apply(
    tx: Db,
    actor: Principal,
    before: CampagnaRiga,
    t: CampagnaTransizione,
    today: string,
  ) {
    if (t.azione === 'lancia') return launchCampaign(launchDeps, tx, actor, before, today);
    let changed: CampagnaRiga | null;
    if (t.azione === 'programma') {
      checkPlan(before, t.dataInvio!);
      changed = await repo.schedule(tx, before.id, t.version, { dataInvio: t.dataInvio!, by: actor.sub });
    } else if (t.azione === 'riporta_in_bozza') {
      changed = await repo.schedule(tx, before.id, t.version, { dataInvio: null });
    } else {
      changed = await repo.changeState(tx, before.id, t.version, {
        stato: CAMPAGNA_TRANSIZIONI[t.azione].to as 'CONCLUSA' | 'ANNULLATA',
        ...(t.azione === 'chiudi'
          ? { chiusaDa: actor.sub }
          : { motivazioneAnnullamento: t.motivazione!.trim() }),
      });
    }
    await audit.record(tx, actor.sub, {
      action: `campagna.${t.azione}`,
      entity: 'campagna',
      entityId: before.id,
      before,
      after: changed,
    });
    return changed!;
  }

  return {
    /**
     * One action of the state machine (CAMPAGNA_TRANSIZIONI). `lancia` freezes the clients, creates or reuses
     * their questionnaires and queues one message each (ordersurveys-launch.ts), then delivers the outbox;
     * `programma` sets or changes the send date (after today at `now`, Europe/Rome; not after the reply
     * deadline); `riporta_in_bozza` takes a scheduled campaign back to draft.
     * @throws ApiError 400 E0000001 (bad body; cancel without a reason; schedule without a future date), 404
     *   E0000007, 409 E0000040 (stale), 409 E0000110 (not allowed from the state), 409 E0000112 (no client
     *   selected), 409 E0000113 (too many).
     */
    async transition(actor: Principal, id: string, body: unknown, now = new Date()): Promise<Campagna> {
      checkId(id);
      const today = oggiRoma(now);
      const errors = campagnaTransizioneErrors(body, today);
      if (errors.length) throw invalid(errors);
      const t = body as CampagnaTransizione;
      const rule = CAMPAGNA_TRANSIZIONI[t.azione];
      const after = await locked(id, t.version, async (tx, before) => {
        if (!rule.from.includes(before.stato))
          throw new ApiError('E0000110', {
            causes: [
              `La campagna è nello stato «${CAMPAGNA_STATO_LABELS[before.stato]}»: l'azione «${t.azione}» vale solo da ${rule.from
                .map((s) => `«${CAMPAGNA_STATO_LABELS[s]}»`)
                .join(' o ')}.`,
            ],
          });
        return apply(tx, actor, before, t, today);
      });
      if (t.azione === 'lancia') await outbox.deliverQueued();
      return withFigures(after, sql`true`);
    },
  };
}
