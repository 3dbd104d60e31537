import {
  SEGNALAZIONE_AZIONE_LABELS,
  SEGNALAZIONE_AZIONI,
  SEGNALAZIONE_STATO_LABELS,
  SEGNALAZIONE_TIPO_LABELS,
  segnalazioneNuovaErrors,
  segnalazioneTransizioneErrors,
  type AssignedAlert,
  type Segnalazione,
  type SegnalazioneRicevuta,
  type SegnalazioneTipo,
  type SegnalazioneTransizione,
} from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { KINDS } from './kinds/index.ts';
import type { TransitionRule } from './kinds/kind.ts';
import { applyCollegamento, checkCollegamento } from './segnalazione-collegamenti.ts';
import { checkSostitutiva, draftSostitutiva, onTransmitted } from './segnalazione-sostitutiva.ts';
import { segnalazioneSostitutivaRepository as sostitutivaRepository } from './segnalazione-sostitutiva.repository.ts';
import { segnalazioneLinksRepository } from './segnalazione-links.repository.ts';
import { segnalazioniRepository as repo, type SegnalazioneBase } from './segnalazioni.repository.ts';

/** The suite route of a report's detail (read mode, inside the navigation). */
export const segnalazionePath = (id: string) => `/registrosegnalazioni/segnalazione/${id}/true/pagina`;

/** How many pending reports Home lists. */
const HOME_LIMIT = 10;

/** Audit entity name of a report. */
const ENTITY = 'segnalazione';

/** Whether `rule` applies to the report as it is now (its state, and the rule's own condition). */
const allowed = (rule: TransitionRule | undefined, s: SegnalazioneBase) =>
  Boolean(rule?.from.includes(s.stato) && (rule.allows?.(s) ?? true));

const notFound = (id: string) => new ApiError('E0000007', { causes: [`Nessuna segnalazione con id ${id}.`] });

