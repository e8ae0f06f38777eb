import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { sessionCookie, TEST_PASSWORD } from '../../test/factories';

describe('GET /api/me', () => {
  it('answers 401 unauthenticated without a session', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: 'Please sign in' } });
  });

  it('answers the profile with defaults and premium', async () => {
    const { make, call } = await createTestApp();
    const user = await make.user('school');
    const res = await call(user, 'GET', '/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'teacher',
      isSchool: true,
      language: 'en',
      defaults: { school: null, category: null, subject: null, locale: null },
      premium: { studentQuantity: 0, teacherQuantity: 0, expiry: null, isActive: false },
    });
  });

  it('reports premium as active only while seats are held and unexpired', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('student');
    const premiumOf = async () => (await call(user, 'GET', '/api/me')).json().premium.isActive;
    await app.db
      .updateTable('profiles')
      .set({ premiumStudentQuantity: 1, premiumExpiry: Date.now() + 86_400_000 })
      .where('id', '=', user.id)
      .execute();
    expect(await premiumOf()).toBe(true);
    await app.db
      .updateTable('profiles')
      .set({ premiumExpiry: Date.now() - 1 })
      .where('id', '=', user.id)
      .execute();
    expect(await premiumOf()).toBe(false);
  });
});

describe('PATCH /api/me', () => {
  it('renames, switches language and remembers practice defaults', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('student');
    const res = await call(user, 'PATCH', '/api/me', {
      displayName: '  陳大文 ',
      language: 'zh',
      defaults: { category: 'hkdse', subject: 'hkdse-math-cp', locale: 'zh' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: '陳大文',
      language: 'zh',
      defaults: { category: 'hkdse', subject: 'hkdse-math-cp', locale: 'zh', school: null },
    });
    const authUser = await app.db.selectFrom('user').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(authUser.name).toBe('陳大文');
  });

  it('answers invalid_name for an empty name and changes nothing', async () => {
    const { make, call } = await createTestApp();
    const user = await make.user('student', { name: 'Before' });
    const res = await call(user, 'PATCH', '/api/me', { displayName: '   ', language: 'zh' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_name');
    const me = await call(user, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ displayName: 'Before', language: 'en' });
  });

  it.each([
    ['student', 'teacher', { role: 'teacher', isSchool: false }],
    ['teacher', 'school', { role: 'teacher', isSchool: true }],
    ['school', 'student', { role: 'student', isSchool: false }],
    [null, 'student', { role: 'student', isSchool: false }],
  ] as const)('switches a %s to %s', async (from, to, expected) => {
    const { make, call } = await createTestApp();
    const user = await make.user(from);
    const res = await call(user, 'PATCH', '/api/me', { role: to });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(expected);
  });

  it('keeps a parent a teacher account: the choice changes words, never the role (issue 26.6)', async () => {
    const { make, call } = await createTestApp();
    const user = await make.user(null);
    const patch = (payload: Record<string, unknown>, who = user) => call(who, 'PATCH', '/api/me', payload);
    const onboarded = await patch({ displayName: 'Mrs Chan', role: 'teacher', isParent: true });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    expect(onboarded.json()).toMatchObject({ role: 'teacher', isSchool: false, isParent: true, parentTeaching: false });
    expect((await patch({ parentTeaching: true })).json()).toMatchObject({ isParent: true, parentTeaching: true });
    // A student or a school is never a parent; becoming one clears the choice.
    expect((await patch({ role: 'school' })).json()).toMatchObject({ isSchool: true, isParent: false });
    const refused = await patch({ isParent: true });
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'invalid_role']);
    const student = await make.user('student');
    expect((await patch({ isParent: true }, student)).json().error.code).toBe('invalid_role');
  });

  it('answers the free limits a free account works within, and none with premium (issue 26.2)', async () => {
    const { app, make, call } = await createTestApp();
    const teacher = await make.user('teacher');
    const me = async () => (await call(teacher, 'GET', '/api/me')).json();
    expect((await me()).freeLimit).toMatchObject({ questionsPerAssignment: 5, assignmentsPerDay: 3 });
    await app.db.updateTable('profiles').set({ premiumTeacherQuantity: 1 }).where('id', '=', teacher.id).execute();
    expect((await me()).freeLimit).toBeNull();
  });

  it.each(['admin', 'super-admin'])('never lets anyone make themselves %s', async (role) => {
    const { make, call } = await createTestApp();
    const user = await make.user('student');
    const res = await call(user, 'PATCH', '/api/me', { role });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_role');
    const sneaky = await call(user, 'PATCH', '/api/me', { isSchool: true, premiumStudentQuantity: 5 });
    expect(sneaky.statusCode).toBe(400);
    const me = await call(user, 'GET', '/api/me');
    expect(me.json()).toMatchObject({ role: 'student', isSchool: false, premium: { studentQuantity: 0 } });
  });

  it('refuses a role switch to an admin with role_change_forbidden', async () => {
    const { make, call } = await createTestApp();
    const admin = await make.user('admin');
    const res = await call(admin, 'PATCH', '/api/me', { role: 'student' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('role_change_forbidden');
  });
});

describe('POST /api/me/password', () => {
  it('changes the password when the old one is right', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('student');
    const res = await call(user, 'POST', '/api/me/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'another-pw',
      confirmPassword: 'another-pw',
    });
    expect(res.statusCode).toBe(204);
    const stillSignedIn = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(res.headers['set-cookie']) },
    });
    expect(stillSignedIn.statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'another-pw' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it.each([
    [
      'old_password_incorrect',
      { oldPassword: 'not-my-password', newPassword: 'another-pw', confirmPassword: 'another-pw' },
    ],
    ['mismatch_password', { oldPassword: TEST_PASSWORD, newPassword: 'another-pw', confirmPassword: 'another-px' }],
    ['invalid_password', { oldPassword: TEST_PASSWORD, newPassword: '123', confirmPassword: '123' }],
  ])('answers %s and keeps the old password', async (code, payload) => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('student');
    const res = await call(user, 'POST', '/api/me/password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('clears the must-change-password flag of an account created by someone else', async () => {
    const { app, make, call } = await createTestApp();
    const user = await make.user('admin');
    await app.db.updateTable('profiles').set({ mustChangePassword: 1 }).where('id', '=', user.id).execute();
    const res = await call(user, 'POST', '/api/me/password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'mine-now',
      confirmPassword: 'mine-now',
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(res.headers['set-cookie']) },
    });
    expect(me.json().mustChangePassword).toBe(false);
  });
});
