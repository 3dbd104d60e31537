import type { MessaggioOutbox } from '@compliance/shared';

/** How a message left the suite: only stored (no sending configured), or handed to a mail server. */
export type DeliveryOutcome = 'ARCHIVIATO' | 'INVIATO';

/**
 * One way out of the suite for the outbox's messages. The default stores only (the message stays readable in the
 * outbox: `GET /api/outbox`); SMTP sends email when SUITE_SMTP_URL is set (smtp-adapter.ts).
 * @throws Error when a server refused or could not be reached (the outbox records ERRORE, without secrets).
 */
export interface DeliveryAdapter {
  /** For the message's `canale` and for tests: `archivio`, `smtp`. */
  readonly name: string;
  deliver(message: MessaggioOutbox): Promise<DeliveryOutcome>;
  /** Releases connections (the SMTP pool) when the app closes. */
  close?(): void;
}

/** The default adapter: nothing leaves the machine, the message is kept in the outbox for the AML function. */
export const storeOnlyAdapter: DeliveryAdapter = {
  name: 'archivio',
  deliver: async () => 'ARCHIVIATO',
};
