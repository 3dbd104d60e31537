import type { AuditRepository } from '../audit/audit.repository.ts';
import type { ActionContext } from '../audit/action-context.ts';
import type { AppsService } from '../apps/apps.service.ts';
import type { Db } from '../db/db.ts';
import { InputError } from '../errors.ts';
import { implementedKinds } from '../factors/kinds/index.ts';
import { createSignOnRulesRepository } from './sign-on-rules.repository.ts';
import type { AppSignOnRuleRow } from './tables.ts';

/** Factor types a step-up may ask for: the verifiable kinds, without the password (it is no second factor). */
export function stepUpFactorTypes(): string[] {
  return [...new Set(implementedKinds().map((k) => k.factorType))].filter((t) => t !== 'password');
}

/** An application's sign-on rule as the management API shows it. */
export interface SignOnRule {
  /** The application id (`0oa…`). */
  appId: string;
  clientId: string;
  /** Always true while a rule exists: a second factor is required to sign in to the application. */
  factorRequired: true;
  /** The factor types that satisfy the rule; empty: any second factor this IdP verifies. */
  factorTypes: string[];
  created: string;
  lastUpdated: string;
}

const view = (appId: string, row: AppSignOnRuleRow): SignOnRule => ({
  appId,
  clientId: row.clientId,
  factorRequired: true,
  factorTypes: row.factorTypes,
  created: row.createdAt.toISOString(),
  lastUpdated: row.lastUpdated.toISOString(),
});

const target = (app: { id: string; label: string }) => ({
  id: app.id,
  type: 'AppInstance',
  displayName: app.label,
});

/**
 * App sign-on rules (issue 8 "Step-up"): "a second factor is required for this application", optionally
 * restricted to some factor types. `/oauth2/v1/authorize` reads `forClient` and steps up a session without one
 * (authn/authn-step-up.service.ts). Managed by `GET|PUT|DELETE /api/v1/apps/{appId}/sign-on-rule` and the CLI
 * (`clients sign-on-rule`). Unknown applications answer null (the routes' 404 E0000007).
 */
export function createSignOnRulesService(deps: { db: Db; apps: AppsService; audit: AuditRepository }) {
  const repo = createSignOnRulesRepository(deps.db);

  return {
    /** The factor types the rule of `clientId` accepts (all step-up types when it names none), or null: no rule. */
    async forClient(clientId: string): Promise<string[] | null> {
      const row = await repo.find(clientId);
      if (!row) return null;
      return row.factorTypes.length > 0 ? row.factorTypes : stepUpFactorTypes();
    },

    /** The rule of an application; undefined when it has none; null for an unknown application. */
    async get(appId: string): Promise<SignOnRule | undefined | null> {
      const app = await deps.apps.get(appId);
      if (!app) return null;
      const row = await repo.find(app.clientId);
      return row ? view(app.id, row) : undefined;
    },

    /**
     * Requires a second factor for an application (creates or replaces its rule).
     * @throws InputError (400 E0000001) for a factor type that cannot step up (unknown, or `password`).
     */
    async set(appId: string, factorTypes: string[], ctx: ActionContext): Promise<SignOnRule | null> {
      const app = await deps.apps.get(appId);
      if (!app) return null;
      const allowed = stepUpFactorTypes();
      const wrong = factorTypes.filter((t) => !allowed.includes(t));
      if (wrong.length > 0) {
        throw new InputError(
          `Not a second factor this server verifies: ${wrong.join(', ')} (allowed: ${allowed.join(', ')})`,
          'factorTypes',
        );
      }
      const row = await repo.upsert(app.clientId, [...new Set(factorTypes)], new Date());
      await deps.audit.record({
        type: 'application.policy.sign_on.update',
        actor: ctx.actor,
        ...(ctx.ip ? { ip: ctx.ip } : {}),
        targets: [target(app)],
        details: { factorTypes: row.factorTypes },
      });
      return view(app.id, row);
    },

    /** Removes the rule (the application needs no second factor); false when it had none, null: unknown app. */
    async remove(appId: string, ctx: ActionContext): Promise<boolean | null> {
      const app = await deps.apps.get(appId);
      if (!app) return null;
      const removed = await repo.remove(app.clientId);
      if (removed) {
        await deps.audit.record({
          type: 'application.policy.sign_on.delete',
          actor: ctx.actor,
          ...(ctx.ip ? { ip: ctx.ip } : {}),
          targets: [target(app)],
        });
      }
      return removed;
    },
  };
}

export type SignOnRulesService = ReturnType<typeof createSignOnRulesService>;
