import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const invite = (test: TestApp, cookie: string, email: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/students',
    headers: { cookie },
    payload: { email, name: 'New Student', createAccount: true },
  });

describe('the free student quota of a plain teacher', () => {
  it('refuses the student beyond the quota with free_limit_students and its limit', async () => {
    const test = await createTestApp();
    await test.make.freeLimits({ studentsPerTeacher: 2 });
    const teacher = await test.make.user('teacher');
    expect((await invite(test, teacher.cookie, 'first@example.com')).statusCode).toBe(201);
    expect((await invite(test, teacher.cookie, 'second@example.com')).statusCode).toBe(201);
    const third = await invite(test, teacher.cookie, 'third@example.com');
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toMatchObject({ code: 'free_limit_students', params: { limit: 2 } });
    // Refused before anything was written: no account was made for the third address.
    const made = await test.app.db
      .selectFrom('user')
      .select('email')
      .where('email', '=', 'third@example.com')
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });

  it('lets a premium teacher go beyond it, and a removed student frees a place', async () => {
    const test = await createTestApp();
    await test.make.freeLimits({ studentsPerTeacher: 1 });
    const premium = await test.make.user('teacher');
    await test.app.db
      .updateTable('profiles')
      .set({ premiumTeacherQuantity: 1, premiumExpiry: Date.now() + 86_400_000 })
      .where('id', '=', premium.id)
      .execute();
    expect((await invite(test, premium.cookie, 'a@example.com')).statusCode).toBe(201);
    expect((await invite(test, premium.cookie, 'b@example.com')).statusCode).toBe(201);

    const free = await test.make.user('teacher');
    const first = await invite(test, free.cookie, 'c@example.com');
    expect((await invite(test, free.cookie, 'd@example.com')).json().error.code).toBe('free_limit_students');
    const removed = await test.call(free, 'DELETE', `/api/students/${first.json().student.studentId}`);
    expect(removed.statusCode).toBeLessThan(300);
    expect((await invite(test, free.cookie, 'd@example.com')).statusCode).toBe(201);
  });
});
