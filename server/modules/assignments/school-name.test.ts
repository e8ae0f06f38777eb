import { describe, expect, it } from 'vitest';
import type { AssignmentListResponse, AssignmentResults, AssignmentView } from '../../../common/assignments';
import type { Me } from '../../../common/profile';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { snapshotDatabase } from '../../test/snapshot';

// Issue 26, item 7: a teacher sets an assignment in a school's name (spec: "working in a school's name"); the school
// then sees it (with its teacher) and manages it as its teacher does. Nobody else can use the school's id.

const DAY = 86_400_000;

async function setup() {
  const test = await createTestApp();
  const school = await test.make.user('school', { name: 'St Paul' });
  const otherSchool = await test.make.user('school', { name: 'Other School' });
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const outsider = await test.make.user('teacher', { name: 'Mr Lee' });
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  for (const user of [school, otherSchool, teacher, outsider])
    await test.app.db
      .updateTable('profiles')
      .set({ premiumTeacherQuantity: 5, premiumStudentQuantity: 5, premiumExpiry: null })
      .where('id', '=', user.id)
      .execute();
  const { call } = test;
  // The school invites the teacher, who accepts; the teacher's student accepts the teacher.
  expect((await call(school, 'POST', '/api/school/teachers', { email: teacher.email })).statusCode).toBe(201);
  expect((await call(teacher, 'POST', `/api/schools/${school.id}/accept`)).statusCode).toBe(200);
  expect((await call(teacher, 'POST', '/api/students', { email: student.email })).statusCode).toBe(201);
  const accepted = await call(student, 'POST', `/api/teachers/${teacher.id}/accept`);
  expect([200, 409]).toContain(accepted.statusCode);
  const form = (extra: Record<string, unknown> = {}) => ({
    mode: 'bank',
    subjectId: catalogue.subjectId,
    chapterIds: catalogue.chapterIds,
    locale: 'en',
    noOfMCQuestions: 2,
    timeLimit: 30,
    dueDate: Date.now() + 3 * DAY,
    studentIds: [student.id],
    ...extra,
  });
  return { ...test, school, otherSchool, teacher, outsider, student, catalogue, call, form };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const errorOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { error: { code: string } }).error.code,
];

async function listOf(test: Setup, user: TestUser) {
  const list = (await test.call(user, 'GET', '/api/assignments')).json() as AssignmentListResponse;
  if (list.role !== 'teacher') throw new Error('not a teacher list');
  return list.assignments;
}

