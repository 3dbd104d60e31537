import type { ActionContext } from '../audit/action-context.ts';
import type { AuditParty, AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { InputError, InputErrors, FIELD_TAKEN } from '../errors.ts';
import { encodeCursor } from '../lib/cursor.ts';
import { newId } from '../lib/crypto.ts';
import { filterParam, type Page } from '../lib/list-query.ts';
import { afterCursor } from '../lib/search-params.ts';
import { createGroupsRepository, type GroupRow } from './groups.repository.ts';

/** A group as the management API and the CLI see it (Okta Group object without `_links`). */
export interface ManagedGroup {
  id: string;
  name: string;
  description: string | null;
  created: Date;
  lastUpdated: Date;
  lastMembershipUpdated: Date;
}

/** A group's profile (Okta OKTA_GROUP profile). */
export interface GroupProfileInput {
  name: string;
  description?: string | null;
}

const toGroup = (row: GroupRow): ManagedGroup => ({
  id: row.id,
  name: row.name,
  description: row.description,
  created: row.createdAt,
  lastUpdated: row.updatedAt,
  lastMembershipUpdated: row.membershipUpdatedAt,
});

/** The audit target of a group (System Log type `UserGroup`). */
export const groupTarget = (g: { id: string; name: string }): AuditParty => ({
  id: g.id,
  type: 'UserGroup',
  alternateId: g.name,
  displayName: g.name,
});

function validProfile(input: GroupProfileInput): { name: string; description: string | null } {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const description = typeof input.description === 'string' ? input.description.trim() || null : null;
  const problems = [];
  if (!name) problems.push({ property: 'name', message: 'The field cannot be left blank' });
  if (name.length > 255) problems.push({ property: 'name', message: 'At most 255 characters' });
  if (description && description.length > 1024) {
    problems.push({ property: 'description', message: 'At most 1024 characters' });
  }
  if (problems.length > 0) throw new InputErrors(problems);
  return { name, description };
}

/**
 * Groups (Okta Management API Groups, type OKTA_GROUP): create, read, list, replace the profile, delete.
 * Names are unique case-insensitively. Every change is audited (`group.lifecycle.create|delete`,
 * `group.profile.update`) with the caller's actor. Membership is in group-members.service.ts.
 */
export function createGroupsService(deps: { db: Db; audit: AuditRepository }) {
  const repo = createGroupsRepository(deps.db);
  const record = (type: string, group: { id: string; name: string }, ctx: ActionContext) =>
    deps.audit.record({ type, actor: ctx.actor, ip: ctx.ip, targets: [groupTarget(group)] });

  /** Runs a write that may hit the unique name index: a duplicate becomes 400 E0000001 on `name`. */
  async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new InputError(FIELD_TAKEN, 'name');
      throw err;
    }
  }

  return {
    repo,

    /** Creates a group. @throws InputError(s) (400 E0000001) for a blank, too long or taken name. */
    async create(input: GroupProfileInput, ctx: ActionContext): Promise<ManagedGroup> {
      const profile = validProfile(input);
      const row = await uniqueName(() => repo.insert({ id: newId('00g'), ...profile }));
      await record('group.lifecycle.create', row, ctx);
      return toGroup(row);
    },

    async get(id: string): Promise<ManagedGroup | null> {
      const row = await repo.findById(id);
      return row ? toGroup(row) : null;
    },

    /**
     * A page of groups by name: `q` a name prefix, `filter` an Okta filter expression (groups.repository.ts),
     * `after` the `next` of the previous page. @throws ApiError 400 E0000053 / E0000031 for a bad filter,
     * E0000001 for a bad cursor.
     */
    async list(query: {
      q?: string;
      filter?: string;
      limit: number;
      after?: string;
    }): Promise<Page<ManagedGroup>> {
      const filter = filterParam(query.filter);
      const after = afterCursor(query.after, true);
      const page = await repo.page({ q: query.q, filter, limit: query.limit, after });
      return { items: page.rows.map(toGroup), ...(page.next ? { next: encodeCursor(page.next) } : {}) };
    },

    /** Replaces a group's profile; null when the group does not exist. @throws InputError(s) as `create`. */
    async replace(id: string, input: GroupProfileInput, ctx: ActionContext): Promise<ManagedGroup | null> {
      const profile = validProfile(input);
      const row = await uniqueName(() => repo.update(id, profile, new Date()));
      if (row) await record('group.profile.update', row, ctx);
      return row ? toGroup(row) : null;
    },

    /** Deletes a group and its memberships; false when it does not exist. */
    async delete(id: string, ctx: ActionContext): Promise<boolean> {
      const row = await repo.findById(id);
      if (!row || !(await repo.delete(id))) return false;
      await record('group.lifecycle.delete', row, ctx);
      return true;
    },

    /**
     * The groups named `names` (case-insensitively), creating those that do not exist (the CLI's
     * `--groups`, the demo seed). @throws InputError(s) for an invalid name.
     */
    async ensure(names: string[], ctx: ActionContext): Promise<ManagedGroup[]> {
      const wanted = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).values()];
      const found = await repo.findByNames(wanted);
      const out = found.map(toGroup);
      for (const name of wanted) {
        if (found.some((g) => g.name.toLowerCase() === name.toLowerCase())) continue;
        try {
          out.push(await this.create({ name }, ctx));
        } catch (err) {
          // Created concurrently by another request: use that one.
          const [raced] =
            err instanceof InputError && err.message === FIELD_TAKEN ? await repo.findByNames([name]) : [];
          if (!raced) throw err;
          out.push(toGroup(raced));
        }
      }
      return out;
    },

    /** The groups a user belongs to, by name. */
    async ofUser(userId: string): Promise<ManagedGroup[]> {
      return (await repo.ofUser(userId)).map(toGroup);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