/** The condition (alias `sg`) under which `principal` reads a report: each kind's own rule. */
export function readScope(principal: Principal): SQL {
  const parts = Object.values(KINDS).map((k) => sql`(sg.tipo = ${k.tipo} AND ${k.readScope(principal)})`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * The report register (registrosegnalazioni; issue 9, compliance-domain.md §1.6, §2.3): filing, reading and the
 * state machines of the kinds in kinds/index.ts. A report outside the principal's read scope does not exist for
 * them (404, never 403, and no row or count anywhere). Every read of a report (detail, export) and every change is
 * appended to the hash-chained audit log.
 */
export function createSegnalazioniService(db: Db, audit: AuditService, access: AccessService) {
  async function withLinks(base: SegnalazioneBase): Promise<Segnalazione> {
    const links = await segnalazioneLinksRepository.links(db, base.id);
    const transitions = KINDS[base.tipo].transitions;
    const azioni = SEGNALAZIONE_AZIONI.filter((a) => allowed(transitions[a], base));
    return { ...base, ...links, azioni };
  }

  return {
    readScope,

    /**
     * Files a report (`body`: SosNuova or WhistleblowingNuova), as `actor`; audited as `segnalazione.create`.
     * @throws ApiError 400 E0000001 (a cause per field or linked record), 403 E0000091 (the role may not file this
     *   kind), 403 E0000006 (an operator's client at another branch).
     */
    async file(actor: Principal, body: unknown): Promise<SegnalazioneRicevuta> {
      const errors = segnalazioneNuovaErrors(body);
      if (errors.length) {
        throw new ApiError('E0000001', {
          causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
        });
      }
      const kind = KINDS[(body as { tipo: SegnalazioneTipo }).tipo];
      if (!kind.canFile(actor.roles)) throw new ApiError('E0000091');
      const created = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await kind.prepare({ tx, actor, access }, body);
        const ids = await repo.insert(tx, row);
        await audit.record(tx, actor.sub, {
          action: `${ENTITY}.create`,
          entity: ENTITY,
          entityId: ids.id,
          before: null,
          after: { ...row, ...ids },
        });
        return ids;
      });
      const leggibile = (await repo.findVisible(db, created.id, readScope(actor))) !== null;
      return { ...created, leggibile };
    },

    /**
     * Report `id` as `principal` reads it; the read is audited (`segnalazione.lettura`).
     * @throws ApiError 404 E0000007 when it does not exist or is outside the principal's read scope.
     */
    async read(principal: Principal, id: string): Promise<Segnalazione> {
      checkId(id);
      const base = await repo.findVisible(db, id, readScope(principal));
      if (!base) throw notFound(id);
      await db.transaction(async (tx) =>
        audit.record(tx as unknown as Db, principal.sub, {
          action: `${ENTITY}.lettura`,
          entity: ENTITY,
          entityId: id,
          before: null,
          after: null,
        }),
      );
      return withLinks(base);
    },

    /** Records that `principal` exported the reports of `rows` (the list's rows, `id` column). */
    async auditExport(principal: Principal, rows: readonly Record<string, unknown>[]): Promise<void> {
      if (!rows.length) return;
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        for (const row of rows) {
          await audit.record(tx, principal.sub, {
            action: `${ENTITY}.esportazione`,
            entity: ENTITY,
            entityId: String(row.id),
            before: null,
            after: null,
          });
        }
      });
    },

    /**
     * Applies one action (`body`: SegnalazioneTransizione) with its mandatory reason to report `id`, as `actor`.
     * @throws ApiError 400 E0000001 (a cause per field), 404 E0000007 (also outside the read scope), 409 E0000040
     *   (changed since `version`), 409 E0000090 (the action is not allowed from the state or for the kind).
     *   Nothing is written when refused.
     */
    async transition(actor: Principal, id: string, body: unknown): Promise<Segnalazione> {
      checkId(id);
      const errors = segnalazioneTransizioneErrors(body);
      if (errors.length) {
        throw new ApiError('E0000001', {
          causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
        });
      }
      const t = body as SegnalazioneTransizione;
      const scope = readScope(actor);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await repo.findVisible(tx, id, scope, true);
        if (!before) throw notFound(id);
        if (before.version !== t.version) throw new ApiError('E0000040');
        const rule = KINDS[before.tipo].transitions[t.azione];
        if (!rule || !allowed(rule, before)) {
          const stateOk = rule?.from.includes(before.stato);
          throw new ApiError('E0000090', {
            causes: [
              stateOk && rule?.refusal
                ? rule.refusal
                : `La segnalazione è nello stato «${SEGNALAZIONE_STATO_LABELS[before.stato]}»: l'azione «${SEGNALAZIONE_AZIONE_LABELS[t.azione]}» non è ammessa.`,
            ],
          });
        }
        const { gestori, ...workflow } = rule.apply(before, t);
        if (!(await repo.transition(tx, id, t.version, workflow))) throw new ApiError('E0000040');
        if (gestori) await repo.setGestori(tx, id, gestori);
        if (workflow.stato === 'TRASMESSA' && before.stato !== 'TRASMESSA') {
          await onTransmitted(tx, audit, actor.sub, before);
        }
        const motivazione = t.motivazione.trim();
        await repo.addDecision(tx, id, t.azione, motivazione, actor.sub);
        const after = await repo.findVisible(tx, id, sql`true`);
        // effects added by this decision, with the reported client (a raised risk asks for an early review)
        const effettiNuovi = (workflow.effetti ?? []).filter((e) => !(before.effetti ?? []).includes(e));
        const effects = effettiNuovi.length
          ? { effettiNuovi, soggettoId: (await sostitutivaRepository.linksOf(tx, id)).segnalato }
          : {};
        await audit.record(tx, actor.sub, {
          action: `${ENTITY}.${t.azione}`,
          entity: ENTITY,
          entityId: id,
          before,
          after: { ...after, motivazione, ...(gestori ? { gestori } : {}), ...effects },
        });
      });
      // after a reassignment the actor may no longer be a handler: they then get 404, as any non-reader
      const after = await repo.findVisible(db, id, scope);
      if (!after) throw notFound(id);
      return withLinks(after);
    },

    /**
     * Drafts the replacement of transmitted SOS `id` (`body`: SostitutivaNuova) as `actor`, who must read it
     * (segnalazione-sostitutiva.ts has the rules). Answers the draft's id and number.
     * @throws ApiError 400 E0000001, 404 E0000007 (also outside the read scope), 409 E0000040, E0000140, E0000141.
     */
    async replace(actor: Principal, id: string, body: unknown): Promise<SegnalazioneRicevuta> {
      checkId(id);
      const b = checkSostitutiva(body);
      const scope = readScope(actor);
      const ids = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await repo.findVisible(tx, id, scope, true);
        if (!before) throw notFound(id);
        return draftSostitutiva(tx, audit, actor, before, b);
      });
      return { ...ids, leggibile: true };
    },

    /**
     * Links or unlinks one client or operation of SOS `id` (`body`: SegnalazioneCollegamento) as `actor`, who must
     * read it; answers the report as it then reads (segnalazione-collegamenti.ts has the rules).
     * @throws ApiError 400 E0000001, 404 E0000007 (also outside the read scope), 409 E0000040, E0000090, E0000131,
     *   E0000132, E0000133. Nothing is written when refused.
     */
    async link(actor: Principal, id: string, body: unknown): Promise<Segnalazione> {
      checkId(id);
      const c = checkCollegamento(body);
      const scope = readScope(actor);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await repo.findVisible(tx, id, scope, true);
        if (!before) throw notFound(id);
        await applyCollegamento(tx, audit, actor.sub, before, c);
      });
      const after = await repo.findVisible(db, id, scope);
      if (!after) throw notFound(id);
      return withLinks(after);
    },

    /** The audit tab of report `id`, newest first. @throws ApiError 404 E0000007 outside the read scope. */
    async auditOf(principal: Principal, id: string) {
      checkId(id);
      if (!(await repo.findVisible(db, id, readScope(principal)))) throw notFound(id);
      return audit.forEntity(ENTITY, id);
    },

    /**
     * Home's "reports awaiting a decision": the SOS in evaluation and the open whistleblowing reports the principal
     * reads, next deadline first (at most HOME_LIMIT), and how many there are.
     */
    async pendingFor(principal: Principal): Promise<{ items: AssignedAlert[]; totale: number }> {
      const where = sql`sg.stato IN ('BOZZA', 'IN_VALUTAZIONE_1L', 'IN_VALUTAZIONE_DELEGATO', 'RICEVUTA', 'AVVISO_INVIATO',
        'AMMISSIBILITA', 'ISTRUTTORIA')`;
      const scope = readScope(principal);
      const [pending, totale] = await Promise.all([
        repo.pending(db, scope, where, HOME_LIMIT),
        repo.count(db, scope, where),
      ]);
      return {
        totale,
        items: pending.map((s) => ({
          id: s.id,
          titolo: `${s.tipo === 'SOS' ? 'SOS' : SEGNALAZIONE_TIPO_LABELS[s.tipo]} n. ${s.numero}: ${s.oggetto}`,
          stato: `${SEGNALAZIONE_STATO_LABELS[s.stato]}${s.inRitardo ? ' (in ritardo)' : ''}`,
          data: s.scadenza ?? s.dataRilevazione,
          link: segnalazionePath(s.id),
        })),
      };
    },
  };
}

export type SegnalazioniService = ReturnType<typeof createSegnalazioniService>;
