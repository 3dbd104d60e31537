import { type FieldError } from '@compliance/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AccessService } from '../access/access.service.ts';
import type { Principal } from '../auth/access-token.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Campagna } from '@compliance/shared';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { checkId } from '../kit/record.service.ts';
import { campagnaClientiRepository as clienti } from './campagna-clienti.repository.ts';
import type { LaunchDeps } from './ordersurveys-launch.ts';
import { ordersurveysRepository as repo, type CampagnaRiga } from './ordersurveys.repository.ts';

/** What the campaign service's parts are built from: the database, the audit trail and the areas it writes through. */
export type OrdersurveysDeps = Omit<LaunchDeps, 'db' | 'audit'> & { access: AccessService };

/** @returns 400 E0000001 with one cause per field problem. */
export const invalid = (errors: FieldError[]) =>
  new ApiError('E0000001', { causes: errors.map((e) => ({ field: e.field, errorSummary: e.message })) });

/**
 * The helpers every part of the campaign service shares (ordersurveys.service.ts composes the parts): the
 * reader's client scope, a campaign's figures within it, the visibility check and the locked-campaign transaction.
 */
export function createCampagnaContext(db: Db, audit: AuditService, deps: OrdersurveysDeps) {
  const { access } = deps;
  const launchDeps: LaunchDeps = { ...deps, db, audit };

  /** The restriction on `cc.dipendenza_id` for `principal` (true for wide roles). */
  const clientScope = async (principal: Principal): Promise<SQL> =>
    (await access.branchListScope(principal, sql`cc.dipendenza_id`)) ?? sql`true`;

  /** `row` with the counts of its clients within `scope`. */
  async function withFigures(row: CampagnaRiga, scope: SQL): Promise<Campagna> {
    const p = await clienti.progress(db, row.id, scope);
    return {
      ...row,
      clienti: p.clienti,
      avanzamento: p.avanzamento,
      solleciti: p.solleciti,
      inRitardo: p.inRitardo,
    };
  }

  /** @throws ApiError 404 E0000007 (none; an operator's campaign with no client of their branch). */
  async function visible(principal: Principal, id: string): Promise<CampagnaRiga> {
    checkId(id);
    const row = await repo.findById(db, id);
    const scope = await clientScope(principal);
    const restricted = (await access.scopeOf(principal)).kind === 'branch';
    if (!row || (restricted && !(await repo.touches(db, id, scope))))
      throw new ApiError('E0000007', { causes: [`Nessuna campagna con id ${id}.`] });
    return row;
  }

  /** Runs `fn` on the locked campaign (at `version` when given). @throws 404 E0000007, 409 E0000040 (stale). */
  async function locked<T>(
    id: string,
    version: number | undefined,
    fn: (tx: Db, before: CampagnaRiga) => Promise<T>,
  ) {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = await repo.findById(tx, id, true);
      if (!before) throw new ApiError('E0000007', { causes: [`Nessuna campagna con id ${id}.`] });
      if (version !== undefined && before.version !== version) throw new ApiError('E0000040');
      return fn(tx, before);
    });
  }

  return { db, audit, access, outbox: deps.outbox, launchDeps, clientScope, withFigures, visible, locked };
}

export type CampagnaContext = ReturnType<typeof createCampagnaContext>;
