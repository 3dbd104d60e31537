import nodemailer from 'nodemailer';
import type { DeliveryAdapter } from './delivery.ts';

/** Give up on a mail server that does not answer (ms): a campaign launch must not hang on a relay. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Email over SMTP through nodemailer: `url` is `smtp://` or `smtps://` with optional URL-encoded credentials
 * (SUITE_SMTP_URL), `from` the sender (SUITE_SMTP_FROM). Plain text only. Errors carry the server's answer code,
 * never the URL (it may hold a password).
 */
export function smtpAdapter(url: string, from: string): DeliveryAdapter {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const transport = nodemailer.createTransport(
    {
      host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: u.port ? Number(u.port) : secure ? 465 : 587,
      secure,
      ...(u.username
        ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } }
        : {}),
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    name: 'smtp',
    async deliver(message) {
      try {
        await transport.sendMail({ to: message.destinatario, subject: message.oggetto, text: message.testo });
      } catch (error) {
        const code =
          (error as { responseCode?: number; code?: string }).responseCode ??
          (error as { code?: string }).code;
        throw new Error(`invio SMTP non riuscito${code ? ` (${code})` : ''}`, { cause: error });
      }
      return 'INVIATO';
    },
    close: () => transport.close(),
  };
}
