import type { OutboxService } from '../outbox/outbox.service.ts';
import type { DeliveryAdapter } from './delivery.ts';

/**
 * The default adapter of every channel: the message is stored in the outbox (`outbox_messages`) instead of
 * being sent, for `/dev/outbox` and `npm run idp -- outbox` on a developer machine, and for tests.
 */
export function outboxAdapter(outbox: OutboxService): DeliveryAdapter {
  return {
    name: 'outbox',
    async send(channel, message) {
      await outbox.send({ ...message, channel });
    },
  };
}
