import type { Config } from '../config.ts';
import type { OutboxChannel, OutboxService } from '../outbox/outbox.service.ts';
import { outboxAdapter } from './outbox-adapter.ts';
import { smtpAdapter } from './smtp-adapter.ts';

/** A message for one person: an SMS text, the words of a voice call, or an email (with a subject). */
export interface OutgoingMessage {
  /** E.164 phone number (sms, voice) or email address. */
  to: string;
  subject?: string;
  text: string;
}

/**
 * One way out of the IdP for one channel. The outbox implements it for every channel; SMTP for email. A
 * carrier (a Twilio-style SMS or voice API) would be one more implementation chosen in `createDelivery`.
 * @throws Error when the message could not be handed over (the caller answers 500; nothing was sent).
 */
export interface DeliveryAdapter {
  /** What the adapter is, for logs and tests: `outbox`, `smtp`. */
  readonly name: string;
  send(channel: OutboxChannel, message: OutgoingMessage): Promise<void>;
  /** Releases connections (SMTP pool) when the app closes. */
  close?(): void;
}

/** What sends the IdP's emails (links to activate an account or reset a password). */
export interface EmailSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The adapter of each channel, and `send` that picks it. */
export interface Delivery {
  readonly adapters: Readonly<Record<OutboxChannel, DeliveryAdapter>>;
  /** Sends `message` over `channel` through that channel's adapter. */
  send(channel: OutboxChannel, message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * The delivery of one-time codes and links (issue 6): SMS and voice always go to the outbox (no carrier is
 * configured in this product yet); email goes over SMTP when SMTP_URL or SMTP_HOST is set, else to the outbox.
 */
export function createDelivery(config: Pick<Config, 'smtp'>, outbox: OutboxService): Delivery {
  const stored = outboxAdapter(outbox);
  const email = config.smtp ? smtpAdapter(config.smtp) : stored;
  const adapters = { sms: stored, voice: stored, email };
  return {
    adapters,
    send: (channel, message) => adapters[channel].send(channel, message),
    close: () => email.close?.(),
  };
}
