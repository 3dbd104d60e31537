import { fieldErrors, MATRICE_MESSAGES, MatriceInput, type MatriceRischio } from '@compliance/shared';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { actorName, type Actor } from '../kit/record.service.ts';
import { autovalutazioniRepository as repo } from './autovalutazioni.repository.ts';

/**
 * The residual-risk matrix of the self-assessment (design/compliance-domain.md §1.7 [P]: configuration data): read
 * the current version and the history; an edit (administrators, checked by the routes) adds a version, never
 * overwrites one, and is audited. Drafts use the current version when next saved; approved ones keep theirs.
 */
export function createMatriceService(db: Db, audit: AuditService) {
  return {
    current: (): Promise<MatriceRischio> => repo.matrice(db),
    history: (): Promise<MatriceRischio[]> => repo.matrici(db),

    /**
     * `body`: MatriceInput (`versione` = the version edited). Answers the new version.
     * @throws ApiError 400 E0000001 (a cause per field), 409 E0000040 (`versione` is not the current one).
     */
    async update(actor: Actor, body: unknown): Promise<MatriceRischio> {
      const errors = fieldErrors(MatriceInput, MATRICE_MESSAGES, body);
      if (errors.length) {
        throw new ApiError('E0000001', {
          causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })),
        });
      }
      const input = body as MatriceInput;
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await repo.matrice(tx, undefined, true);
        if (before.versione !== input.versione) throw new ApiError('E0000040');
        const after = await repo.insertMatrice(
          tx,
          before.versione + 1,
          input.nome.trim(),
          input.celle,
          actorName(actor),
        );
        await audit.record(tx, actorName(actor), {
          action: 'matrice-rischio.update',
          entity: 'matrice-rischio',
          entityId: String(after.versione),
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type MatriceService = ReturnType<typeof createMatriceService>;
