import { describe, expect, it } from 'vitest';
import { pdf } from '../../storage/testing';
import { createTestApp } from '../../test/app';
import { startSmtpServer } from '../../test/smtp';

describe('POST /api/feedback', () => {
  it('mails the message to the team with the sender as reply-to', async () => {
    const smtp = await startSmtpServer();
    const { make, config, call } = await createTestApp({ smtpUrl: smtp.url });
    const user = await make.user('teacher');
    const res = await call(user, 'POST', '/api/feedback', { email: user.email, message: 'The timer <b>froze</b>' });
    expect(res.statusCode).toBe(204);
    const mail = await smtp.mailTo(config.contactEmail);
    expect(mail.raw).toContain(`Reply-To: ${user.email}`);
    expect(mail.raw).toContain('&lt;b&gt;froze&lt;/b&gt;');
  });

  it('answers while the mail server has not accepted the message yet, and records the delivery once it has', async () => {
    const smtp = await startSmtpServer({ hold: true });
    const { app, make, config, call } = await createTestApp({ smtpUrl: smtp.url });
    const user = await make.user('student');
    const res = await call(user, 'POST', '/api/feedback', { email: user.email, message: 'Where is chapter 3?' });
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
    const { make, call } = await createTestApp({ smtpUrl: smtp.url });
    const user = await make.user('student');
    const res = await call(user, 'POST', '/api/feedback', { email: user.email, message: '  ' });
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

  it('stores up to 5 attachments and mails links to them', async () => {
    const smtp = await startSmtpServer();
    const { app, make, config, call } = await createTestApp({ smtpUrl: smtp.url });
    const user = await make.user('student');
    const form = new FormData();
    form.append('email', user.email);
    form.append('message', 'The chart on page 2 is cut off');
    form.append('files', new Blob([new Uint8Array(pdf('Page 2'))], { type: 'application/pdf' }), 'page2.pdf');
    form.append('files', new Blob(['Steps to reproduce'], { type: 'text/plain' }), 'steps.txt');
    const res = await app.inject({ method: 'POST', url: '/api/feedback', ...(await asPayload(form, user.cookie)) });
    expect(res.statusCode, res.body).toBe(204);
    await smtp.mailTo(config.contactEmail);
    // The outbox keeps the text as sent (the raw mail wraps long lines).
    const { text } = await app.db.selectFrom('mailOutbox').select('text').executeTakeFirstOrThrow();
    const links = [...text.matchAll(/\/api\/files\/([a-f0-9]{32}\.(pdf|txt))/g)].map((match) => match[0]);
    expect(new Set(links).size).toBe(2);
    const file = await call(user, 'GET', links.find((link) => link.endsWith('.txt'))!);
    expect(file.body).toBe('Steps to reproduce');
  });

  it('refuses a sixth attachment and a file that is no picture or document, storing nothing', async () => {
    const { app, make } = await createTestApp();
    const user = await make.user('student');
    const send = async (files: Array<[BlobPart, string]>) => {
      const form = new FormData();
      form.append('email', user.email);
      form.append('message', 'Hello');
      for (const [bytes, name] of files) form.append('files', new Blob([bytes]), name);
      return app.inject({ method: 'POST', url: '/api/feedback', ...(await asPayload(form, user.cookie)) });
    };
    const six = await send(Array.from({ length: 6 }, (_, i) => [`note ${i}`, `note${i}.txt`] as [BlobPart, string]));
    expect(six.statusCode).toBe(400);
    const binary = await send([[new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0xff, 0xfe]), 'setup.exe']]);
    expect(binary.statusCode).toBe(422);
    expect(binary.json().error.code).toBe('invalid_file_type');
    const stored = await app.db.selectFrom('files').select('key').execute();
    expect(stored).toEqual([]);
    expect(await app.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
  });
});

async function asPayload(form: FormData, cookie: string) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', cookie },
  };
}
