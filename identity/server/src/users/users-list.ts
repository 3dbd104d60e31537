import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../errors.ts';
import { encodeCursor } from '../lib/cursor.ts';
import { filterParam, type Page } from '../lib/list-query.ts';
import { afterCursor, searchParam } from '../lib/search-params.ts';
import { toManagedUser, userTypeId, type ManagedUser } from './managed-user.ts';
import { createUsersQueryRepository, userSearchAttributes } from './users-query.repository.ts';

/** The parameters of `GET /api/v1/users` (and of a group's member list, with `groupId`). */
export interface UserListQuery {
  q?: string;
  filter?: string;
  search?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  limit: number;
  after?: string;
  groupId?: string;
}

/**
 * One page of users, as Okta's List users: `q` a prefix of firstName, lastName, email or login; `filter`
 * Okta's filter expressions (id, status, type.id, profile.login|email|firstName|lastName with eq; lastUpdated
 * with eq, gt, ge, lt, le); `search` any User attribute with eq, ne, sw, co, ew, gt, ge, lt, le, pr and
 * `sortBy` / `sortOrder` (honoured with `search` only, as Okta). Without filter or search DEPROVISIONED users
 * are left out. `next` is the `after` of the following page (absent on the last).
 * @throws ApiError 400 E0000053 (bad filter, unknown attribute), E0000031 (bad search, operator or sortBy),
 *   400 E0000001 for a bad cursor.
 */
export async function listUsers(db: Db, config: Config, query: UserListQuery): Promise<Page<ManagedUser>> {
  const typeId = userTypeId(config.issuer);
  const filter = filterParam(query.filter);
  const search = searchParam(query.search);
  const sortBy = search ? query.sortBy : undefined;
  if (sortBy !== undefined && !Object.hasOwn(userSearchAttributes(typeId), sortBy)) {
    throw new ApiError('invalidSearch', { params: { '0': `the field '${sortBy}' cannot be sorted on` } });
  }
  const after = afterCursor(query.after, sortBy !== undefined);
  const page = await createUsersQueryRepository(db).page({
    typeId,
    ...(query.q ? { q: query.q } : {}),
    ...(filter ? { filter } : {}),
    ...(search ? { search } : {}),
    ...(sortBy ? { sortBy, descending: query.sortOrder === 'desc' } : {}),
    ...(query.groupId ? { groupId: query.groupId } : {}),
    limit: query.limit,
    ...(after ? { after } : {}),
  });
  return { items: page.rows.map(toManagedUser), ...(page.next ? { next: encodeCursor(page.next) } : {}) };
}
