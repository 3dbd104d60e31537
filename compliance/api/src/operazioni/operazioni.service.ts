import { operazioneErrors, type Operazione, type OperazioneInput } from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { createRecordService } from '../kit/record.service.ts';
import { operazioniRepository } from './operazioni.repository.ts';

/**
 * Operations (design/compliance-domain.md §2.1): the record kit validated with the shared `operazioneErrors`
 * (cash part at most the EUR amount, EUR amounts equal to the amount in EUR), at an existing branch, for an
 * existing client of the same branch. Operators see and write only their own branch's operations.
 */
export function createOperazioniService(db: Db, audit: AuditService, access: AccessService) {
  const records = createRecordService<OperazioneInput, Operazione>({
    db,
    audit,
    entity: 'operazione',
    validate: operazioneErrors,
    repository: operazioniRepository,
    async check(tx, input, { actor, before }) {
      await access.assertWritable(
        tx,
        actor,
        before ? [input.dipendenzaId, before.dipendenzaId] : [input.dipendenzaId],
      );
      if (!(await operazioniRepository.dipendenzaExists(tx, input.dipendenzaId))) {
        throw new ApiError('E0000001', {
          causes: [{ field: 'dipendenzaId', errorSummary: 'La dipendenza indicata non esiste.' }],
        });
      }
      const clientBranch = await operazioniRepository.soggettoDipendenza(tx, input.soggettoId);
      if (clientBranch === null) {
        throw new ApiError('E0000001', {
          causes: [{ field: 'soggettoId', errorSummary: 'Il cliente indicato non esiste.' }],
        });
      }
      if (typeof actor !== 'string') await access.assertWritable(tx, actor, [clientBranch]);
    },
  });

  return {
    ...records,

    listScope: (principal: Principal): Promise<SQL | undefined> =>
      access.branchListScope(principal, sql`o.dipendenza_id`),

    /** @throws ApiError 404 E0000007 (also when the operation is not at the operator's branch). */
    async getFor(principal: Principal, id: string): Promise<Operazione> {
      const found = await records.get(id);
      await access.assertVisible(principal, id, found.dipendenzaId);
      return found;
    },

    auditOf: (id: string) => audit.forEntity('operazione', id),
  };
}

export type OperazioniService = ReturnType<typeof createOperazioniService>;
