import { createHash } from 'node:crypto';
import {
  fieldErrors,
  MODELLO_EDITORI,
  modelloErrors,
  ModelloInput,
  QUESTIONARIO_MESSAGES,
  QUESTIONARIO_STATO_LABELS,
  QuestionarioNuovo,
  questionarioModificaErrors,
  questionarioTransizioneErrors,
  risposteVisibili,
  valutaQuestionario,
  type AssignedAlert,
  type FieldError,
  type ModelloQuestionario,
  type Questionario,
  type QuestionarioModifica,
  type QuestionarioTransizione,
  type Risposta,
} from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { actorName, checkId, type Actor } from '../kit/record.service.ts';
import { MODELLO_PF, MODELLO_PG } from './modelli-base.ts';
import { questionariRepository as repo, type QuestionarioStatoRiga } from './questionari.repository.ts';
import { isVerifier, righeDi, TRANSIZIONI } from './questionari-transizioni.ts';

/** How many questionnaires to verify Home lists. */
const HOME_LIMIT = 10;

/** The suite route of a submission (read mode, inside the navigation). */
export const questionarioPath = (q: Pick<Questionario, 'soggettoId' | 'tipoPersona' | 'numero'>) =>
  `/questionari/questionario/${q.soggettoId}/true/pagina/${q.tipoPersona}/${q.numero}`;

const invalid = (errors: FieldError[], code: 'E0000001' | 'E0000083' = 'E0000001') =>
  new ApiError(code, { causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })) });

