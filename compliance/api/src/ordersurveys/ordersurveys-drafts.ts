import {
  CAMPAGNA_STATO_LABELS,
  campagnaErrors,
  type Campagna,
  type CampagnaModifica,
  type CampagnaNuova,
} from '@compliance/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../auth/access-token.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { invalid, type CampagnaContext } from './ordersurveys-context.ts';
import { ordersurveysRepository as repo } from './ordersurveys.repository.ts';

/** The stored content of a new or changed campaign (default cadence: every 7 days; default channel: branch). */
function content(input: CampagnaNuova) {
  return {
    nome: input.nome.trim(),
    tipoPersona: input.tipoPersona,
    filtro: input.filtro,
    giorniSollecito: input.giorniSollecito ?? 7,
    ...(input.scadenzaRisposta ? { scadenzaRisposta: input.scadenzaRisposta } : {}),
    canale: input.canale ?? 'FILIALE',
  };
}

/** The campaign service's drafts: create one, change one (audited in their transaction). */
export function campagnaDrafts(ctx: CampagnaContext) {
  const { db, audit, withFigures, locked } = ctx;
  return {
    /** A new draft. @throws ApiError 400 E0000001 (bad body or filter). */
    async create(actor: Principal, body: unknown): Promise<Campagna> {
      const errors = campagnaErrors(body, false);
      if (errors.length) throw invalid(errors);
      const input = body as CampagnaNuova;
      const created = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await repo.insert(tx, content(input), actor.sub);
        await audit.record(tx, actor.sub, {
          action: 'campagna.create',
          entity: 'campagna',
          entityId: row.id,
          before: null,
          after: row,
        });
        return row;
      });
      return withFigures(created, sql`true`);
    },

    /**
     * New content of a draft or of a scheduled campaign (not sent yet; its reply deadline may not fall before the
     * send date). @throws ApiError 400 E0000001, 404 E0000007, 409 E0000040 (stale), 409 E0000111 (sent, ended
     * or cancelled). Nothing is written when refused.
     */
    async update(actor: Principal, id: string, body: unknown): Promise<Campagna> {
      checkId(id);
      const errors = campagnaErrors(body, true);
      if (errors.length) throw invalid(errors);
      const m = body as CampagnaModifica;
      const after = await locked(id, m.version, async (tx, before) => {
        if (before.stato !== 'BOZZA' && before.stato !== 'PROGRAMMATA')
          throw new ApiError('E0000111', {
            causes: [`La campagna è nello stato «${CAMPAGNA_STATO_LABELS[before.stato]}».`],
          });
        if (before.dataInvio && m.scadenzaRisposta && m.scadenzaRisposta < before.dataInvio)
          throw invalid([
            {
              field: 'scadenzaRisposta',
              message: "La scadenza della risposta non può precedere la data d'invio programmata.",
            },
          ]);
        const after = (await repo.update(tx, id, m.version, content(m)))!;
        await audit.record(tx, actor.sub, {
          action: 'campagna.update',
          entity: 'campagna',
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return withFigures(after, sql`true`);
    },
  };
}
