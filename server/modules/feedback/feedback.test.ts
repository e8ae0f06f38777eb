import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { startSmtpServer } from '../../test/smtp';

describe('POST /api/feedback', () => {
  it('mails the message to the team with the sender as reply-to', async () => {
    const smtp = await startSmtpServer();
    const { app, make, config } = await createTestApp({ smtpUrl: smtp.url });
    const user = await make.user('teacher');
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: { email: user.email, message: 'The timer <b>froze</b>' },
    });
    expect(res.statusCode).toBe(204);
    const mail = await smtp.mailTo(config.contactEmail);
    expect(mail.raw).toContain(`Reply-To: ${user.email}`);
    expect(mail.raw).toContain('&lt;b&gt;froze&lt;/b&gt;');
  });

  it('answers while the mail server has not accepted the message yet, and records the delivery once it has', async () => {
    const smtp = await startSmtpServer({ hold: true });
    const { app, make, config } = await createTestApp({ smtpUrl: smtp.url });
    const user = await make.user('student');
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: { email: user.email, message: 'Where is chapter 3?' },
    });
    expect(res.statusCode).toBe(204);
    await smtp.mailTo(config.contactEmail); // arrived, but the server holds its answer to the DATA command
    const queued = await app.db.selectFrom('mailOutbox').select('status').executeTakeFirstOrThrow();
    expect(queued.status).toBe('queued');
    smtp.release();
    await app.mailer.settled();
    const sent = await app.db.selectFrom('mailOutbox').select('status').executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
  });

  it('answers invalid_request for an empty message and sends nothing', async () => {
    const smtp = await startSmtpServer();
    const { app, make } = await createTestApp({ smtpUrl: smtp.url });
    const user = await make.user('student');
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: { email: user.email, message: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { email: 'a@b.com', message: 'hi' },
    });
    expect(res.statusCode).toBe(401);
  });
});
