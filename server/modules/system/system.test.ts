import { describe, expect, it } from 'vitest';
import { ensureDemoAccounts } from '../../seed/demo-accounts';
import { createTestApp } from '../../test/app';
import { sessionCookie } from '../../test/factories';

describe('GET /api/health', () => {
  it('answers ok with the database in use and the version', async () => {
    const { app, config } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
      version: config.version,
    });
  });
});

describe('GET /api/config', () => {
  it('lists no social providers and no demo accounts when none are configured', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ socialProviders: [], demoAccounts: [], demoPassword: null });
  });

  it('lists a social provider once its keys are set', async () => {
    const { app } = await createTestApp({
      social: {
        google: { clientId: 'id', clientSecret: 'secret', issuerUrl: 'https://accounts.google.com' },
        facebook: null,
        apple: null,
      },
    });
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().socialProviders).toEqual(['google']);
  });
});

describe('every answer', () => {
  it('carries security headers with a content security policy: the strictest on an API answer', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    // JSON is never a page: nothing may load or frame it, and the page's other policies would be bytes for nothing.
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it("keeps a page's full set on what a browser shows as a page under /api/: the docs and better-auth's error page", async () => {
    const { app } = await createTestApp();
    for (const url of ['/api/docs', '/api/auth/error?error=state_mismatch']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends HSTS on API answers too when served over https', async () => {
    const { app } = await createTestApp({ publicUrl: 'https://paperwise.example' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('refuses a state-changing request from another origin with forbidden_origin', async () => {
    const { app, make } = await createTestApp();
    const user = await make.user('student');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: { displayName: 'pwned' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_origin');
    const same = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      payload: { displayName: 'fine' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 413 payload_too_large for a body over the limit', async () => {
    const { app, make } = await createTestApp();
    const user = await make.user('student');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ displayName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers unknown API paths with not_found in the error shape', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/me', '/api/subjects', '/api/health']));
  });
});

describe('demo accounts', () => {
  it('are created on an empty database and offered on the sign-in page', async () => {
    const { app } = await createTestApp({ demoAccounts: true });
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().demoAccounts.map((a: { role: string }) => a.role)).toEqual([
      'student',
      'teacher',
      'school',
      'admin',
      'super-admin',
    ]);
    expect(res.json().demoPassword).toBe('paperwise-demo');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'demo-superadmin@paperwise.local', password: 'paperwise-demo' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('link the demo teacher and school to the demo student, once', async () => {
    const { app } = await createTestApp({ demoAccounts: true });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'demo-student@paperwise.local', password: 'paperwise-demo' },
    });
    const cookie = sessionCookie(signIn.headers['set-cookie']);
    const teachers = await app.inject({ method: 'GET', url: '/api/teachers', headers: { cookie } });
    const links = teachers.json().teachers.map((t: { email: string; accepted: boolean }) => `${t.email} ${t.accepted}`);
    expect(links.sort()).toEqual(['demo-school@paperwise.local true', 'demo-teacher@paperwise.local true']);
    expect(await ensureDemoAccounts(app.appContext)).toBe(0);
    expect(await app.db.selectFrom('studentLinks').select('id').execute()).toHaveLength(2);
  });
});

describe('GET /api/docs/json', () => {
  it('documents sign-up and sign-in with their bodies and answers, and the error answer of every API route', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = res.json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      expect(spec.paths[path]?.post?.requestBody).toBeDefined();
      expect(spec.paths[path]?.post?.responses['200']).toBeDefined();
    }
    const withoutErrors = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.responses['4XX'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(withoutErrors).toEqual([]);
  });
});