async function schoolIdOf(test: Setup, id: string) {
  const row = await test.app.db
    .selectFrom('assignments')
    .select(['teacherId', 'schoolId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

describe("an assignment set in a school's name", () => {
  it('keeps the school, which lists it with its teacher and manages it as the teacher does', async () => {
    const test = await setup();
    const created = await test.call(test.teacher, 'POST', '/api/assignments', test.form({ schoolId: test.school.id }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    expect(await schoolIdOf(test, id)).toEqual({ teacherId: test.teacher.id, schoolId: test.school.id });
    // The teacher's own assignment (no school) stays the teacher's.
    const own = (await test.call(test.teacher, 'POST', '/api/assignments', test.form())).json() as { id: string };
    expect(await schoolIdOf(test, own.id)).toEqual({ teacherId: test.teacher.id, schoolId: null });

    // The school lists the one in its name, with the teacher who set it; not the teacher's own.
    const schoolList = await listOf(test, test.school);
    expect(schoolList.map((a) => [a.id, a.teacher.displayName, a.school?.displayName])).toEqual([
      [id, 'Ms Wong', 'St Paul'],
    ]);
    // The teacher sees both, and which school the first went to.
    const teacherList = await listOf(test, test.teacher);
    expect(teacherList.map((a) => [a.id, a.school?.id ?? null])).toEqual([
      [own.id, null],
      [id, test.school.id],
    ]);
    // Another school sees neither, and cannot open it.
    expect(await listOf(test, test.otherSchool)).toEqual([]);
    expect(errorOf(await test.call(test.otherSchool, 'GET', `/api/assignments/${id}`))).toEqual([
      404,
      'assignment_not_found',
    ]);
    expect((await test.call(test.school, 'GET', `/api/assignments/${own.id}`)).statusCode).toBe(404);

    // The school edits it, keeping the teacher's student (not a student of its own), publishes it and reads results.
    const edited = await test.call(test.school, 'PATCH', `/api/assignments/${id}`, {
      remark: 'From the school office',
      studentIds: [test.student.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as AssignmentView).remark).toBe('From the school office');
    expect((await test.call(test.school, 'POST', `/api/assignments/${id}/publish`)).statusCode).toBe(200);
    const results = await test.call(test.school, 'GET', `/api/assignments/${id}/results`);
    expect(results.statusCode, results.body).toBe(200);
    expect((results.json() as AssignmentResults).students.map((s) => s.student.id)).toEqual([test.student.id]);
    // The school closes its due date earlier, then deletes it; the teacher's list loses it too.
    const closed = await test.call(test.school, 'PATCH', `/api/assignments/${id}`, { dueDate: Date.now() + DAY });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await test.call(test.school, 'DELETE', `/api/assignments/${id}`)).statusCode).toBe(204);
    expect((await listOf(test, test.teacher)).map((a) => a.id)).toEqual([own.id]);
  });

  it("refuses a school the teacher is not in, and a school naming another school's id, writing nothing", async () => {
    const test = await setup();
    const before = await snapshotDatabase(test.app.db);
    // A teacher who never joined the school; one invited but not yet accepted; a school naming another.
    expect(
      errorOf(
        await test.call(
          test.outsider,
          'POST',
          '/api/assignments',
          test.form({ studentIds: [], schoolId: test.school.id }),
        ),
      ),
    ).toEqual([404, 'school_not_found']);
    expect(
      errorOf(await test.call(test.teacher, 'POST', '/api/assignments', test.form({ schoolId: test.otherSchool.id }))),
    ).toEqual([404, 'school_not_found']);
    expect(
      errorOf(
        await test.call(
          test.school,
          'POST',
          '/api/assignments',
          test.form({ studentIds: [], schoolId: test.otherSchool.id }),
        ),
      ),
    ).toEqual([404, 'school_not_found']);
    expect(errorOf(await test.call(test.teacher, 'POST', '/api/assignments', test.form({ schoolId: '' })))).toEqual([
      400,
      'school_not_found',
    ]);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);

    // A teacher who left the school can no longer set in its name.
    expect((await test.call(test.teacher, 'DELETE', `/api/schools/${test.school.id}`)).statusCode).toBe(204);
    expect(
      errorOf(await test.call(test.teacher, 'POST', '/api/assignments', test.form({ schoolId: test.school.id }))),
    ).toEqual([404, 'school_not_found']);
  });

  it("keeps the school on an uploaded paper's assignment too", async () => {
    const test = await setup();
    const saved = await test.call(test.teacher, 'POST', '/api/assignments/upload/save', {
      subjectId: test.catalogue.subjectId,
      chapterId: test.catalogue.chapterIds[0],
      locale: 'en',
      timeLimit: 30,
      dueDate: Date.now() + DAY,
      studentIds: [test.student.id],
      schoolId: test.school.id,
      questions: [{ type: 'short', question: 'Explain osmosis.', solution: 'Water moves...', totalScore: 3 }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json() as { id: string };
    expect((await schoolIdOf(test, id)).schoolId).toBe(test.school.id);
    expect((await listOf(test, test.school)).map((a) => a.id)).toEqual([id]);
    const refused = await test.call(test.outsider, 'POST', '/api/assignments/upload/save', {
      subjectId: test.catalogue.subjectId,
      chapterId: test.catalogue.chapterIds[0],
      locale: 'en',
      timeLimit: 30,
      dueDate: Date.now() + DAY,
      schoolId: test.school.id,
      questions: [{ type: 'short', question: 'Explain osmosis.', solution: 'Water moves...', totalScore: 3 }],
    });
    expect(errorOf(refused)).toEqual([404, 'school_not_found']);
  });

  it("remembers the form's school on the teacher's profile", async () => {
    const test = await setup();
    const saved = await test.call(test.teacher, 'PATCH', '/api/me', { defaults: { school: test.school.id } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await test.call(test.teacher, 'GET', '/api/me')).json() as Me).defaults.school).toBe(test.school.id);
  });
});
