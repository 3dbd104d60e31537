import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorBodySchema } from '@identity/contracts/schemas';
import { sendPage } from '../oidc/http.ts';
import { outboxPage } from './outbox-page.ts';
import type { OutboxService } from './outbox.service.ts';

const MessageSchema = Type.Object({
  id: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms'), Type.Literal('voice')]),
  to: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  created: Type.String({ format: 'date-time' }),
});

const QuerySchema = Type.Object({
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

/**
 * `GET /dev/outbox[?to=ADDRESS][&limit=N]`: the messages the outbox stored, newest first (default 50, at most
 * 500): an HTML page for a browser (`Accept: text/html`, outbox-page.ts), JSON otherwise. Registered only when `config.devOutbox` is on (a localhost issuer, or DEV_OUTBOX=true): the
 * messages carry one-time links, so a deployment never serves them. No authentication, by design of a
 * developer tool.
 */
export async function outboxRoutes(
  fastify: FastifyInstance,
  { outbox }: { outbox: OutboxService },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: QuerySchema,
        response: { 200: Type.Array(MessageSchema), 400: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const messages = await outbox.list(request.query);
      // A browser (Accept: text/html first) gets the page; scripts and tests get JSON.
      if (/^\s*text\/html/.test(request.headers.accept ?? '')) {
        return sendPage(reply, outboxPage(messages, request.query.to));
      }
      return messages.map((m) => ({ ...m, created: m.created.toISOString() }));
    },
  );
}
