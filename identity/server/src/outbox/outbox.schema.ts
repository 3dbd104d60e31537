import { Type, type Static } from 'typebox';
import type { OutboxMessage } from './outbox.service.ts';

/**
 * A delivered message as the management API (`GET /api/v1/outbox`, ours) and `npm run idp -- outbox --json`
 * show it: channel `sms` | `voice` | `email`, recipient, subject (email only), body, creation time.
 */
export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms'), Type.Literal('voice')]),
  to: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OutboxMessageShape = Static<typeof OutboxMessageSchema>;

/** `?to=ADDRESS` (exact recipient) and `?limit=N` (1..500, default 50). */
export const OutboxQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

/** The wire form of a stored message. */
export function outboxMessageObject(m: OutboxMessage): OutboxMessageShape {
  return {
    id: m.id,
    channel: m.channel,
    to: m.to,
    subject: m.subject,
    body: m.text,
    createdAt: m.created.toISOString(),
  };
}
