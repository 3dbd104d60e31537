import {
  CAMPAGNA_STATO_LABELS,
  CAMPAGNA_TRANSIZIONI,
  campagnaTransizioneErrors,
  type Campagna,
  type CampagnaTransizione,
} from '@compliance/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../auth/access-token.service.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { invalid, type CampagnaContext } from './ordersurveys-context.ts';
import { launchCampaign } from './ordersurveys-launch.ts';
import { ordersurveysRepository as repo } from './ordersurveys.repository.ts';

/** The campaign service's state machine (CAMPAGNA_TRANSIZIONI). */
export function campagnaTransitions(ctx: CampagnaContext) {
  const { audit, outbox, launchDeps, withFigures, locked } = ctx;
  return {
    /**
     * One action of the state machine (CAMPAGNA_TRANSIZIONI). `lancia` freezes the clients, creates or reuses
     * their questionnaires and queues one message each (ordersurveys-launch.ts), then delivers the outbox.
     * @throws ApiError 400 E0000001 (bad body; cancel without a reason), 404 E0000007, 409 E0000040 (stale),
     *   409 E0000110 (not allowed from the state), 409 E0000112 (no client selected), 409 E0000113 (too many).
     */
    async transition(actor: Principal, id: string, body: unknown): Promise<Campagna> {
      checkId(id);
      const errors = campagnaTransizioneErrors(body);
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
        if (t.azione === 'lancia') return launchCampaign(launchDeps, tx, actor, before);
        const changed = (await repo.changeState(tx, id, t.version, {
          stato: rule.to as 'CHIUSA' | 'ANNULLATA',
          ...(t.azione === 'chiudi'
            ? { chiusaDa: actor.sub }
            : { motivazioneAnnullamento: t.motivazione!.trim() }),
        }))!;
        await audit.record(tx, actor.sub, {
          action: `campagna.${t.azione}`,
          entity: 'campagna',
          entityId: id,
          before,
          after: changed,
        });
        return changed;
      });
      if (t.azione === 'lancia') await outbox.deliverQueued();
      return withFigures(after, sql`true`);
    },
  };
}
