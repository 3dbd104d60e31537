import { IstitutoInput, ISTITUTO_MESSAGES, type Istituto } from '@compliance/shared';
import type { SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { createRecordService } from '../kit/record.service.ts';
import { istitutiRepository, istitutiScopeSql } from './istituti.repository.ts';

/**
 * Institutions (design/compliance-domain.md §3): the record kit's create/read/update with a unique ABI code, and
 * the operator's scope (the institution of their branch only).
 */
export function createIstitutiService(db: Db, audit: AuditService, access: AccessService) {
  const records = createRecordService<IstitutoInput, Istituto>({
    db,
    audit,
    entity: 'istituto',
    schema: IstitutoInput,
    messages: ISTITUTO_MESSAGES,
    repository: istitutiRepository,
    async check(tx, input, { id }) {
      if (await istitutiRepository.existsAbi(tx, input.codiceAbi, id)) {
        throw new ApiError('E0000041', {
          causes: [
            { field: 'codiceAbi', errorSummary: `Il codice ABI ${input.codiceAbi} è già registrato.` },
          ],
        });
      }
    },
  });

  return {
    ...records,

    /** The list restriction for `principal` (undefined: all institutions). */
    async listScope(principal: Principal): Promise<SQL | undefined> {
      const scope = await access.scopeOf(principal);
      return scope.kind === 'all' ? undefined : istitutiScopeSql(scope.dipendenzaId);
    },

    /** One institution, if the principal may see it. @throws ApiError 404 E0000007 (also when out of scope). */
    async getFor(principal: Principal, id: string): Promise<Istituto> {
      const found = await records.get(id);
      const scope = await access.scopeOf(principal);
      if (scope.kind === 'branch') {
        const own = scope.dipendenzaId ? await istitutiRepository.ofDipendenza(db, scope.dipendenzaId) : null;
        if (own !== id) throw new ApiError('E0000007', { causes: [`Nessun record con id ${id}.`] });
      }
      return found;
    },

    auditOf: (id: string) => audit.forEntity('istituto', id),
  };
}

export type IstitutiService = ReturnType<typeof createIstitutiService>;
