import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { UsersService } from './users/users.service.ts';
import type { SessionsService } from './sessions/sessions.service.ts';
import type { OriginsService } from './origins/origins.service.ts';
import type { ClientsService } from './clients/clients.service.ts';
import type { AuditRepository } from './audit/audit.repository.ts';

// Decorations of the identity provider's Fastify instance (see app.ts).
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    users: UsersService;
    sessions: SessionsService;
    origins: OriginsService;
    clients: ClientsService;
    audit: AuditRepository;
  }
  interface FastifyRequest {
    /** Set by the CORS hook when the request's Origin is trusted for CORS. */
    corsAllowed?: boolean;
  }
}
