import type { ActionContext } from '../audit/action-context.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Db } from '../db/db.ts';
import { InputErrors } from '../errors.ts';
import { newId } from '../lib/crypto.ts';
import { createDiscoveryRulesRepository } from './discovery-rules.repository.ts';
import { matchesPattern, patternProblem } from './identifier-match.ts';
import { createIdpsRepository } from './idps.repository.ts';
import type { DiscoveryRuleRow, IdentifierPattern, IdpRow } from './tables.ts';

/** The one IDP_DISCOVERY policy of this server (Okta keeps one per org). */
export const DISCOVERY_POLICY_ID = '00pidpdiscoverypolcy';

/** The body of a discovery rule create or replace (Okta PolicyRule of type IDP_DISCOVERY, subset). */
export interface RuleInput {
  type?: string;
  name?: string;
  status?: string;
  priority?: number;
  conditions?: {
    userIdentifier?: { type?: string; patterns?: Array<{ matchType?: string; value?: string }> };
  };
  actions?: { idp?: { providers?: Array<{ type?: string; id?: string }> } };
}

/** Where discovery sends an identifier: our own directory, or an active provider. */
export type DiscoveryTarget = { kind: 'OKTA' } | { kind: 'IDP'; idp: IdpRow };

/**
 * The IdP discovery policy: its rules (create, replace, delete, activate, deactivate; priorities kept 1..n with
 * the system default rule last) and `resolve`, which routes an identifier by the first active rule whose
 * patterns match (an empty pattern list matches every identifier). A rule whose provider is inactive is skipped.
 */
