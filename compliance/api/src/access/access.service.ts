import type { Principal } from '../auth/access-token.service.ts';
import { isBranchScoped } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { accessRepository } from './access.repository.ts';

/** What data a principal sees: everything, or one branch (`dipendenzaId` null: assigned to none, sees nothing). */
export type DataScope = { kind: 'all' } | { kind: 'branch'; dipendenzaId: string | null };

/**
 * Data scopes: operators (with no wider role) see only the branch they are assigned to in the suite
 * (`operatori_dipendenze`, by IdP login); every other role sees all branches.
 */
export function createAccessService(db: Db) {
  return {
    async scopeOf(principal: Principal): Promise<DataScope> {
      if (!isBranchScoped(principal.roles)) return { kind: 'all' };
      return { kind: 'branch', dipendenzaId: await accessRepository.branchOf(db, principal.sub) };
    },
    assign: (login: string, dipendenzaId: string) => accessRepository.assign(db, login, dipendenzaId),
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
