import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { paperForm } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * PostgreSQL cannot store U+0000 in text and answered 500; SQLite stored it. Both engines now refuse it in any field,
 * before a handler runs (common/text.ts), so nothing is written. The cases are the ones a fuzzer found, and more.
 */
describe('a NUL character in a request', () => {
  it('is refused with 400 invalid_text in every kind of field, and nothing is written', async () => {
    const test = await createTestApp();
    const student = await test.make.user('student');
    const teacher = await test.make.user('teacher');
    await test.app.db.updateTable('profiles').set({ isDemo: 1 }).where('id', '=', student.id).execute();
    const catalogue = await test.make.catalogue({ questionsPerType: 2 });
    const created = await test.call(student, 'POST', '/api/practices', paperForm(catalogue, { mc: 1, short: 1 }));
    expect(created.statusCode).toBe(201);
    const practiceId = created.json().id as string;
    const cases: Array<{ who: typeof student | null; method: Method; url: string; payload?: object; field: string }> = [
      {
        who: student,
        method: 'PUT',
        url: `/api/practices/${practiceId}/answers/2`,
        payload: { ans: 'force\u0000', seq: 1 },
        field: 'ans',
      },
      {
        who: student,
        method: 'PATCH',
        url: `/api/practices/${practiceId}`,
        payload: { remark: 'a\u0000' },
        field: 'remark',
      },
      {
        who: student,
        method: 'POST',
        url: '/api/feedback',
        payload: { email: student.email, message: 'hi\u0000' },
        field: 'message',
      },
      {
        who: student,
        method: 'PATCH',
        url: '/api/me',
        payload: { defaults: { subject: 'x\u0000' } },
        field: 'defaults.subject',
      },
      { who: student, method: 'GET', url: '/api/subjects/%00/chapters', field: 'subjectId' },
      { who: student, method: 'GET', url: '/api/practices?subjectId=a%00', field: 'subjectId' },
      {
        who: teacher,
        method: 'POST',
        url: '/api/students',
        payload: { email: student.email, className: '5\u0000A' },
        field: 'className',
      },
      {
        who: null,
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          name: 'Chan\u0000',
          email: 'new@example.com',
          password: 'secret-pass',
          confirmPassword: 'secret-pass',
          role: 'student',
        },
        field: 'name',
      },
    ];
    const before = await snapshotDatabase(test.app.db);
    for (const { who, method, url, payload, field } of cases) {
      const res = await test.app.inject({
        method,
        url,
        headers: who ? { cookie: who.cookie } : {},
        ...(payload ? { payload } : {}),
      });
      expect({ url, status: res.statusCode, error: res.json().error }).toEqual({
        url,
        status: 400,
        error: expect.objectContaining({ code: 'invalid_text', params: { field } }),
      });
    }
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });
});