export function createDiscoveryService(deps: { db: Db; audit: AuditRepository }) {
  const repo = createDiscoveryRulesRepository(deps.db);
  const idps = createIdpsRepository(deps.db);

  async function audit(type: string, rule: DiscoveryRuleRow, ctx: ActionContext) {
    await deps.audit.record({
      type,
      actor: ctx.actor,
      ip: ctx.ip,
      targets: [{ id: rule.id, type: 'PolicyRule', alternateId: 'IDP_DISCOVERY', displayName: rule.name }],
    });
  }

  /** Renumbers the rules 1..n in `ordered` order, the system rule last. */
  async function renumber(ordered: DiscoveryRuleRow[]) {
    const user = ordered.filter((r) => !r.system);
    const system = ordered.filter((r) => r.system);
    const all = [...user, ...system];
    for (const [i, rule] of all.entries()) {
      if (rule.priority !== i + 1) await repo.update(rule.id, { priority: i + 1 }, rule.updatedAt);
    }
  }

  /** Validates a rule body. @throws InputErrors naming each invalid property. */
  async function parse(input: RuleInput, system: boolean) {
    const problems: Array<{ property: string; message: string }> = [];
    if (input.type !== undefined && input.type !== 'IDP_DISCOVERY') {
      problems.push({ property: 'type', message: 'Must be IDP_DISCOVERY' });
    }
    const name = (input.name ?? '').trim();
    if (name === '' || name.length > 255)
      problems.push({ property: 'name', message: 'Must have 1 to 255 characters' });
    const status = input.status ?? 'ACTIVE';
    if (status !== 'ACTIVE' && status !== 'INACTIVE') {
      problems.push({ property: 'status', message: 'Must be ACTIVE or INACTIVE' });
    }
    const raw = input.conditions?.userIdentifier?.patterns ?? [];
    if (system && raw.length > 0) {
      problems.push({ property: 'conditions', message: 'The default rule matches every identifier' });
    }
    raw.forEach((p, i) => {
      const problem = patternProblem(p);
      if (problem) problems.push({ property: `conditions.userIdentifier.patterns[${i}]`, message: problem });
    });
    const providers = input.actions?.idp?.providers ?? [];
    let idpId: string | null = null;
    if (providers.length !== 1) {
      problems.push({ property: 'actions.idp.providers', message: 'Exactly one provider is required' });
    } else if (providers[0]!.type !== 'OKTA') {
      const idp = providers[0]!.id ? await idps.get(providers[0]!.id) : null;
      if (!idp || idp.type !== providers[0]!.type) {
        problems.push({
          property: 'actions.idp.providers',
          message: 'No identity provider has this id and type',
        });
      } else if (system) {
        problems.push({ property: 'actions.idp.providers', message: 'The default rule routes to OKTA' });
      } else idpId = idp.id;
    }
    const priority = input.priority;
    if (priority !== undefined && (!Number.isInteger(priority) || priority < 1)) {
      problems.push({ property: 'priority', message: 'Must be a positive integer' });
    }
    if (problems.length > 0) throw new InputErrors(problems);
    const patterns = raw.map(
      (p) => ({ matchType: p.matchType, value: p.value!.trim() }) as IdentifierPattern,
    );
    return { name, status: status as 'ACTIVE' | 'INACTIVE', patterns, idpId, priority };
  }

  /** `ordered` with `rule` moved to 1-based position `priority` among the non-system rules. */
  function placed(ordered: DiscoveryRuleRow[], rule: DiscoveryRuleRow, priority: number | undefined) {
    const others = ordered.filter((r) => r.id !== rule.id && !r.system);
    const at = Math.min(Math.max((priority ?? others.length + 1) - 1, 0), others.length);
    const system = ordered.filter((r) => r.system && r.id !== rule.id);
    if (rule.system) return [...others, rule];
    return [...others.slice(0, at), rule, ...others.slice(at), ...system];
  }

  return {
    list: () => repo.list(),
    get: (id: string) => repo.get(id),

    /** Adds a rule at `priority` (default: last before the default rule). @throws InputErrors. */
    async create(input: RuleInput, ctx: ActionContext): Promise<DiscoveryRuleRow> {
      const p = await parse(input, false);
      const now = new Date();
      const rule = await repo.insert({
        id: newId('0pr'),
        name: p.name,
        status: p.status,
        priority: 0,
        system: false,
        patterns: p.patterns,
        idpId: p.idpId,
        createdAt: now,
        updatedAt: now,
      });
      await renumber(placed(await repo.list(), rule, p.priority));
      await audit('policy.rule.add', rule, ctx);
      return (await repo.get(rule.id))!;
    },

    /** Replaces a rule (the default rule keeps its OKTA action); null when unknown. @throws InputErrors. */
    async update(id: string, input: RuleInput, ctx: ActionContext): Promise<DiscoveryRuleRow | null> {
      const existing = await repo.get(id);
      if (!existing) return null;
      const p = await parse(input, existing.system);
      const rule = await repo.update(id, {
        name: p.name,
        status: existing.system ? 'ACTIVE' : p.status,
        patterns: p.patterns,
        idpId: p.idpId,
      });
      await renumber(placed(await repo.list(), rule!, p.priority ?? existing.priority));
      await audit('policy.rule.update', rule!, ctx);
      return repo.get(id);
    },

    /** Activates or deactivates a non-system rule; null when unknown. @throws InputErrors for the default rule. */
    async setStatus(id: string, status: 'ACTIVE' | 'INACTIVE', ctx: ActionContext) {
      const existing = await repo.get(id);
      if (!existing) return null;
      if (existing.system && status === 'INACTIVE') {
        throw new InputErrors([{ property: 'id', message: 'The default rule cannot be deactivated' }]);
      }
      const rule = await repo.update(id, { status });
      await audit(`policy.rule.${status === 'ACTIVE' ? 'activate' : 'deactivate'}`, rule!, ctx);
      return rule;
    },

    /** Deletes a non-system rule; false when unknown. @throws InputErrors for the default rule. */
    async remove(id: string, ctx: ActionContext): Promise<boolean> {
      const existing = await repo.get(id);
      if (!existing) return false;
      if (existing.system)
        throw new InputErrors([{ property: 'id', message: 'The default rule cannot be deleted' }]);
      await repo.remove(id);
      await renumber(await repo.list());
      await audit('policy.rule.delete', existing, ctx);
      return true;
    },

    /** Where `identifier` signs in: the first active matching rule whose provider (if any) is active. */
    async resolve(identifier: string): Promise<DiscoveryTarget> {
      for (const rule of await repo.list()) {
        if (rule.status !== 'ACTIVE') continue;
        if (rule.patterns.length > 0 && !rule.patterns.some((p) => matchesPattern(identifier, p))) continue;
        if (rule.idpId === null) return { kind: 'OKTA' };
        const idp = await idps.get(rule.idpId);
        if (idp?.status === 'ACTIVE') return { kind: 'IDP', idp };
      }
      return { kind: 'OKTA' };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
