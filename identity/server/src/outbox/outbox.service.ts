import type { Db } from '../db/db.ts';
import { newId } from '../lib/crypto.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';

/** A channel of out-of-band delivery. */
export type OutboxChannel = 'email' | 'sms' | 'voice';

/** One message as `/dev/outbox` shows it. */
export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  created: Date;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  text: row.body,
  created: row.createdAt,
});

/**
 * The outbox: the default delivery adapter for email (and later SMS and voice codes). A message is stored in
 * `outbox_messages` instead of being sent, so a developer or a test reads it at `GET /dev/outbox`
 * (ARCHITECTURE "Factors": out-of-band delivery goes through adapters). Messages may hold one-time links:
 * the table is as sensitive as the tokens it carries until a real adapter (SMTP) replaces it.
 */
export function createOutboxService(db: Db) {
  const repo = createOutboxRepository(db);
  return {
    /** Delivers a message (stores it); `channel` defaults to email. Returns the stored message. */
    async send(message: {
      to: string;
      subject?: string;
      text: string;
      channel?: OutboxChannel;
    }): Promise<OutboxMessage> {
      const row = await repo.insert({
        id: newId('obx'),
        channel: message.channel ?? 'email',
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.text,
      });
      return toMessage(row);
    },

    /** The newest messages first (at most `limit`, default 50), optionally only those sent to `to`. */
    async list(opts: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
      return (await repo.newest(opts.limit ?? 50, opts.to)).map(toMessage);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
