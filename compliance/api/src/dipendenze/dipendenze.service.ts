import { DipendenzaInput, DIPENDENZA_MESSAGES, type Dipendenza } from '@compliance/shared';
import type { SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { createRecordService } from '../kit/record.service.ts';
import { dipendenzeRepository, dipendenzeScopeSql } from './dipendenze.repository.ts';

/**
 * Branches (design/compliance-domain.md §3): the record kit with an existing institution and a CAB code unique
 * within it; operators see only their own branch.
 */
export function createDipendenzeService(db: Db, audit: AuditService, access: AccessService) {
  const records = createRecordService<DipendenzaInput, Dipendenza>({
    db,
    audit,
    entity: 'dipendenza',
    schema: DipendenzaInput,
    messages: DIPENDENZA_MESSAGES,
    repository: dipendenzeRepository,
    async check(tx, input, { id }) {
      if (!(await dipendenzeRepository.istitutoExists(tx, input.istitutoId))) {
        throw new ApiError('E0000001', {
          causes: [{ field: 'istitutoId', errorSummary: "L'istituto indicato non esiste." }],
        });
      }
      if (await dipendenzeRepository.existsCab(tx, input.istitutoId, input.codiceCab, id)) {
        throw new ApiError('E0000041', {
          causes: [
            {
              field: 'codiceCab',
              errorSummary: `Il codice CAB ${input.codiceCab} è già registrato per questo istituto.`,
            },
          ],
        });
      }
    },
  });

  return {
    ...records,

    async listScope(principal: Principal): Promise<SQL | undefined> {
      const scope = await access.scopeOf(principal);
      return scope.kind === 'all' ? undefined : dipendenzeScopeSql(scope.dipendenzaId);
    },

    /** @throws ApiError 404 E0000007 (also when the branch is not the operator's own). */
    async getFor(principal: Principal, id: string): Promise<Dipendenza> {
      const found = await records.get(id);
      const scope = await access.scopeOf(principal);
      if (scope.kind === 'branch' && scope.dipendenzaId !== id) {
        throw new ApiError('E0000007', { causes: [`Nessun record con id ${id}.`] });
      }
      return found;
    },

    auditOf: (id: string) => audit.forEntity('dipendenza', id),
  };
}

export type DipendenzeService = ReturnType<typeof createDipendenzeService>;
