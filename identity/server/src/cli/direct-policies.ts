import { mfaPolicyObject } from '../policies/policies.routes.ts';
import type { Services } from '../services.ts';
import { CLI_CONTEXT, notFound } from './direct-users.ts';
import type { Operator } from './operator.ts';

/**
 * Multi-factor policies of the operator over the services: the policies service (which audits, with the system
 * as the actor) and the route's presenter, so the answers are those of `/api/v1/mfa-policies`.
 */
export function directPolicies({ policies, config }: Services): Pick<Operator, 'policies'> {
  return {
    policies: {
      list: async () => (await policies.list()).map((p) => mfaPolicyObject(config.issuer, p)),
      setMfa: async (groupId, body) => {
        const saved = await policies.set(groupId, body, CLI_CONTEXT);
        if (!saved) throw notFound(groupId, 'UserGroup');
        return mfaPolicyObject(config.issuer, saved);
      },
    },
  };
}
