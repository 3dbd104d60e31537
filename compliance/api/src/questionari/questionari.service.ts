import {
  QUESTIONARIO_STATO_LABELS,
  QuestionarioNuovo,
  QUESTIONARIO_MESSAGES,
  fieldErrors,
  risposteVisibili,
  valutaQuestionario,
  type AssignedAlert,
  type Questionario,
  type Risposta,
} from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { invalid } from './questionari-invalid.ts';
import { createModelliService } from './questionari-modelli.service.ts';
import { createModificheService, modelOf } from './questionari-modifiche.service.ts';
import { questionariRepository as repo } from './questionari.repository.ts';
import { isVerifier } from './questionari-transizioni.ts';

/** How many questionnaires to verify Home lists. */
const HOME_LIMIT = 10;

/** The suite route of a submission (read mode, inside the navigation). */
export const questionarioPath = (q: Pick<Questionario, 'soggettoId' | 'tipoPersona' | 'numero'>) =>
  `/questionari/questionario/${q.soggettoId}/true/pagina/${q.tipoPersona}/${q.numero}`;

/**
 * Due-diligence questionnaires (questionari; issue 9, design/compliance-domain.md §1.3–§1.4): templates versioned
 * per tipo persona (administrators publish new versions; a submission keeps its own), submissions numbered per
 * client, scored on their template (questionari-risposte.ts in @compliance/shared), moved through the state machine
 * of questionari-transizioni.ts with optimistic concurrency, every change audited in its transaction. Operators work
 * on their branch's clients only; auditors read. Composes the template part (questionari-modelli.service.ts) and the
 * changes to a submission (questionari-modifiche.service.ts); reading and creating submissions live here.
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

  const modelli = createModelliService(db, audit);
  const modifiche = createModificheService(db, audit, access, getFor);

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

    ...modifiche,

    /** The list restriction: an operator's branch (nothing when unassigned), none for wider roles. */
    listScope: (principal: Principal) => access.branchListScope(principal, sql`s.dipendenza_id`),

    auditOf: (id: string) => audit.forEntity('questionario', id),

    ...modelli,

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
