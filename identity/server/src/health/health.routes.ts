import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { HealthService } from './health.service.ts';

const Status = Type.Union([Type.Literal('UP'), Type.Literal('DOWN')]);
const LiveSchema = Type.Object({ status: Type.Literal('UP') });
const ReadySchema = Type.Object({
  status: Status,
  checks: Type.Object({ database: Status, migrations: Status }),
  pendingMigrations: Type.Integer({ description: 'Migrations of this build not applied; -1 when unknown' }),
});

/**
 * Health endpoints for load balancers and orchestrators: `GET /health/live` (200 while the process serves
 * HTTP; restart it otherwise) and `GET /health/ready` (200 when the database answers and every migration is
 * applied, else 503: send it no traffic). Small JSON bodies, never cached.
 */
export async function healthRoutes(
  fastify: FastifyInstance,
  { health }: { health: HealthService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/health/live',
    { schema: { response: { 200: LiveSchema } }, config: { accessLog: 'debug' } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'UP' as const };
    },
  );

  app.get(
    '/health/ready',
    { schema: { response: { 200: ReadySchema, 503: ReadySchema } }, config: { accessLog: 'debug' } },
    async (_request, reply) => {
      const r = await health.readiness();
      void reply.code(r.ready ? 200 : 503).header('cache-control', 'no-store');
      return {
        status: r.ready ? ('UP' as const) : ('DOWN' as const),
        checks: { database: r.database, migrations: r.migrations },
        pendingMigrations: r.pendingMigrations,
      };
    },
  );
}
