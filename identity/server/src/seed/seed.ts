import type { ClientsService } from '../clients/clients.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import { SYSTEM_ACTOR } from '../audit/action-context.ts';
import type { OriginsService } from '../origins/origins.service.ts';
import type { UsersService } from '../users/users.service.ts';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'Compliance!2026';

/**
 * The demo users, one or more per compliance suite role (their groups); the two branch operators work at different
 * branches of the suite's demo bank (compliance/api/src/seed/demo-data.ts).
 */
export const DEMO_USERS = [
  { login: 'giulia.rossi@example.com', firstName: 'Giulia', lastName: 'Rossi', groups: ['aml-officers'] },
  { login: 'marco.bianchi@example.com', firstName: 'Marco', lastName: 'Bianchi', groups: ['operators'] },
  { login: 'chiara.esposito@example.com', firstName: 'Chiara', lastName: 'Esposito', groups: ['auditors'] },
  { login: 'luca.romano@example.com', firstName: 'Luca', lastName: 'Romano', groups: ['administrators'] },
  {
    login: 'francesca.ferrari@example.com',
    firstName: 'Francesca',
    lastName: 'Ferrari',
    groups: ['reports-delegates'],
  },
  { login: 'paolo.colombo@example.com', firstName: 'Paolo', lastName: 'Colombo', groups: ['operators'] },
] as const;

/** The compliance suite's roles: IdP groups whose names reach the suite in the `groups` claim. */
export const DEMO_GROUPS = [
  { name: 'aml-officers', description: 'Compliance suite: AML officers' },
  { name: 'operators', description: 'Compliance suite: operators' },
  { name: 'auditors', description: 'Compliance suite: auditors' },
  { name: 'administrators', description: 'Compliance suite: administrators' },
  { name: 'reports-delegates', description: 'Compliance suite: delegates who file reports' },
] as const;

/** The compliance suite: trusted origin and its public OIDC client (PKCE S256). */
export const SUITE_ORIGIN = 'http://localhost:3000';
export const SUITE_CLIENT = {
  clientId: 'compliance-suite',
  name: 'Compliance suite',
  type: 'public' as const,
  redirectUris: ['http://localhost:3000/login/callback'],
  postLogoutRedirectUris: ['http://localhost:3000/login'],
  grantTypes: ['authorization_code', 'refresh_token'],
  responseTypes: ['code'],
};

export interface SeedTargets {
  users: UsersService;
  groups: GroupsService;
  origins: OriginsService;
  clients: ClientsService;
}

/**
 * Seeds the demo tenant: trusted origin `http://localhost:3000` (CORS + redirect), the `compliance-suite`
 * public client, the suite's role groups and the demo users in them. Idempotent: existing rows are left
 * untouched. Returns what was created.
 */
export async function seedDemoTenant(targets: SeedTargets): Promise<{ created: string[] }> {
  const created: string[] = [];
  // Existing rows are left as they are, deactivated ones included: an operator's change survives a restart.
  if (!(await targets.origins.findByOrigin(SUITE_ORIGIN))) {
    await targets.origins.add(SUITE_ORIGIN, { cors: true, redirect: true });
    created.push(`origin ${SUITE_ORIGIN}`);
  }
  if (!(await targets.clients.exists(SUITE_CLIENT.clientId))) {
    await targets.clients.create(SUITE_CLIENT);
    created.push(`client ${SUITE_CLIENT.clientId}`);
  }
  const existing = await targets.groups.repo.findByNames(DEMO_GROUPS.map((g) => g.name));
  for (const group of DEMO_GROUPS) {
    if (existing.some((g) => g.name.toLowerCase() === group.name)) continue;
    await targets.groups.create(group, { actor: SYSTEM_ACTOR });
    created.push(`group ${group.name}`);
  }
  for (const demo of DEMO_USERS) {
    if (await targets.users.findByLogin(demo.login)) continue;
    await targets.users.createUser({
      ...demo,
      groups: [...demo.groups],
      password: DEMO_PASSWORD,
      locale: 'it_IT',
      timeZone: 'Europe/Rome',
    });
    created.push(`user ${demo.login}`);
  }
  return { created };
}
