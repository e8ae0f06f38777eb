import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { onTestFinished } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that read the mail the product sends. With
 * `hold`, it accepts no message until `release()` is called, like a mail server that is slow to answer.
 */
export async function startSmtpServer(options: { hold?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  let release = () => {};
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        released.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  onTestFinished(release);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    release,
    /** the first message to `address`, waiting up to `timeoutMs` for it to arrive */
    async mailTo(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find((message) => message.to.includes(address));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    },
  };
}
