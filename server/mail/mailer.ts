import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/index';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /**
   * Records the message in the outbox and resolves; with SMTP configured, delivery follows off the request path, so
   * a slow or unreachable mail server never holds up the answer (a fuzzed POST /api/feedback took seconds a request
   * while each waited for SMTP). The outbox row says `sent` or `failed` once delivery was tried.
   */
  send: (message: MailMessage) => Promise<void>;
  /** resolves when every delivery started so far was tried (tests, and close) */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

interface Logger {
  info: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
}

/**
 * Every message goes through the outbox table, so admins can see what was sent and what failed. Without SMTP_URL
 * the message is written to the server log instead (status `logged`), which is what a developer wants locally.
 */
export function createMailer(options: { db: Db; smtpUrl: string | null; from: string; log: Logger }): Mailer {
  const { db, smtpUrl, from, log } = options;
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const deliveries = new Set<Promise<void>>();

  async function settled() {
    while (deliveries.size > 0) await Promise.all(deliveries);
  }

  return {
    async send(message) {
      const id = await insertOutboxRow(db, from, message, transport ? 'queued' : 'logged');
      if (!transport) {
        log.info(
          { mailId: id, to: message.to, subject: message.subject, text: message.text },
          'mail (no SMTP_URL set)',
        );
        return;
      }
      const delivery = deliver({ db, transport, from, log }, id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    settled,
    async close() {
      await settled();
      transport?.close();
    },
  };
}

async function insertOutboxRow(db: Db, from: string, message: MailMessage, status: 'queued' | 'logged') {
  const row = await db
    .insertInto('mailOutbox')
    .values({
      to: message.to,
      from,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      html: message.html,
      text: message.text,
      status,
      attempts: 0,
      createdAt: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sends one outbox message by SMTP and marks its row sent, or failed with the reason (logged too). */
async function deliver(
  { db, transport, from, log }: { db: Db; transport: Transporter; from: string; log: Logger },
  id: number,
  message: MailMessage,
) {
  try {
    await transport.sendMail({
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
    await db
      .updateTable('mailOutbox')
      .set({ status: 'sent', sentAt: Date.now(), attempts: 1 })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('mailOutbox')
      .set({ status: 'failed', error: reason, attempts: 1 })
      .where('id', '=', id)
      .execute()
      .catch(() => undefined); // the database is closing: the row stays `queued`, which says as much
    log.error({ mailId: id, err: reason }, 'mail delivery failed');
  }
}
