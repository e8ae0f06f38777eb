import { describe, expect, it } from 'vitest';
import type { AssignmentListResponse } from '../../../common/assignments';
import type { PracticeView } from '../../../common/practice';
import { createAiTestApp } from '../../test/ai-app';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { callAs } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';

// Issue 26: a repeat assignment (bank or AI) carries the school as the create form does (spec: generateAIAssignment's
// repeat variant sends `school`). The same check as create: only a school the teacher has joined.

const DAY = 86_400_000;

/** A premium teacher in one school (not another), linked to a student who finished a paper of one short question. */
async function setup(test: TestApp) {
  const call = callAs(test.app);
  const school = await test.make.user('school', { name: 'St Paul' });
  const otherSchool = await test.make.user('school', { name: 'Other School' });
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  const catalogue = await test.make.catalogue({ questionsPerType: 6 });
  await test.make.premium(teacher, 'teacher');
  // The school's seat for its teacher (a school with none refuses to invite one: not_enough_seat).
  await test.make.premium(school, 'teacher');
  await test.make.premium(student);
  expect((await call(school, 'POST', '/api/school/teachers', { email: teacher.email })).statusCode).toBe(201);
  expect((await call(teacher, 'POST', `/api/schools/${school.id}/accept`)).statusCode).toBe(200);
  expect((await call(teacher, 'POST', '/api/students', { email: student.email })).statusCode).toBe(201);
  expect((await call(student, 'POST', `/api/teachers/${teacher.id}/accept`)).statusCode).toBe(200);
  const started = await call(student, 'POST', '/api/practices', {
    subjectId: catalogue.subjectId,
    chapterIds: [catalogue.chapterIds[0]],
    locale: 'en',
    difficulty: 2,
    noOfMCQuestions: 0,
    noOfShortQuestions: 1,
    noOfLongQuestions: 0,
    timeLimit: 10,
  });
  expect(started.statusCode, started.body).toBe(201);
  const practiceId = (started.json() as PracticeView).id;
  expect((await call(student, 'POST', `/api/practices/${practiceId}/submit`)).statusCode).toBe(200);
  const question = ((await call(student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView).questions[0]!;
  const repeat = (url: string, schoolId?: string) =>
    call(teacher, 'POST', url, {
      questionId: question.id,
      noq: 2,
      dueDate: Date.now() + 7 * DAY,
      studentIds: [student.id],
      ...(schoolId !== undefined && { schoolId }),
    });
  const listOf = async (user: TestUser) => {
    const list = (await call(user, 'GET', '/api/assignments')).json() as AssignmentListResponse;
    if (list.role !== 'teacher') throw new Error('not a teacher list');
    return list.assignments.map((a) => [a.id, a.teacher.displayName, a.school?.id ?? null]);
  };
  return { school, otherSchool, teacher, repeat, listOf };
}

describe("a repeat assignment in a school's name", () => {
  it('is listed by the school, with its teacher; without a school it stays the teacher’s own', async () => {
    const test = await createTestApp();
    const { school, teacher, repeat, listOf } = await setup(test);
    const inSchool = await repeat('/api/assignments/repeat', school.id);
    expect(inSchool.statusCode, inSchool.body).toBe(201);
    const { id } = inSchool.json() as { id: string };
    const own = await repeat('/api/assignments/repeat');
    expect(own.statusCode, own.body).toBe(201);
    expect(await listOf(school)).toEqual([[id, 'Ms Wong', school.id]]);
    expect((await listOf(teacher)).map(([listed, , schoolId]) => [listed, schoolId])).toEqual([
      [(own.json() as { id: string }).id, null],
      [id, school.id],
    ]);
  });

  it('refuses a school the teacher is not in, as create does, writing nothing', async () => {
    const test = await createTestApp();
    const { otherSchool, repeat } = await setup(test);
    const before = await snapshotDatabase(test.app.db);
    const refused = await repeat('/api/assignments/repeat', otherSchool.id);
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'school_not_found']);
    const empty = await repeat('/api/assignments/repeat', '');
    expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'school_not_found']);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it('with AI, is set in the school’s name too, and refused for another school with no job sent', async () => {
    const test = await createAiTestApp();
    const { school, otherSchool, repeat, listOf } = await setup(test);
    const before = await snapshotDatabase(test.app.db);
    const refused = await repeat('/api/assignments/ai/repeat', otherSchool.id);
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'school_not_found']);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);

    const started = await repeat('/api/assignments/ai/repeat', school.id);
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json() as { id: string };
    expect(await listOf(school)).toEqual([[id, 'Ms Wong', school.id]]);
  });
});
