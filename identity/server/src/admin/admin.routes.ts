import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiTokensRoutes } from '../api-tokens/api-tokens.routes.ts';
import { appsRoutes } from '../apps/apps.routes.ts';
import { consentGrantsRoutes } from '../consent/consent-grants.routes.ts';
import { factorEnrolmentRoutes } from '../factors/factor-enrolment.routes.ts';
import { pushTransactionsRoutes } from '../factors/push-transactions.routes.ts';
import { factorsRoutes } from '../factors/factors.routes.ts';
import { logsRoutes } from '../logs/logs.routes.ts';
import { keysRoutes } from '../oidc/keys.routes.ts';
import { originsRoutes } from '../origins/origins.routes.ts';
import { passwordPoliciesRoutes } from '../policies/password-policies.routes.ts';
import { outboxAdminRoutes } from '../outbox/outbox-admin.routes.ts';
import { policiesRoutes } from '../policies/policies.routes.ts';
import { recoveryPolicyRoutes } from '../recovery/recovery-policy.routes.ts';
import { registrationPolicyRoutes } from '../registration/registration-policy.routes.ts';
import { groupMembersRoutes } from '../groups/group-members.routes.ts';
import { groupsRoutes } from '../groups/groups.routes.ts';
import { idpsRoutes } from '../idps/idps.routes.ts';
import { discoveryPolicyRoutes } from '../idps/discovery-policy.routes.ts';
import { usersLifecycleRoutes } from '../users/users-lifecycle.routes.ts';
import { usersRoutes } from '../users/users.routes.ts';
import { signOnRulesRoutes } from '../step-up/sign-on-rules.routes.ts';
import type { Services } from '../services.ts';
import { requireApiToken } from './admin-auth.ts';
import { auditAdminRequest } from './admin-audit.ts';

/**
 * The management API's resources, one route plugin each (Okta Management API subset; ARCHITECTURE
 * "Management API"). Adding a resource is one line here; every route below is authenticated by an API token
 * and audited.
 */
const ADMIN_RESOURCES: Array<FastifyPluginAsync<{ services: Services }>> = [
  apiTokensRoutes,
  originsRoutes,
  appsRoutes,
  signOnRulesRoutes,
  factorsRoutes,
  factorEnrolmentRoutes,
  pushTransactionsRoutes,
  logsRoutes,
  usersRoutes,
  usersLifecycleRoutes,
  consentGrantsRoutes,
  groupsRoutes,
  groupMembersRoutes,
  keysRoutes,
  policiesRoutes,
  passwordPoliciesRoutes,
  recoveryPolicyRoutes,
  registrationPolicyRoutes,
  outboxAdminRoutes,
  idpsRoutes,
  discoveryPolicyRoutes,
];

/**
 * Registers the management API in its own scope: `Authorization: SSWS {token}` on every route
 * (admin-auth.ts) and one audit event per request, who (the token), what (method, route, target, status)
 * and when (admin-audit.ts).
 */
export async function adminRoutes(app: FastifyInstance, { services }: { services: Services }): Promise<void> {
  app.addHook('onRequest', requireApiToken(services.apiTokens, services.config.issuer));
  app.addHook('onSend', auditAdminRequest(services.audit));
  for (const resource of ADMIN_RESOURCES) await app.register(resource, { services });
}
