import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { sessionCookie, TEST_PASSWORD } from '../test/factories';
import { startSmtpServer } from '../test/smtp';

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chan Tai Man',
  email: `chan-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'student',
  ...overrides,
});

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

const signUp = (app: App, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });

/** /api/me as the account a sign-up answered with its session cookie sees it. */
const meAfterSignUp = (app: App, signedUp: Awaited<ReturnType<typeof signUp>>) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(signedUp.headers['set-cookie']) } });

describe('POST /api/auth/sign-up/email', () => {
  it('creates a student with a profile and signs them in', async () => {
    const { app } = await createTestApp();
    const body = signUpBody({ language: 'zh' });
    const res = await signUp(app, body);
    expect(res.statusCode).toBe(200);
    const me = await meAfterSignUp(app, res);
    expect(me.json()).toMatchObject({
      email: body.email,
      displayName: 'Chan Tai Man',
      role: 'student',
      isSchool: false,
      language: 'zh',
    });
  });

  it('creates a school as a teacher with isSchool', async () => {
    const { app } = await createTestApp();
    const res = await signUp(app, signUpBody({ role: 'teacher', isSchool: true }));
    const me = await meAfterSignUp(app, res);
    expect(me.json()).toMatchObject({ role: 'teacher', isSchool: true, isParent: false });
  });

  it('creates a parent as a teacher account that says so (issue 26.6)', async () => {
    const { app } = await createTestApp();
    const res = await signUp(app, signUpBody({ role: 'teacher', isParent: true }));
    const me = await meAfterSignUp(app, res);
    expect(me.json()).toMatchObject({ role: 'teacher', isSchool: false, isParent: true, parentTeaching: false });
  });

  it.each([
    ['invalid_email', { email: 'not-an-email' }],
    ['invalid_email', { email: '' }],
    ['invalid_password', { password: '12345', confirmPassword: '12345' }],
    ['mismatch_password', { confirmPassword: 'secret2' }],
    ['invalid_name', { name: '   ' }],
    ['invalid_role', { role: 'admin' }],
    ['invalid_role', { role: 'super-admin' }],
    ['invalid_role', { role: 'student', isSchool: true }],
  ])('answers %s and creates nothing for %o', async (code, overrides) => {
    const { app } = await createTestApp();
    const body = signUpBody(overrides);
    const res = await signUp(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    const users = await app.db.selectFrom('user').select('id').execute();
    expect(users).toHaveLength(0);
  });

  it('answers email_existed for an address already registered, whatever its case', async () => {
    const { app, make } = await createTestApp();
    const existing = await make.user('student');
    const res = await signUp(app, signUpBody({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'email_existed', message: 'Email has already been registered' });
  });

  it('never stores the password in clear', async () => {
    const { app } = await createTestApp();
    await signUp(app, signUpBody({ password: 'plain-secret-9', confirmPassword: 'plain-secret-9' }));
    const account = await app.db.selectFrom('account').select('password').executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^scrypt\$/);
    expect(account.password).not.toContain('plain-secret-9');
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { app, make } = await createTestApp();
    const user = await make.user('teacher');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('paperwise.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure when the product is served over TLS', async () => {
    const { app, make } = await createTestApp({ publicUrl: 'https://paperwise.example' });
    const user = await make.user('student');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.includes('session_token='));
    expect(cookie).toMatch(/Secure/);
  });

  it('answers password_or_email_incorrect for a wrong password and for an unknown address alike', async () => {
    const { app, make } = await createTestApp();
    const user = await make.user('student');
    for (const payload of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('password_or_email_incorrect');
    }
  });

  it('throttles guesses at one account with too_many_request while another account still signs in', async () => {
    const { app, make } = await createTestApp({ signInPerAccount: 3 });
    const victim = await make.user('student');
    const classmate = await make.user('student');
    const attempt = (email: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt(victim.email, `guess-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(victim.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_request');
    expect((await attempt(classmate.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles one address across accounts at the per-address limit', async () => {
    const { app } = await createTestApp({ signInPerAddress: 4 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `p${i}@example.com`, password: 'whatever1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts addresses from X-Forwarded-For when the request comes through a trusted proxy', async () => {
    const { app } = await createTestApp({ signInPerAddress: 2, trustProxy: ['127.0.0.1'] });
    const attempt = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': ip },
        payload: { email: `x-${ip}-${Math.random()}@example.com`, password: 'whatever1' },
      });
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.1')).statusCode).toBe(429);
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  it('mails a reset link over SMTP that sets a new password', async () => {
    const smtp = await startSmtpServer();
    const { app, make } = await createTestApp({ smtpUrl: smtp.url });
    const user = await make.user('student');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);

    const mail = await smtp.mailTo(user.email);
    const link = mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=')
      .match(/http:\/\/localhost:3000\/api\/auth\/reset-password\/[A-Za-z0-9]+\?callbackURL=[^\s"<]+/)?.[0];
    expect(link).toBeDefined();
    const follow = await app.inject({ method: 'GET', url: link!.replace('http://localhost:3000', '') });
    expect(follow.statusCode).toBe(302);
    const token = new URL(follow.headers.location as string, 'http://localhost:3000').searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'brand-new-pw', token },
    });
    expect(reset.statusCode).toBe(200);
    const oldSignIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldSignIn.statusCode).toBe(401);
    const newSignIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'brand-new-pw' },
    });
    expect(newSignIn.statusCode).toBe(200);
    await app.mailer.settled();
    const outbox = await app.db.selectFrom('mailOutbox').select(['status', 'to']).execute();
    expect(outbox).toEqual([{ status: 'sent', to: user.email }]);
  });

  it('answers user_not_exist for an unknown address and sends nothing', async () => {
    const smtp = await startSmtpServer();
    const { app } = await createTestApp({ smtpUrl: smtp.url });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'ghost@example.com' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('user_not_exist');
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps the mail in the outbox and the log when no SMTP server is configured', async () => {
    const { app, make } = await createTestApp();
    const user = await make.user('student');
    await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
    const outbox = await app.db
      .selectFrom('mailOutbox')
      .select(['status', 'subject', 'text'])
      .executeTakeFirstOrThrow();
    expect(outbox.status).toBe('logged');
    expect(outbox.text).toContain('/api/auth/reset-password/');
  });

  it('refuses a made-up token with invalid_token', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'brand-new-pw', token: 'made-up' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_token');
  });
});

