import {
  CAMPAGNA_MESSAGES,
  CAMPAGNA_STATO_LABELS,
  CAMPAGNA_TRANSIZIONI,
  CampagnaAnteprimaRichiesta,
  CampagnaSollecito,
  campagnaErrors,
  campagnaTransizioneErrors,
  fieldErrors,
  filtroErrors,
  type Campagna,
  type CampagnaAnteprima,
  type CampagnaInCorso,
  type CampagnaModifica,
  type CampagnaNuova,
  type CampagnaTransizione,
  type FieldError,
  type MessaggioOutbox,
} from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { campagnaClientiRepository as clienti } from './campagna-clienti.repository.ts';
import { launchCampaign, type LaunchDeps } from './ordersurveys-launch.ts';
import { sendReminders } from './ordersurveys-reminders.ts';
import { ordersurveysRepository as repo, type CampagnaRiga } from './ordersurveys.repository.ts';

/** How many running campaigns Home lists; how many clients a preview names. */
const HOME_LIMIT = 10;
const PREVIEW_LIMIT = 10;

/** The suite route of a campaign (read mode). */
export const campagnaPath = (id: string) => `/ordersurveys/ordersurvey/${id}/true/pagina`;

const invalid = (errors: FieldError[]) =>
  new ApiError('E0000001', { causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })) });

/**
 * Order surveys (ordersurveys; issue 9, design/compliance-domain.md §4.2 (1)): campaigns that send or renew the
 * due-diligence questionnaire to the clients a filter selects. AML officers create, launch, remind, close and
 * cancel (the routes check the role); the launch freezes the set and creates or reuses one submission per client
 * through the questionnaire service, with one message per client in the outbox; reminders by hand or every
 * `giorniSollecito` days (`autoRemind`). Launch, reminders, close and cancel are audited in their transaction.
 * Operators see only campaigns with clients of their branch, counted on those clients; an unassigned operator
 * sees none.
 */
export function createOrdersurveysService(
  db: Db,
  audit: AuditService,
  deps: Omit<LaunchDeps, 'db' | 'audit'> & {
    access: AccessService;
  },
) {
  const { access, outbox } = deps;
  const launchDeps: LaunchDeps = { ...deps, db, audit };

  /** The restriction on `cc.dipendenza_id` for `principal` (true for wide roles). */
  const clientScope = async (principal: Principal): Promise<SQL> =>
    (await access.branchListScope(principal, sql`cc.dipendenza_id`)) ?? sql`true`;

  async function withFigures(row: CampagnaRiga, scope: SQL): Promise<Campagna> {
    const p = await clienti.progress(db, row.id, scope);
    return {
      ...row,
      clienti: p.clienti,
      avanzamento: p.avanzamento,
      solleciti: p.solleciti,
      inRitardo: p.inRitardo,
    };
  }

  /** @throws ApiError 404 E0000007 (none; an operator's campaign with no client of their branch). */
  async function visible(principal: Principal, id: string): Promise<CampagnaRiga> {
    checkId(id);
    const row = await repo.findById(db, id);
    const scope = await clientScope(principal);
    const restricted = (await access.scopeOf(principal)).kind === 'branch';
    if (!row || (restricted && !(await repo.touches(db, id, scope))))
      throw new ApiError('E0000007', { causes: [`Nessuna campagna con id ${id}.`] });
    return row;
  }

  /** Runs `fn` on the locked campaign (at `version` when given). @throws 404 E0000007, 409 E0000040 (stale). */
  async function locked<T>(
    id: string,
    version: number | undefined,
    fn: (tx: Db, before: CampagnaRiga) => Promise<T>,
  ) {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = await repo.findById(tx, id, true);
      if (!before) throw new ApiError('E0000007', { causes: [`Nessuna campagna con id ${id}.`] });
      if (version !== undefined && before.version !== version) throw new ApiError('E0000040');
      return fn(tx, before);
    });
  }

  return {
    /** The campaign with its figures within the reader's view. @throws ApiError 404 E0000007. */
    async getFor(principal: Principal, id: string): Promise<Campagna> {
      return withFigures(await visible(principal, id), await clientScope(principal));
    },

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
     * A draft's new content. @throws ApiError 400 E0000001, 404 E0000007, 409 E0000040 (stale), 409 E0000111
     * (not a draft). Nothing is written when refused.
     */
    async update(actor: Principal, id: string, body: unknown): Promise<Campagna> {
      checkId(id);
      const errors = campagnaErrors(body, true);
      if (errors.length) throw invalid(errors);
      const m = body as CampagnaModifica;
      const after = await locked(id, m.version, async (tx, before) => {
        if (before.stato !== 'BOZZA')
          throw new ApiError('E0000111', {
            causes: [`La campagna è nello stato «${CAMPAGNA_STATO_LABELS[before.stato]}».`],
          });
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

/** The stored content of a new or changed campaign (default cadence: every 7 days). */
function content(input: CampagnaNuova) {
  return {
    nome: input.nome.trim(),
    tipoPersona: input.tipoPersona,
    filtro: input.filtro,
    giorniSollecito: input.giorniSollecito ?? 7,
    ...(input.scadenzaRisposta ? { scadenzaRisposta: input.scadenzaRisposta } : {}),
  };
}

export type OrdersurveysService = ReturnType<typeof createOrdersurveysService>;
