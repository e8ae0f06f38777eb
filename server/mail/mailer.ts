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
  /** Records the message in the outbox and, with SMTP configured, sends it. Resolves once it is recorded and tried. */
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
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
  return {
    async send(message) {
      const now = Date.now();
      const row = await db
        .insertInto('mailOutbox')
        .values({
          to: message.to,
          from,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          html: message.html,
          text: message.text,
          status: transport ? 'queued' : 'logged',
          attempts: 0,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log.info(
          { mailId: row.id, to: message.to, subject: message.subject, text: message.text },
          'mail (no SMTP_URL set)',
        );
        return;
      }
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
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('mailOutbox')
          .set({ status: 'failed', error: reason, attempts: 1 })
          .where('id', '=', row.id)
          .execute();
        log.error({ mailId: row.id, err: reason }, 'mail delivery failed');
      }
    },
    close() {
      transport?.close();
    },
  };
}
