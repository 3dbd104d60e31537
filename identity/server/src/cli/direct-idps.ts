import { idpObject } from '../idps/idp-object.ts';
import { ruleObject } from '../idps/rule-object.ts';
import type { Services } from '../services.ts';
import { CLI_CONTEXT, notFound } from './direct-users.ts';
import type { Operator } from './operator.ts';

/**
 * Identity providers and the IdP discovery rules over the services, presented as `/api/v1/idps` and
 * `/api/v1/policies/{id}/rules` answer (the same presenters), the system as the actor of the audit events.
 */
export function directIdps({ idps, discovery, config }: Services): Pick<Operator, 'idps'> {
  const present = async (rule: Awaited<ReturnType<typeof discovery.list>>[number]) =>
    ruleObject(config.issuer, rule, rule.idpId ? await idps.get(rule.idpId) : null);
  const missing = (id: string) => notFound(id, 'IdentityProvider');
  return {
    idps: {
      list: async () => (await idps.list()).map((row) => idpObject(config.issuer, row)),
      create: async (body) => idpObject(config.issuer, await idps.create(body, CLI_CONTEXT)),
      setStatus: async (id, status) => {
        const row = await idps.setStatus(id, status, CLI_CONTEXT);
        if (!row) throw missing(id);
        return idpObject(config.issuer, row);
      },
      remove: async (id) => {
        if (!(await idps.remove(id, CLI_CONTEXT))) throw missing(id);
      },
      rules: async () => Promise.all((await discovery.list()).map(present)),
      addRule: async (body) => present(await discovery.create(body, CLI_CONTEXT)),
      removeRule: async (id) => {
        if (!(await discovery.remove(id, CLI_CONTEXT))) throw notFound(id, 'PolicyRule');
      },
    },
  };
}
