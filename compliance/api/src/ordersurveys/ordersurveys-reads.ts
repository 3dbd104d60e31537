import {
  CAMPAGNA_MESSAGES,
  CampagnaAnteprimaRichiesta,
  fieldErrors,
  filtroErrors,
  type Campagna,
  type CampagnaAnteprima,
  type CampagnaInCorso,
  type MessaggioOutbox,
} from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../auth/access-token.service.ts';
import { campagnaClientiRepository as clienti } from './campagna-clienti.repository.ts';
import { invalid, type CampagnaContext } from './ordersurveys-context.ts';
import { ordersurveysRepository as repo } from './ordersurveys.repository.ts';

/** How many running campaigns Home lists; how many clients a preview names. */
const HOME_LIMIT = 10;
const PREVIEW_LIMIT = 10;

/** The suite route of a campaign (read mode). */
export const campagnaPath = (id: string) => `/ordersurveys/ordersurvey/${id}/true/pagina`;

/** The campaign service's reads: one campaign, a filter's preview, messages, audit, list scopes and Home. */
export function campagnaReads(ctx: CampagnaContext) {
  const { db, access, outbox, audit, clientScope, withFigures, visible } = ctx;
  return {
    /** The campaign with its figures within the reader's view. @throws ApiError 404 E0000007. */
    async getFor(principal: Principal, id: string): Promise<Campagna> {
      return withFigures(await visible(principal, id), await clientScope(principal));
    },

    /** How many clients a filter selects today, and the first ones by name. @throws ApiError 400 E0000001. */
    async preview(body: unknown): Promise<CampagnaAnteprima> {
      const errors = fieldErrors(CampagnaAnteprimaRichiesta, CAMPAGNA_MESSAGES, body);
      const all = errors.length ? errors : filtroErrors((body as CampagnaAnteprimaRichiesta).filtro);
      if (all.length) throw invalid(all);
      const { tipoPersona, filtro } = body as CampagnaAnteprimaRichiesta;
      const found = await clienti.target(db, tipoPersona, filtro, PREVIEW_LIMIT);
      return {
        totale: await clienti.countTarget(db, tipoPersona, filtro),
        clienti: found.map((c) => ({ id: c.id, nominativo: c.nominativo, dipendenza: c.dipendenza })),
      };
    },

    /** The campaign's messages (invitations and reminders), within the reader's view. @throws 404 E0000007. */
    async messagesOf(principal: Principal, id: string): Promise<MessaggioOutbox[]> {
      await visible(principal, id);
      const scope = await access.branchListScope(principal, sql`m.dipendenza_id`);
      return outbox.list({ campagnaId: id, ...(scope ? { scope } : {}), limit: 500 });
    },

    /** The list restriction of campaigns: those with a client of the operator's branch; none for wide roles. */
    async listScope(principal: Principal): Promise<SQL | undefined> {
      const inner = await access.branchListScope(principal, sql`cc.dipendenza_id`);
      return inner
        ? sql`EXISTS (SELECT 1 FROM campagna_clienti cc WHERE cc.campagna_id = c.id AND ${inner})`
        : undefined;
    },

    /** The list restriction of campaign clients (alias `cc`). */
    clientListScope: (principal: Principal) => access.branchListScope(principal, sql`cc.dipendenza_id`),

    /** @throws 404 E0000007 (not visible). */
    async auditOf(principal: Principal, id: string) {
      await visible(principal, id);
      return audit.forEntity('campagna', id);
    },

    /** Home: running campaigns with clients in the person's view, counted on those clients. */
    async inCorsoFor(principal: Principal): Promise<{ items: CampagnaInCorso[]; totale: number }> {
      const scope = await clientScope(principal);
      const found = await repo.running(db, scope, HOME_LIMIT);
      const items: CampagnaInCorso[] = [];
      for (const row of found.rows) {
        const p = await clienti.progress(db, row.id, scope);
        const risposte = ['INVIATO', 'IN_VERIFICA', 'VERIFICATO', 'SCADUTO'].reduce(
          (sum, s) => sum + (p.avanzamento[s] ?? 0),
          0,
        );
        items.push({
          id: row.id,
          nome: row.nome,
          dataLancio: (row.dataLancio ?? row.createdAt).slice(0, 10),
          clienti: p.clienti,
          risposte,
          link: campagnaPath(row.id),
        });
      }
      return { items, totale: found.total };
    },
  };
}
