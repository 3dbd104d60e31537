import type { Principal } from '../auth/access-token.service.ts';
import { isBranchScoped } from '../auth/access.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { accessRepository } from './access.repository.ts';

/** What data a principal sees: everything, or one branch (`dipendenzaId` null: assigned to none, sees nothing). */
export type DataScope = { kind: 'all' } | { kind: 'branch'; dipendenzaId: string | null };

/**
 * Data scopes: operators (with no wider role) see only the branch they are assigned to in the suite
 * (`operatori_dipendenze`, by IdP login); every other role sees all branches.
 */
export function createAccessService(db: Db) {
  /** `conn` is the open transaction when called inside one (PGlite has one connection: never mix the two). */
  async function scopeOf(principal: Principal, conn: Db = db): Promise<DataScope> {
    if (!isBranchScoped(principal.roles)) return { kind: 'all' };
    return { kind: 'branch', dipendenzaId: await accessRepository.branchOf(conn, principal.sub) };
  }
  return {
    scopeOf,
    assign: (login: string, dipendenzaId: string) => accessRepository.assign(db, login, dipendenzaId),

    /**
     * The list restriction of records that belong to a branch (`column` = their branch id): none for wide
     * roles, the operator's branch for operators (nothing at all when unassigned).
     */
    async branchListScope(principal: Principal, column: SQL): Promise<SQL | undefined> {
      const scope = await scopeOf(principal);
      if (scope.kind === 'all') return undefined;
      return scope.dipendenzaId ? sql`${column} = ${scope.dipendenzaId}::uuid` : sql`false`;
    },

    /** @throws ApiError 404 E0000007 when a branch record (`id`, at `dipendenzaId`) is outside the scope. */
    async assertVisible(principal: Principal, id: string, dipendenzaId: string): Promise<void> {
      const scope = await scopeOf(principal);
      if (scope.kind === 'branch' && scope.dipendenzaId !== dipendenzaId) {
        throw new ApiError('E0000007', { causes: [`Nessun record con id ${id}.`] });
      }
    },

    /**
     * A write by `actor` touching records of the branches `dipendenzaIds` (the new and, on updates, the stored
     * one): a system actor (seed, CLI) and wide roles may; an operator only at their own branch. `tx` is the
     * write's transaction. @throws ApiError 403 E0000006 naming the rule.
     */
    async assertWritable(tx: Db, actor: Principal | string, dipendenzaIds: readonly string[]): Promise<void> {
      if (typeof actor === 'string') return;
      const scope = await scopeOf(actor, tx);
      if (scope.kind === 'all') return;
      if (dipendenzaIds.some((id) => id !== scope.dipendenzaId)) {
        throw new ApiError('E0000006', {
          causes: ['Un operatore di filiale può registrare e modificare solo dati della propria dipendenza.'],
        });
      }
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
