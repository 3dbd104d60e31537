import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import { InputError } from '../errors.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import { checkProfileSchema } from './profile-schema.ts';
import {
  createRegistrationPolicyRepository,
  type RegistrationPolicyPatch,
} from './registration-policy.repository.ts';
import type { RegistrationPolicyRow } from './tables.ts';

/** The registration policy as the services read it (the row; `tokenLifetimeMinutes` in minutes). */
export type RegistrationPolicy = Omit<RegistrationPolicyRow, 'id'>;

/**
 * The organisation's registration policy (issue 8; spec §3 "registration"): read on every form and register
 * request (one row); changed by the management API and the CLI, audited as `policy.lifecycle.update`.
 */
export function createRegistrationPolicyService(deps: {
  db: Db;
  audit: AuditRepository;
  groups: GroupsService;
}) {
  const repo = createRegistrationPolicyRepository(deps.db);
  return {
    async get(): Promise<RegistrationPolicy> {
      return repo.get();
    },

    /**
     * Changes the given settings; returns the policy after the change.
     * @throws InputError (400 E0000001) for a group that does not exist or an invalid profile schema.
     */
    async set(patch: RegistrationPolicyPatch, ctx: ActionContext): Promise<RegistrationPolicy> {
      if (patch.defaultGroupId && !(await deps.groups.get(patch.defaultGroupId)))
        throw new InputError(`No group has the id ${patch.defaultGroupId}`, 'defaultGroupId');
      if (patch.profileSchema) checkProfileSchema(patch.profileSchema);
      const row = await repo.update(patch, new Date());
      await deps.audit.record({
        type: 'policy.lifecycle.update',
        actor: ctx.actor,
        ip: ctx.ip,
        targets: [{ id: row.policyId, type: 'RegistrationPolicy', displayName: 'Registration policy' }],
        details: { ...patch },
      });
      return row;
    },
  };
}

export type RegistrationPolicyService = ReturnType<typeof createRegistrationPolicyService>;
