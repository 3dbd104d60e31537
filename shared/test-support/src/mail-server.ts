import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message a {@link mailServer} accepted: the envelope, the raw RFC 5322 text and the authenticated user. */
export interface ReceivedMail {
  /** Envelope sender (MAIL FROM), '' when none. */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The message as sent: headers and body, UTF-8. */
  raw: string;
  /** The user name the client authenticated as. */
  user?: string;
}

/** What a mail server needs from the test: a hook run when the test ends (vitest's test context has it). */
export interface TestFinish {
  onTestFinished(fn: () => Promise<void>): void;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 that keeps what it receives, for delivery tests of the IdP and the
 * suite. Plain SMTP (no STARTTLS) with AUTH PLAIN/LOGIN required; a login other than `credentials` is refused with
 * 535. The server closes when test `t` finishes.
 * @returns the port it listens on and the live list of received messages (in arrival order).
 */
export async function mailServer(
  t: TestFinish,
  credentials = { user: 'mailer', pass: 's3cret' },
): Promise<{ port: number; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        done(null, { user: auth.username });
      } else {
        done(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, received };
}