/** SHA-256 (hex) of what a verifier signs off: the answers, the scoring and who verified when. */
export function improntaDi(q: Questionario, row: QuestionarioStatoRiga): string {
  const content = {
    id: q.id,
    soggettoId: q.soggettoId,
    numero: q.numero,
    modelloId: q.modelloId,
    autore: q.autore,
    risposte: row.risposte,
    punteggio: row.punteggio,
    classeCalcolata: row.classeCalcolata,
    classeOverride: row.classeOverride ?? null,
    motivazioneOverride: row.motivazioneOverride ?? null,
    verificatore: row.verificatore,
    dataRevisione: row.dataRevisione,
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Due-diligence questionnaires (questionari; issue 9, design/compliance-domain.md §1.3–§1.4): templates versioned
 * per tipo persona (administrators publish new versions; a submission keeps its own), submissions numbered per
 * client, scored on their template (questionari-risposte.ts in @compliance/shared), moved through the state machine
 * of questionari-transizioni.ts with optimistic concurrency, every change audited in its transaction. Operators work
 * on their branch's clients only; auditors read.
 */
export function createQuestionariService(db: Db, audit: AuditService, access: AccessService) {
  const scopeOf = async (principal: Principal): Promise<SQL> =>
    (await access.branchListScope(principal, sql`s.dipendenza_id`)) ?? sql`true`;

  /** @throws ApiError 404 E0000007 (also outside the principal's branch). */
  async function getFor(principal: Principal, id: string): Promise<Questionario> {
    checkId(id);
    const found = await repo.findById(db, id);
    if (!found) throw new ApiError('E0000007', { causes: [`Nessun questionario con id ${id}.`] });
    await access.assertVisible(principal, id, found.dipendenzaId);
    return found;
  }

  async function modelOf(tx: Db, q: Questionario): Promise<ModelloQuestionario> {
    return (await repo.modelById(tx, q.modelloId))!;
  }

  /** Inserts and audits a draft on the current template of `tipoPersona`, in `tx`. */
  async function insertDraft(
    tx: Db,
    actor: Principal,
    soggettoId: string,
    tipoPersona: 'PF' | 'PG',
    answers: Record<string, Risposta>,
  ): Promise<Questionario> {
    const modello = await repo.currentModel(tx, tipoPersona);
    if (!modello) throw new ApiError('E0000007', { causes: ['Nessun modello di questionario pubblicato.'] });
    const risposte = risposteVisibili(modello.definizione, answers);
    const v = valutaQuestionario(modello.definizione, risposte);
    if (v.errori.length) throw invalid(v.errori);
    const created = await repo.insert(tx, {
      soggettoId,
      modelloId: modello.id,
      risposte,
      punteggio: v.punteggio,
      classeCalcolata: v.classe,
      autore: actor.sub,
    });
    await audit.record(tx, actor.sub, {
      action: 'questionario.create',
      entity: 'questionario',
      entityId: created.id,
      before: null,
      after: created,
    });
    return created;
  }

  return {
    getFor,

    /** Submission `numero` of client `soggettoId`. @throws ApiError 404 E0000007. */
    async getByNumber(principal: Principal, soggettoId: string, numero: string): Promise<Questionario> {
      checkId(soggettoId);
      const n = Number(numero);
      const found =
        Number.isInteger(n) && n > 0 && n < 2 ** 31 ? await repo.findByNumber(db, soggettoId, n) : null;
      if (!found)
        throw new ApiError('E0000007', { causes: [`Nessun questionario n. ${numero} per il cliente.`] });
      await access.assertVisible(principal, found.id, found.dipendenzaId);
      return found;
    },

    /**
     * A new draft for a client on the current template of its kind, numbered after the client's last one.
     * @throws ApiError 400 E0000001 (bad body or answers), 404 E0000007 (no such client in the principal's view),
     *   403 E0000006 (an operator, another branch's client).
     */
    async create(actor: Principal, body: unknown): Promise<Questionario> {
      const errors = fieldErrors(QuestionarioNuovo, QUESTIONARIO_MESSAGES, body);
      if (errors.length) throw invalid(errors);
      const input = body as QuestionarioNuovo;
      const client = await repo.client(db, input.soggettoId);
      if (!client) throw new ApiError('E0000007', { causes: [`Nessun cliente con id ${input.soggettoId}.`] });
      await access.assertVisible(actor, input.soggettoId, client.dipendenzaId);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await access.assertWritable(tx, actor, [client.dipendenzaId]);
        return insertDraft(tx, actor, input.soggettoId, client.tipoPersona, input.risposte ?? {});
      });
    },

    /**
     * A new empty draft for client `soggettoId` inside the caller's transaction `tx` (an order survey's launch
     * creates one per client; the caller has checked the client and the actor's right to write).
     * @throws ApiError 404 E0000007 (no client, or no template of its kind).
     */
    async createDraftIn(tx: Db, actor: Principal, soggettoId: string): Promise<Questionario> {
      const client = await repo.client(tx, soggettoId);
      if (!client) throw new ApiError('E0000007', { causes: [`Nessun cliente con id ${soggettoId}.`] });
      return insertDraft(tx, actor, soggettoId, client.tipoPersona, {});
    },

    /**
     * Saves a draft's answers (and an override of the computed class, which needs a reason).
     * @throws ApiError 400 E0000001, 404 E0000007, 403 E0000006, 409 E0000040 (stale), 409 E0000082 (not a draft).
     */
    async update(actor: Principal, id: string, body: unknown): Promise<Questionario> {
      const errors = questionarioModificaErrors(body);
      if (errors.length) throw invalid(errors);
      const m = body as QuestionarioModifica;
      await getFor(actor, id);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = (await repo.findById(tx, id, true))!;
        if (before.version !== m.version) throw new ApiError('E0000040');
        if (before.stato !== 'BOZZA') {
          throw new ApiError('E0000082', {
            causes: [`Il questionario è nello stato «${QUESTIONARIO_STATO_LABELS[before.stato]}».`],
          });
        }
        await access.assertWritable(tx, actor, [before.dipendenzaId]);
        const def = (await modelOf(tx, before)).definizione;
        const risposte = risposteVisibili(def, m.risposte as Record<string, Risposta>);
        const v = valutaQuestionario(def, risposte);
        if (v.errori.length) throw invalid(v.errori);
        const { classeOverride: _c, motivazioneOverride: _m, ...base } = righeDi(before);
        const row: QuestionarioStatoRiga = {
          ...base,
          risposte,
          punteggio: v.punteggio,
          classeCalcolata: v.classe,
          ...(m.classeOverride
            ? { classeOverride: m.classeOverride, motivazioneOverride: m.motivazioneOverride!.trim() }
            : {}),
          ...(before.motivazioneRespinto ? { motivazioneRespinto: before.motivazioneRespinto } : {}),
        };
        const after = await repo.change(tx, id, m.version, row);
        if (!after) throw new ApiError('E0000040');
        await audit.record(tx, actor.sub, {
          action:
            after.classeOverride !== before.classeOverride ? 'questionario.override' : 'questionario.update',
          entity: 'questionario',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    /**
     * One action of the state machine (`body`: QuestionarioTransizione) on questionnaire `id` by `actor`.
     * @throws ApiError 400 E0000001 (bad request; rejection or override without a reason), 400 E0000083 (answers
     *   incomplete), 403 E0000006 (role; an operator on another branch), 403 E0000081 (the author verifying), 404
     *   E0000007, 409 E0000040 (stale version), 409 E0000080 (not allowed from the state). Nothing is written
     *   when refused.
     */
    async transition(actor: Principal, id: string, body: unknown): Promise<Questionario> {
      const errors = questionarioTransizioneErrors(body);
      if (errors.length) throw invalid(errors);
      const t = body as QuestionarioTransizione;
      const rule = TRANSIZIONI[t.azione];
      await getFor(actor, id);
      if (rule.by === 'verificatore' && !isVerifier(actor.roles)) {
        throw new ApiError('E0000006', {
          causes: [
            'Prendere in carico, verificare e respingere un questionario spetta al responsabile antiriciclaggio.',
          ],
        });
      }
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = (await repo.findById(tx, id, true))!;
        if (before.version !== t.version) throw new ApiError('E0000040');
        if (!rule.from.includes(before.stato)) {
          throw new ApiError('E0000080', {
            causes: [
              `Il questionario è nello stato «${QUESTIONARIO_STATO_LABELS[before.stato]}»: l'azione «${t.azione}» vale solo da ${rule.from
                .map((s) => `«${QUESTIONARIO_STATO_LABELS[s]}»`)
                .join(' o ')}.`,
            ],
          });
        }
        if (rule.notAuthor && before.autore.toLowerCase() === actor.sub.toLowerCase()) {
          throw new ApiError('E0000081', {
            causes: [`Il questionario è stato compilato da ${before.autore}.`],
          });
        }
        if (rule.by === 'compilatore') await access.assertWritable(tx, actor, [before.dipendenzaId]);
        if (rule.complete) {
          const v = valutaQuestionario((await modelOf(tx, before)).definizione, before.risposte, true);
          if (v.errori.length) throw invalid(v.errori, 'E0000083');
        }
        const row = rule.apply(before, actor.sub, t, new Date().toISOString().slice(0, 10));
        if (row.stato === 'VERIFICATO') row.impronta = improntaDi(before, row);
        const after = await repo.change(tx, id, t.version, row);
        if (!after) throw new ApiError('E0000040');
        await audit.record(tx, actor.sub, {
          action: t.classeOverride ? `questionario.${t.azione}.override` : `questionario.${t.azione}`,
          entity: 'questionario',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    /** The list restriction: an operator's branch (nothing when unassigned), none for wider roles. */
    listScope: (principal: Principal) => access.branchListScope(principal, sql`s.dipendenza_id`),

    auditOf: (id: string) => audit.forEntity('questionario', id),

    /** Every template version, newest first per kind. */
    models: () => repo.models(db),

    /** The current template of `tipoPersona`. @throws ApiError 404 E0000007 (none; bad kind). */
    async currentModel(tipoPersona: string): Promise<ModelloQuestionario> {
      const found =
        tipoPersona === 'PF' || tipoPersona === 'PG' ? await repo.currentModel(db, tipoPersona) : null;
      if (!found)
        throw new ApiError('E0000007', { causes: [`Nessun modello per il tipo persona ${tipoPersona}.`] });
      return found;
    },

    /** @throws ApiError 404 E0000007. */
    async modelById(id: string): Promise<ModelloQuestionario> {
      checkId(id);
      const found = await repo.modelById(db, id);
      if (!found) throw new ApiError('E0000007', { causes: [`Nessun modello con id ${id}.`] });
      return found;
    },

    /**
     * Publishes a new template version (administrators; MODELLO_EDITORI). Existing submissions keep theirs.
     * @throws ApiError 400 E0000001 (schema or structure: ids, options, conditions, thresholds), 403 E0000006.
     */
    async createModel(actor: Actor, body: unknown): Promise<ModelloQuestionario> {
      if (
        typeof actor !== 'string' &&
        !actor.roles.some((r) => (MODELLO_EDITORI as readonly string[]).includes(r))
      ) {
        throw new ApiError('E0000006', {
          causes: ['I modelli dei questionari li pubblica un amministratore.'],
        });
      }
      const errors = fieldErrors(ModelloInput, QUESTIONARIO_MESSAGES, body);
      if (errors.length) throw invalid(errors);
      const input = body as ModelloInput;
      const structural = modelloErrors(input.definizione);
      if (structural.length) throw invalid(structural);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const created = await repo.insertModel(tx, input.tipoPersona, input.definizione, actorName(actor));
        await audit.record(tx, actorName(actor), {
          action: 'questionarioModello.create',
          entity: 'questionarioModello',
          entityId: created.id,
          before: null,
          after: created,
        });
        return created;
      });
    },

    /** Publishes version 1 of the PF and PG templates (modelli-base.ts) where a kind has none yet. */
    async ensureBaseModels(): Promise<void> {
      for (const [tipoPersona, definizione] of [
        ['PF', MODELLO_PF],
        ['PG', MODELLO_PG],
      ] as const) {
        if (!(await repo.currentModel(db, tipoPersona))) {
          await this.createModel('system', { tipoPersona, definizione });
        }
      }
    },

    /** Home: questionnaires waiting for verification, for verifiers only (others get none). */
    async toVerify(principal: Principal): Promise<{ items: AssignedAlert[]; total: number }> {
      if (!isVerifier(principal.roles)) return { items: [], total: 0 };
      const scope = await scopeOf(principal);
      const list = await repo.toVerify(db, scope, HOME_LIMIT);
      return {
        total: await repo.countToVerify(db, scope),
        items: list.map((q) => ({
          id: q.id,
          titolo: `Questionario n. ${q.numero}, ${q.soggettoNominativo} (${q.tipoPersona})`,
          stato: QUESTIONARIO_STATO_LABELS[q.stato],
          data: q.updatedAt.slice(0, 10),
          link: questionarioPath(q),
        })),
      };
    },

    /** The template version a submission was filled on. */
    modelOfSubmission: (q: Questionario) => modelOf(db, q),
  };
}

export type QuestionariService = ReturnType<typeof createQuestionariService>;
