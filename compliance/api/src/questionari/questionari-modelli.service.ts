import {
  fieldErrors,
  MODELLO_EDITORI,
  modelloErrors,
  ModelloInput,
  QUESTIONARIO_MESSAGES,
  type ModelloQuestionario,
} from '@compliance/shared';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { actorName, checkId, type Actor } from '../kit/record.service.ts';
import { MODELLO_PF, MODELLO_PG } from './modelli-base.ts';
import { questionariRepository as repo } from './questionari.repository.ts';
import { invalid } from './questionari-invalid.ts';

/**
 * Questionnaire templates (modelli; design/compliance-domain.md §1.3): versioned per tipo persona, published by
 * administrators, each publication audited in its transaction. A submission keeps the version it was filled on.
 */
export function createModelliService(db: Db, audit: AuditService) {
  /**
   * Publishes a new template version (administrators; MODELLO_EDITORI). Existing submissions keep theirs.
   * @throws ApiError 400 E0000001 (schema or structure: ids, options, conditions, thresholds), 403 E0000006.
   */
  async function createModel(actor: Actor, body: unknown): Promise<ModelloQuestionario> {
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
  }

  return {
    createModel,

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

    /** Publishes version 1 of the PF and PG templates (modelli-base.ts) where a kind has none yet. */
    async ensureBaseModels(): Promise<void> {
      for (const [tipoPersona, definizione] of [
        ['PF', MODELLO_PF],
        ['PG', MODELLO_PG],
      ] as const) {
        if (!(await repo.currentModel(db, tipoPersona))) {
          await createModel('system', { tipoPersona, definizione });
        }
      }
    },
  };
}

export type ModelliService = ReturnType<typeof createModelliService>;
