import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import type { ImportCommitResult, ImportPreview } from '../../../common/class-import';
import type { ClassView } from '../../../common/classes';
import { multipart, pdf } from '../../storage/testing';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';

async function setup() {
  const test = await createTestApp();
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const existing = await test.make.user('student', { name: 'Chan Tai Man' });
  const upload = async (user: TestUser, bytes: Buffer, name: string, query = '') =>
    test.app.inject({
      method: 'POST',
      url: `/api/students/import${query}`,
      ...(await multipart({ bytes, name }, user.cookie)),
    });
  const commit = (user: TestUser, payload: Record<string, unknown>) =>
    test.call(user, 'POST', '/api/students/import/commit', payload);
  return { ...test, teacher, existing, upload, commit };
}

describe('inviting a whole class from a sheet', () => {
  it('previews every row of an .xlsx list without writing, then makes, links and seats the whole class', async () => {
    const test = await setup();
    const sheet = await writeExcelFile([
      ['Name', 'Email', 'Class', 'Class number'],
      ['Lee Siu Ming', 'siu-ming@example.com', '4A', '2'],
      ['', test.existing.email, '4A', '10'],
      [null, null, null, null],
      ['Wong Ka Yan', 'not-an-email', '4A', '3'],
      ['Ho Wai', 'SIU-MING@example.com', '4A', '4'],
      ['', 'no-name@example.com', '4B', '1'],
    ]).toBuffer();
    const res = await test.upload(test.teacher, sheet, 'class.xlsx');
    expect(res.statusCode).toBe(200);
    const preview = res.json() as ImportPreview;
    expect(preview.rows.map((r) => [r.row, r.status, r.error])).toEqual([
      [2, 'new', null],
      [3, 'existing', null],
      [5, 'error', 'invalid_email'],
      [6, 'error', 'import_duplicate_email'],
      [7, 'error', 'invalid_name'],
    ]);
    expect(preview.rows[1]!.name).toBe('Chan Tai Man');
    expect(preview.canCommit).toBe(false);
    expect(
      await test.app.db.selectFrom('profiles').select('id').where('email', '=', 'siu-ming@example.com').execute(),
    ).toEqual([]);

    // Sent back with bad rows: refused whole, nothing written.
    const refused = await test.commit(test.teacher, { rows: preview.rows });
    expect([refused.statusCode, refused.json().error.code, refused.json().error.params.row]).toEqual([
      400,
      'invalid_email',
      3,
    ]);
    expect((await test.call(test.teacher, 'GET', '/api/students')).json().students).toEqual([]);

    const good = preview.rows.filter((r) => r.status !== 'error');
    const done = await test.commit(test.teacher, { rows: good });
    expect(done.statusCode).toBe(201);
    expect(done.headers['cache-control']).toBe('no-store');
    const result = done.json() as ImportCommitResult;
    expect(result.classes).toBe(1);
    expect(result.students.map((s) => [s.email, s.initialPassword === null])).toEqual([
      ['siu-ming@example.com', false],
      [test.existing.email, true],
    ]);
    expect(result.students[0]?.initialPassword).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{16}$/);
    const classes = (await test.call(test.teacher, 'GET', '/api/classes')).json().classes as ClassView[];
    expect(classes.map((c) => [c.name, c.students.map((s) => [s.displayName, s.classNumber])])).toEqual([
      [
        '4A',
        [
          ['Lee Siu Ming', '2'],
          ['Chan Tai Man', '10'],
        ],
      ],
    ]);
    // The same list again: everyone is already invited.
    const again = (await test.upload(test.teacher, sheet, 'class.xlsx')).json() as ImportPreview;
    expect(again.rows.slice(0, 2).map((r) => r.error)).toEqual(['student_already_invited', 'student_already_invited']);
  });

  it('reads a CSV, fills an existing class of the same name, and marks rows beyond the seats', async () => {
    const test = await setup();
    const school = await test.make.user('school');
    await test.make.premium(school);
    const csv = Buffer.from(
      `\uFEFFname,email,class,no\n"Lee, Siu Ming",a1@example.com,5C,1\nHo Wai,a2@example.com,5C,2\n`,
    );
    const preview = (await test.upload(school, csv, 'list.csv')).json() as ImportPreview;
    expect(preview.rows.map((r) => [r.name, r.status, r.error])).toEqual([
      ['Lee, Siu Ming', 'new', null],
      ['Ho Wai', 'error', 'not_enough_seat'],
    ]);
    expect(preview.seats).toMatchObject({ students: 0, studentSeats: 1 });
    const refused = await test.commit(school, { rows: preview.rows });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'not_enough_seat']);

    const made = await test.call(school, 'POST', '/api/classes', { name: '5C' });
    expect(made.statusCode).toBe(201);
    expect((await test.commit(school, { rows: preview.rows.slice(0, 1) })).statusCode).toBe(201);
    const classes = (await test.call(school, 'GET', '/api/classes')).json().classes as ClassView[];
    expect(classes.map((c) => [c.name, c.students.length])).toEqual([['5C', 1]]);
  });

  it('refuses files that are not sheets, a school that is not yours, and other roles', async () => {
    const test = await setup();
    const stranger = await test.make.user('school');
    const notSheet = await test.upload(test.teacher, pdf('hello'), 'list.xlsx');
    expect([notSheet.statusCode, notSheet.json().error.code]).toEqual([422, 'invalid_file_type']);
    const csv = Buffer.from('Lee,lee@example.com,4A,1\n');
    const foreign = await test.upload(test.teacher, csv, 'list.csv', `?schoolId=${stranger.id}`);
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'school_not_found']);
    const student = await test.upload(test.existing, csv, 'list.csv');
    expect(student.statusCode).toBe(403);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/students/import/commit',
      payload: { rows: [{ email: 'a@example.com' }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
