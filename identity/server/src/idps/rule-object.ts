import { DISCOVERY_POLICY_ID } from './discovery.service.ts';
import type { DiscoveryRuleRow, IdpRow } from './tables.ts';

/** The Okta PolicyRule object of a discovery rule. */
export function ruleObject(issuer: string, rule: DiscoveryRuleRow, idp: IdpRow | null) {
  const base = `${issuer}/api/v1/policies/${DISCOVERY_POLICY_ID}/rules/${rule.id}`;
  const lifecycle = rule.status === 'ACTIVE' ? 'deactivate' : 'activate';
  return {
    id: rule.id,
    type: 'IDP_DISCOVERY',
    name: rule.name,
    status: rule.status,
    priority: rule.priority,
    system: rule.system,
    created: rule.createdAt.toISOString(),
    lastUpdated: rule.updatedAt.toISOString(),
    conditions:
      rule.patterns.length > 0 ? { userIdentifier: { type: 'IDENTIFIER', patterns: rule.patterns } } : null,
    actions: { idp: { providers: [idp ? { type: idp.type, id: idp.id } : { type: 'OKTA' }] } },
    _links: {
      self: { href: base, hints: { allow: rule.system ? ['GET', 'PUT'] : ['GET', 'PUT', 'DELETE'] } },
      ...(rule.system
        ? {}
        : { [lifecycle]: { href: `${base}/lifecycle/${lifecycle}`, hints: { allow: ['POST'] } } }),
    },
  };
}

export type RuleObject = ReturnType<typeof ruleObject>;