describe('the better-auth surface', () => {
  it('answers 404 for endpoints we do not expose, such as update-user', async () => {
    const { make, call } = await createTestApp();
    const user = await make.user('student');
    for (const url of [
      '/api/auth/update-user',
      '/api/auth/delete-user',
      '/api/auth/change-email',
      '/api/auth/list-sessions',
    ]) {
      const res = await call(user, 'POST', url, { role: 'admin', name: 'x' });
      expect(res.statusCode).toBe(404);
    }
    const me = await call(user, 'GET', '/api/me');
    expect(me.json().role).toBe('student');
  });

  it('signs out, clears the push token and ends the session', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('student');
    await app.db.updateTable('profiles').set({ pushToken: 'device-token' }).where('id', '=', user.id).execute();
    const res = await call(user, 'POST', '/api/auth/sign-out');
    expect(res.statusCode).toBe(200);
    const profile = await app.db
      .selectFrom('profiles')
      .select('pushToken')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.pushToken).toBeNull();
    const me = await call(user, 'GET', '/api/me');
    expect(me.statusCode).toBe(401);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const { app } = await createTestApp({ signInPerAddress: 2 });
    const attempt = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': ip },
        payload: { email: `y-${Math.random()}@example.com`, password: 'whatever1' },
      });
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    expect((await attempt('10.0.0.3')).statusCode).toBe(429);
  });
});
