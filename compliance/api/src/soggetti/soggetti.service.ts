import { soggettoErrors, type Soggetto, type SoggettoInput } from '@compliance/shared';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { createRecordService } from '../kit/record.service.ts';
import { soggettiRepository } from './soggetti.repository.ts';

/**
 * Clients, PF and PG (design/compliance-domain.md §1.2–§1.3): the record kit validated with the shared
 * `soggettoErrors` (tax code check characters, beneficial owners' shares at most 100 %), at an existing branch.
 * Operators see and write only their own branch's clients.
 */
export function createSoggettiService(db: Db, audit: AuditService, access: AccessService) {
  const records = createRecordService<SoggettoInput, Soggetto>({
    db,
    audit,
    entity: 'soggetto',
    validate: soggettoErrors,
    repository: soggettiRepository,
    async check(tx, input, { actor, before }) {
      await access.assertWritable(
        tx,
        actor,
        before ? [input.dipendenzaId, before.dipendenzaId] : [input.dipendenzaId],
      );
      if (!(await soggettiRepository.dipendenzaExists(tx, input.dipendenzaId))) {
        throw new ApiError('E0000001', {
          causes: [{ field: 'dipendenzaId', errorSummary: 'La dipendenza indicata non esiste.' }],
        });
      }
    },
  });

  return {
    ...records,

    listScope: (principal: Principal): Promise<SQL | undefined> =>
      access.branchListScope(principal, sql`s.dipendenza_id`),

    /** @throws ApiError 404 E0000007 (also when the client is not at the operator's branch). */
    async getFor(principal: Principal, id: string): Promise<Soggetto> {
      const found = await records.get(id);
      await access.assertVisible(principal, id, found.dipendenzaId);
      return found;
    },

    auditOf: (id: string) => audit.forEntity('soggetto', id),
  };
}

export type SoggettiService = ReturnType<typeof createSoggettiService>;
