import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { createApiTokensService, type ApiTokensService } from './api-tokens/api-tokens.service.ts';
import { createAppsService, type AppsService } from './apps/apps.service.ts';
import { createAuditRepository, type AuditRepository } from './audit/audit.repository.ts';
import { createClientsService, type ClientsService } from './clients/clients.service.ts';
import { createHostedService, type HostedService } from './hosted/hosted.service.ts';
import { createFactorsService, type FactorsService } from './factors/factors.service.ts';
import { createLogsService, type LogsService } from './logs/logs.service.ts';
import { KeyService } from './oidc/keys.service.ts';
import { createOriginsService, type OriginsService } from './origins/origins.service.ts';
import { createSessionsService, type SessionsService } from './sessions/sessions.service.ts';
import { createUsersService, type UsersService } from './users/users.service.ts';

/**
 * Everything the identity provider's routes need, built once per process in `createServices` and passed
 * to each route plugin explicitly (never looked up on the Fastify instance).
 */
export interface Services {
  config: Config;
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  origins: OriginsService;
  clients: ClientsService;
  /** OIDC clients as management API applications. */
  apps: AppsService;
  audit: AuditRepository;
  /** Signing keys of the authorization server (OIDC). */
  keys: KeyService;
  /** The System Log: audit events as Okta LogEvents. */
  logs: LogsService;
  /** Factors of users (enrolled MFA factors). */
  factors: FactorsService;
  /** API tokens of the management API. */
  apiTokens: ApiTokensService;
  /** The hosted sign-in page's rules (/login/default). */
  hosted: HostedService;
}

/** Builds the services over one open database. */
export function createServices(db: Db, config: Config): Services {
  const sessions = createSessionsService(db, config);
  const origins = createOriginsService(db);
  const audit = createAuditRepository(db);
  return {
    config,
    db,
    users: createUsersService(db),
    sessions,
    origins,
    clients: createClientsService(db),
    apps: createAppsService(db),
    audit,
    keys: new KeyService(db),
    apiTokens: createApiTokensService(db),
    hosted: createHostedService({ config, origins, sessions, audit }),
    factors: createFactorsService(db),
    logs: createLogsService(db),
  };
}
