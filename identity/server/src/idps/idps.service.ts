import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { isLoopbackIssuer, type Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { FIELD_TAKEN, InputError } from '../errors.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import { newId } from '../lib/crypto.ts';
import { createDiscoveryRulesRepository } from './discovery-rules.repository.ts';
import { parseIdpInput, type IdpInput } from './idp-input.ts';
import { createIdpsRepository } from './idps.repository.ts';
import { openClientSecret, sealClientSecret } from './secret-box.ts';
import type { IdpRow } from './tables.ts';

export interface IdpsDeps {
  db: Db;
  config: Pick<Config, 'issuer' | 'keysEncryptionKey'>;
  audit: AuditRepository;
  groups: Pick<GroupsService, 'get'>;
}

/**
 * Identity providers as the management API and the CLI see them (Okta Identity Providers API): create, read,
 * replace, delete, activate, deactivate. Client secrets are sealed at rest (secret-box.ts) and never returned.
 * Every change is audited (`system.idp.lifecycle.*`).
 */
export function createIdpsService(deps: IdpsDeps) {
  const repo = createIdpsRepository(deps.db);
  const rules = createDiscoveryRulesRepository(deps.db);
  const kek = deps.config.keysEncryptionKey;
  const loopbackOk = isLoopbackIssuer(deps.config.issuer);

  async function audit(type: string, row: IdpRow, ctx: ActionContext) {
    await deps.audit.record({
      type,
      actor: ctx.actor,
      ip: ctx.ip,
      targets: [{ id: row.id, type: 'IdentityProvider', alternateId: row.type, displayName: row.name }],
    });
  }

  async function checkGroupsAndName(groupIds: string[], name: string, selfId?: string) {
    const found = await Promise.all(groupIds.map((id) => deps.groups.get(id)));
    const missing = groupIds.filter((_, i) => !found[i]);
    if (missing.length > 0) {
      throw new InputError(
        `No group has the id ${missing.join(', ')}`,
        'policy.provisioning.groups.assignments',
      );
    }
    const same = await repo.findByName(name);
    if (same && same.id !== selfId) throw new InputError(FIELD_TAKEN, 'name');
  }

  return {
    repo,
    list: () => repo.list(),
    get: (id: string) => repo.get(id),

    /** Creates a provider (`0oa…` id). @throws InputError(s) (400 E0000001) for an invalid body or a taken name. */
    async create(input: IdpInput, ctx: ActionContext): Promise<IdpRow> {
      const { row, clientSecret } = parseIdpInput(input, { hasSecret: false, loopbackOk });
      await checkGroupsAndName(row.groupAssignments ?? [], row.name);
      const id = newId('0oa');
      const now = new Date();
      const created = await repo.insert({
        id,
        ...row,
        clientSecretSealed: clientSecret === undefined ? null : sealClientSecret(kek, clientSecret, id),
        createdAt: now,
        updatedAt: now,
      });
      await audit('system.idp.lifecycle.create', created, ctx);
      return created;
    },

    /** Replaces a provider's settings (a secret not sent is kept); null when it does not exist. */
    async update(id: string, input: IdpInput, ctx: ActionContext): Promise<IdpRow | null> {
      const existing = await repo.get(id);
      if (!existing) return null;
      const { row, clientSecret } = parseIdpInput(
        { status: existing.status, ...input },
        { hasSecret: existing.clientSecretSealed !== null, loopbackOk },
      );
      await checkGroupsAndName(row.groupAssignments ?? [], row.name, id);
      const sealed =
        row.tokenAuthMethod === 'none'
          ? null
          : clientSecret === undefined
            ? existing.clientSecretSealed
            : sealClientSecret(kek, clientSecret, id);
      const updated = await repo.update(id, { ...row, clientSecretSealed: sealed });
      if (updated) await audit('system.idp.lifecycle.update', updated, ctx);
      return updated;
    },

    /** ACTIVE or INACTIVE; null when the provider does not exist. */
    async setStatus(id: string, status: 'ACTIVE' | 'INACTIVE', ctx: ActionContext): Promise<IdpRow | null> {
      const updated = await repo.update(id, { status });
      if (updated) {
        await audit(`system.idp.lifecycle.${status === 'ACTIVE' ? 'activate' : 'deactivate'}`, updated, ctx);
      }
      return updated;
    },

    /**
     * Deletes a provider (its links go with it); false when it does not exist.
     * @throws InputError when a discovery rule still routes to it (remove or change the rule first).
     */
    async remove(id: string, ctx: ActionContext): Promise<boolean> {
      const existing = await repo.get(id);
      if (!existing) return false;
      if ((await rules.countUsing(id)) > 0) {
        throw new InputError(
          'An IdP discovery rule routes to this identity provider; change that rule first',
          'id',
        );
      }
      await repo.remove(id);
      await audit('system.idp.lifecycle.delete', existing, ctx);
      return true;
    },

    /** The plain client secret of a provider, for the token request only (never logged). */
    clientSecretOf(row: IdpRow): string | undefined {
      return row.clientSecretSealed === null
        ? undefined
        : openClientSecret(kek, row.clientSecretSealed, row.id);
    },
  };
}

export type IdpsService = ReturnType<typeof createIdpsService>;
