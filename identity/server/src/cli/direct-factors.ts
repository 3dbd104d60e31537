import { FACTORS_RESET_EVENT } from '../factors/factor-enrolment.routes.ts';
import { userFactorObject } from '../factors/factors.routes.ts';
import type { Services } from '../services.ts';
import { CLI_CONTEXT, notFound } from './direct-users.ts';
import type { Operator } from './operator.ts';

/**
 * The factors of users for the operator over the services: the same presenter and audit event as
 * `GET /api/v1/users/{id}/factors` and `POST /api/v1/users/{id}/lifecycle/reset_factors`, the system as actor.
 */
export function directFactors({
  users,
  factors,
  audit,
  config,
}: Services): Pick<Operator['users'], 'factors' | 'resetFactors'> {
  const existing = async (id: string) => {
    const found = await users.admin.get(id);
    if (!found) throw notFound(id, 'User');
    return found;
  };
  return {
    factors: async (id) =>
      (await factors.listForUser((await existing(id)).id)).map((f) => userFactorObject(config.issuer, f)),
    resetFactors: async (id) => {
      const user = await existing(id);
      const removed = await factors.resetAll(user.id);
      await audit.record({
        type: FACTORS_RESET_EVENT,
        userId: user.id,
        actor: CLI_CONTEXT.actor,
        targets: [
          { id: user.id, type: 'User', alternateId: user.profile.login, displayName: user.profile.login },
        ],
        details: { factors: removed.map((f) => f.id) },
      });
    },
  };
}
