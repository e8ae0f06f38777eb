import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { sessionCookie } from '../../test/factories';

async function setup() {
  const test = await createTestApp();
  const superAdmin = await test.make.user('super-admin', { name: 'Boss' });
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    cookie = superAdmin.cookie,
  ) => test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { ...test, superAdmin, call };
}

const newAdmin = { email: 'New.Admin@Example.com', displayName: 'New Admin', isSuperAdmin: false };

describe('GET /api/admin/admins', () => {
  it('lists undeleted admins and super-admins only', async () => {
    const test = await setup();
    const admin = await test.make.user('admin');
    const gone = await test.make.user('admin');
    await test.make.user('student');
    await test.make.user('teacher');
    await test.app.db.updateTable('profiles').set({ deleted: 1 }).where('id', '=', gone.id).execute();
    const res = await test.call('GET', '/api/admin/admins');
    const ids = res.json().admins.map((a: { id: string }) => a.id);
    expect(ids.sort()).toEqual([admin.id, test.superAdmin.id].sort());
    expect(res.json().admins.find((a: { id: string }) => a.id === test.superAdmin.id)).toMatchObject({
      displayName: 'Boss',
      isSuperAdmin: true,
      mustChangePassword: false,
    });
  });
});

describe('POST /api/admin/admins', () => {
  it('creates an admin whose one-time password signs in and must be changed, and mails the address', async () => {
    const test = await setup();
    const res = await test.call('POST', '/api/admin/admins', newAdmin);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { admin, initialPassword } = res.json();
    expect(admin).toMatchObject({ email: 'new.admin@example.com', displayName: 'New Admin', isSuperAdmin: false });
    expect(initialPassword.length).toBeGreaterThanOrEqual(12);
    const signIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'new.admin@example.com', password: initialPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(signIn.headers['set-cookie']) },
    });
    expect(me.json()).toMatchObject({ role: 'admin', mustChangePassword: true });

    const mail = await test.app.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('to', '=', 'new.admin@example.com')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('admin');
    expect(mail[0]!.text).toContain('new.admin@example.com');
    expect(`${mail[0]!.text}${mail[0]!.html}`).not.toContain(initialPassword);
    const account = await test.app.db
      .selectFrom('account')
      .select('password')
      .where('userId', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(account.password).not.toContain(initialPassword);
    // Sign-up's own session is not left behind: only the sign-in above made one.
    const sessions = await test.app.db.selectFrom('session').select('id').where('userId', '=', admin.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('gives a new super-admin the super-admin role', async () => {
    const test = await setup();
    const res = await test.call('POST', '/api/admin/admins', { ...newAdmin, isSuperAdmin: true });
    expect(res.json().admin.isSuperAdmin).toBe(true);
  });

  it('answers email_existed for an address that has an account', async () => {
    const test = await setup();
    const student = await test.make.user('student');
    const res = await test.call('POST', '/api/admin/admins', { ...newAdmin, email: student.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_existed');
    const profile = await test.app.db
      .selectFrom('profiles')
      .select('role')
      .where('id', '=', student.id)
      .executeTakeFirst();
    expect(profile?.role).toBe('student');
  });

  it.each([
    ['invalid_email', { ...newAdmin, email: 'not-an-email' }],
    ['invalid_name', { ...newAdmin, displayName: ' ' }],
  ])('answers %s', async (code, body) => {
    const test = await setup();
    const res = await test.call('POST', '/api/admin/admins', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });
});

describe('PATCH /api/admin/admins/:id', () => {
  it('renames an admin and makes them super-admin', async () => {
    const test = await setup();
    const admin = await test.make.user('admin');
    const res = await test.call('PATCH', `/api/admin/admins/${admin.id}`, {
      displayName: 'Renamed',
      isSuperAdmin: true,
    });
    expect(res.json()).toMatchObject({ displayName: 'Renamed', isSuperAdmin: true });
    const user = await test.app.db.selectFrom('user').select('name').where('id', '=', admin.id).executeTakeFirst();
    expect(user?.name).toBe('Renamed');
  });

  it('answers admin_demote_self when a super-admin removes their own status', async () => {
    const test = await setup();
    const res = await test.call('PATCH', `/api/admin/admins/${test.superAdmin.id}`, { isSuperAdmin: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('admin_demote_self');
    expect((await test.call('GET', '/api/me')).json().role).toBe('super-admin');
  });

  it('lets no one raise their own role', async () => {
    const test = await setup();
    const admin = await test.make.user('admin');
    const self = await test.call('PATCH', `/api/admin/admins/${admin.id}`, { isSuperAdmin: true }, admin.cookie);
    expect(self.statusCode).toBe(403);
    const me = await test.call('PATCH', '/api/me', { role: 'super-admin' }, admin.cookie);
    expect(me.statusCode).toBe(400);
    expect((await test.call('GET', '/api/me', undefined, admin.cookie)).json().role).toBe('admin');
  });

  it('answers admin_not_found for an account that is not an admin', async () => {
    const test = await setup();
    const student = await test.make.user('student');
    const res = await test.call('PATCH', `/api/admin/admins/${student.id}`, { isSuperAdmin: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('admin_not_found');
  });
});

describe('DELETE /api/admin/admins/:id', () => {
  it('answers admin_delete_self when a super-admin deletes their own account', async () => {
    const test = await setup();
    const res = await test.call('DELETE', `/api/admin/admins/${test.superAdmin.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('admin_delete_self');
    expect((await test.call('GET', '/api/me')).statusCode).toBe(200);
  });

  it('soft-deletes another admin and ends their sessions', async () => {
    const test = await setup();
    const admin = await test.make.user('admin');
    expect((await test.call('GET', '/api/admin/questions', undefined, admin.cookie)).statusCode).toBe(200);
    expect((await test.call('DELETE', `/api/admin/admins/${admin.id}`)).statusCode).toBe(204);
    expect((await test.call('GET', '/api/admin/questions', undefined, admin.cookie)).statusCode).toBe(401);
    const profile = await test.app.db
      .selectFrom('profiles')
      .select('deleted')
      .where('id', '=', admin.id)
      .executeTakeFirst();
    expect(profile?.deleted).toBe(1);
    const sessions = await test.app.db.selectFrom('session').select('id').where('userId', '=', admin.id).execute();
    expect(sessions).toEqual([]);
    const list = (await test.call('GET', '/api/admin/admins')).json().admins.map((a: { id: string }) => a.id);
    expect(list).not.toContain(admin.id);
    expect((await test.call('DELETE', `/api/admin/admins/${admin.id}`)).json().error.code).toBe('admin_not_found');
  });
});
