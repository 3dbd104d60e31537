import { SYSTEM_ACTOR } from '../audit/action-context.ts';
import { outboxMessageObject } from '../outbox/outbox.schema.ts';
import type { Services } from '../services.ts';
import type { Operator } from './operator.ts';

/** System Log event of the CLI reading the outbox straight from the database (no management request to audit). */
export const OUTBOX_READ_EVENT = 'system.outbox.read';

/**
 * The outbox of the operator over the services: the messages as `GET /api/v1/outbox` shows them. Reading is
 * audited (the messages hold live codes), with the system as the actor, as the API audits its requests.
 */
export function directOutbox({ outbox, audit }: Services): Pick<Operator, 'outbox'> {
  return {
    outbox: {
      list: async (query = {}) => {
        const messages = (await outbox.list(query)).map(outboxMessageObject);
        await audit.record({
          type: OUTBOX_READ_EVENT,
          actor: SYSTEM_ACTOR,
          details: { to: query.to ?? null, count: messages.length },
        });
        return messages;
      },
    },
  };
}
