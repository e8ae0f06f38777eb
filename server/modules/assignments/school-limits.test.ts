import { describe, expect, it } from 'vitest';
import type { SchoolLinkView } from '../../../common/schools';
import { createTestApp } from '../../test/app';
import { callAs } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';

// Issue 26: an assignment set in a school's name is the school's work, and the school's plan covers it (its seats are
// the teacher plan bought per teacher): a free teacher's own limits do not apply to it while the school has premium.
// The teacher's own assignments keep the teacher's limits (docs/product-rules.md, "Free limits in a school's name").

const DAY = 86_400_000;

/** A free teacher (5 questions an assignment, 3 a day) who joined a school with premium until `schoolExpiry`. */
async function setup() {
  const test = await createTestApp();
  const call = callAs(test.app);
  const school = await test.make.user('school', { name: 'St Paul' });
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const catalogue = await test.make.catalogue({ questionsPerType: 4 });
  const setSchoolExpiry = (premiumExpiry: number) =>
    test.app.db
      .updateTable('profiles')
      .set({ premiumTeacherQuantity: 2, premiumStudentQuantity: 10, premiumExpiry })
      .where('id', '=', school.id)
      .execute();
  await setSchoolExpiry(Date.now() + 30 * DAY);
  expect((await call(school, 'POST', '/api/school/teachers', { email: teacher.email })).statusCode).toBe(201);
  expect((await call(teacher, 'POST', `/api/schools/${school.id}/accept`)).statusCode).toBe(200);
  const create = (questions: { mc: number; short: number }, schoolId: string | null) =>
    call(teacher, 'POST', '/api/assignments', {
      mode: 'bank',
      subjectId: catalogue.subjectId,
      chapterIds: catalogue.chapterIds,
      locale: 'en',
      noOfMCQuestions: questions.mc,
      noOfShortQuestions: questions.short,
      timeLimit: 30,
      dueDate: Date.now() + 3 * DAY,
      schoolId,
    });
  const codeOf = (res: { statusCode: number; json: () => { error?: { code: string } } }) => [
    res.statusCode,
    res.json().error?.code ?? null,
  ];
  return { test, call, school, teacher, catalogue, create, codeOf, setSchoolExpiry };
}

describe("a free teacher's limits in a school's name", () => {
  it("do not apply to an assignment in a premium school's name; the teacher's own keep them", async () => {
    const { school, create, codeOf } = await setup();
    expect(codeOf(await create({ mc: 4, short: 4 }, null))).toEqual([403, 'free_limit_assignment_questions']);
    expect(codeOf(await create({ mc: 4, short: 4 }, school.id))).toEqual([201, null]);
  });

  it('let it grow past 5 questions on confirm, and go past the 3 a day of the teacher’s own', async () => {
    const { call, teacher, school, catalogue, create, codeOf } = await setup();
    // The teacher's own day: 3 small assignments, then the 4th is refused; one in the school's name still goes.
    for (let n = 0; n < 3; n++) expect((await create({ mc: 1, short: 0 }, null)).statusCode).toBe(201);
    expect(codeOf(await create({ mc: 1, short: 0 }, null))).toEqual([403, 'free_limit_assignments']);
    const full = await create({ mc: 3, short: 2 }, school.id);
    expect(full.statusCode, full.body).toBe(201);
    // A sixth question added on confirm is within the school's plan too.
    const added = await call(teacher, 'POST', `/api/assignments/${(full.json() as { id: string }).id}/questions`, {
      source: 'bank',
      chapterId: catalogue.chapterIds[0],
      type: 'mc',
      level: 2,
    });
    expect(added.statusCode, added.body).toBe(201);
  });

  it("apply again once the school's premium has ended, writing nothing", async () => {
    const { test, school, create, codeOf, setSchoolExpiry } = await setup();
    await setSchoolExpiry(Date.now() - DAY);
    const before = await snapshotDatabase(test.app.db);
    expect(codeOf(await create({ mc: 4, short: 4 }, school.id))).toEqual([403, 'free_limit_assignment_questions']);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });
});

describe("a teacher's list of schools", () => {
  it('says whether each school covers the free limits: a premium school does, a free one does not', async () => {
    const { test, call, teacher, setSchoolExpiry } = await setup();
    const freeSchool = await test.make.user('school', { name: 'Free School' });
    // A school with no premium has no seat to invite anyone: this one invited the teacher, then its premium ended.
    const setFreeSchoolExpiry = (premiumExpiry: number) =>
      test.app.db
        .updateTable('profiles')
        .set({ premiumTeacherQuantity: 1, premiumExpiry })
        .where('id', '=', freeSchool.id)
        .execute();
    await setFreeSchoolExpiry(Date.now() + DAY);
    expect((await call(freeSchool, 'POST', '/api/school/teachers', { email: teacher.email })).statusCode).toBe(201);
    await setFreeSchoolExpiry(Date.now() - DAY);
    const listed = async () =>
      Object.fromEntries(
        ((await call(teacher, 'GET', '/api/schools')).json().schools as SchoolLinkView[]).map((s) => [
          s.displayName,
          s.coversFreeLimits,
        ]),
      );
    expect(await listed()).toEqual({ 'St Paul': true, 'Free School': false });
    // Accepting answers the same field; and once St Paul's premium ends, it covers nothing.
    const accepted = await call(teacher, 'POST', `/api/schools/${freeSchool.id}/accept`);
    expect(accepted.json()).toMatchObject({ schoolId: freeSchool.id, coversFreeLimits: false });
    await setSchoolExpiry(Date.now() - DAY);
    expect(await listed()).toEqual({ 'St Paul': false, 'Free School': false });
  });
});
