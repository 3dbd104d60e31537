import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.ts';
import type { DeliveryAdapter } from './delivery.ts';

/** Give up on an SMTP server that does not answer (ms): a sign-in must not hang on a mail relay. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Email over SMTP through nodemailer (SMTP_URL, or SMTP_HOST / SMTP_PORT / SMTP_SECURE / SMTP_USER /
 * SMTP_PASS; sender SMTP_FROM). Plain text only. It refuses any channel but email.
 */
export function smtpAdapter(smtp: SmtpConfig): DeliveryAdapter {
  const timeouts = {
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
  const target = smtp.url ? fromUrl(smtp.url) : smtp;
  const secure = target.secure ?? false;
  const transport = nodemailer.createTransport(
    {
      host: target.host,
      port: target.port ?? (secure ? 465 : 587),
      secure,
      ...(target.user ? { auth: { user: target.user, pass: target.pass ?? '' } } : {}),
      ...timeouts,
    },
    { from: smtp.from },
  );
  return {
    name: 'smtp',
    async send(channel, message) {
      if (channel !== 'email') throw new Error(`the SMTP adapter sends email, not ${channel}`);
      await transport.sendMail({ to: message.to, subject: message.subject ?? '', text: message.text });
    },
    close: () => transport.close(),
  };
}

/** The host, port, TLS mode and credentials of an `smtp://` or `smtps://` URL (user and password URL-encoded). */
function fromUrl(url: string): Omit<SmtpConfig, 'from' | 'url'> {
  const u = new URL(url);
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    secure: u.protocol === 'smtps:',
    ...(u.port ? { port: Number(u.port) } : {}),
    ...(u.username ? { user: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { pass: decodeURIComponent(u.password) } : {}),
  };
}
