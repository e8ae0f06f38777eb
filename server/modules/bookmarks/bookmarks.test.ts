import { describe, expect, it } from 'vitest';
import type { BookmarkView, PracticeView } from '../../../common/practice';
import { createTestApp } from '../../test/app';
import { openEventStream } from '../../test/event-stream';
import type { TestUser } from '../../test/factories';
import { callAs, paperForm } from '../../test/requests';

async function setup() {
  const test = await createTestApp();
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  const school = await test.make.user('school', { name: 'St Paul' });
  const call = callAs(test.app);
  return { ...test, student, teacher, school, call };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** The student accepts the invitation of a teacher or a school. */
async function link(test: Setup, teacher: TestUser) {
  await test.app.db.updateTable('profiles').set({ premiumStudentQuantity: 5 }).where('id', '=', teacher.id).execute();
  await test.make.link(teacher, test.student);
}

/** A practice of the student, 2 MC and 1 short, finished unless asked otherwise. */
async function practiceOf(test: Setup, { finished = true } = {}): Promise<PracticeView> {
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const created = await test.call(test.student, 'POST', '/api/practices', paperForm(catalogue, { mc: 2, short: 1 }));
  const practice = created.json() as PracticeView;
  if (!finished) return practice;
  return (await test.call(test.student, 'POST', `/api/practices/${practice.id}/submit`)).json() as PracticeView;
}

const bookmarksOf = async (test: Setup, user: TestUser) =>
  ((await test.call(user, 'GET', '/api/bookmarks')).json() as { bookmarks: BookmarkView[] }).bookmarks;

describe('bookmarks', () => {
  it("carry their paper's language, so the chapter is named in it", async () => {
    const test = await setup();
    const catalogue = await test.make.catalogue({ questionsPerType: 3 });
    const created = await test.call(test.student, 'POST', '/api/practices', {
      subjectId: catalogue.subjectId,
      chapterIds: catalogue.chapterIds,
      locale: 'zh',
      difficulty: 1,
      noOfMCQuestions: 1,
      timeLimit: 30,
    });
    const practice = created.json() as PracticeView;
    await test.call(test.student, 'PUT', `/api/practices/${practice.id}/questions/1/bookmark`);
    expect(await bookmarksOf(test, test.student)).toEqual([
      expect.objectContaining({ practiceId: practice.id, locale: 'zh' }),
    ]);
  });
});

describe("a teacher's and a school's bookmarks", () => {
  it.each(['teacher', 'school'] as const)(
    "lets a %s bookmark a linked student's question, list it, edit its remark and remove it",
    async (who) => {
      const test = await setup();
      const owner = test[who];
      await link(test, owner);
      const practice = await practiceOf(test);
      const url = `/api/practices/${practice.id}/questions/3/bookmark`;
      const reviewQueue = () => test.app.db.selectFrom('reviewQueue').selectAll().orderBy('questionId').execute();
      const queued = await reviewQueue();

      const added = await test.call(owner, 'PUT', url);
      expect(added.statusCode).toBe(200);
      const { id } = added.json() as BookmarkView;
      const edited = await test.call(owner, 'PATCH', `/api/bookmarks/${id}`, { remark: 'Use in Friday class' });
      expect(edited.json()).toMatchObject({ practiceId: practice.id, questionNo: 3, remark: 'Use in Friday class' });
      expect(await bookmarksOf(test, owner)).toEqual([
        expect.objectContaining({ id, practiceId: practice.id, questionNo: 3, remark: 'Use in Friday class' }),
      ]);
      // The solution screen shows it as bookmarked to the teacher, not to the student.
      const asOwner = (await test.call(owner, 'GET', `/api/practices/${practice.id}`)).json() as PracticeView;
      expect(asOwner.questions.map((q) => q.bookmarked)).toEqual([false, false, true]);
      expect(await bookmarksOf(test, test.student)).toEqual([]);
      // Nor does it put the question in the student's review notebook.
      expect(await reviewQueue()).toEqual(queued);

      expect((await test.call(owner, 'DELETE', url)).statusCode).toBe(204);
      expect(await bookmarksOf(test, owner)).toEqual([]);
    },
  );

  it("answers 404 for a student who is not linked, and 409 for a linked student's paper in progress", async () => {
    const test = await setup();
    const practice = await practiceOf(test);
    const refused = await test.call(test.teacher, 'PUT', `/api/practices/${practice.id}/questions/1/bookmark`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('practice_not_found');

    await link(test, test.teacher);
    const open = await practiceOf(test, { finished: false });
    const early = await test.call(test.teacher, 'PUT', `/api/practices/${open.id}/questions/1/bookmark`);
    expect(early.statusCode).toBe(409);
    expect(await bookmarksOf(test, test.teacher)).toEqual([]);
  });

  it("never lets a teacher edit the student's own bookmark", async () => {
    const test = await setup();
    await link(test, test.teacher);
    const practice = await practiceOf(test);
    const own = await test.call(test.student, 'PUT', `/api/practices/${practice.id}/questions/1/bookmark`);
    const edit = await test.call(test.teacher, 'PATCH', `/api/bookmarks/${(own.json() as BookmarkView).id}`, {
      remark: 'x',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.code).toBe('bookmark_not_found');
  });
});

describe('bookmarks live', () => {
  it("tell the user's other tabs when one is added, changed or removed, and nobody else", async () => {
    const test = await setup();
    const practice = await practiceOf(test);
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const otherTab = await openEventStream(`${baseUrl}/api/events`, test.student.cookie);
    const bystander = await openEventStream(`${baseUrl}/api/events`, test.teacher.cookie);
    expect(await otherTab.nextEvent()).toEqual({ event: 'hello', data: {} });
    expect(await bystander.nextEvent()).toEqual({ event: 'hello', data: {} });

    const added = await test.call(test.student, 'PUT', `/api/practices/${practice.id}/questions/1/bookmark`);
    expect(added.statusCode).toBe(200);
    expect(await otherTab.nextEvent()).toEqual({ event: 'bookmarks', data: {} });
    const id = (added.json() as BookmarkView).id;
    expect((await test.call(test.student, 'PATCH', `/api/bookmarks/${id}`, { remark: 'Again' })).statusCode).toBe(200);
    expect(await otherTab.nextEvent()).toEqual({ event: 'bookmarks', data: {} });
    await test.call(test.student, 'DELETE', `/api/practices/${practice.id}/questions/1/bookmark`);
    expect(await otherTab.nextEvent()).toEqual({ event: 'bookmarks', data: {} });
    expect(bystander.pending()).toEqual([]);
    await otherTab.close();
    await bystander.close();
  });
});
