import { describe, expect, it } from 'vitest';
import type { AssignmentView } from '../../../common/assignments';
import type { PracticeView } from '../../../common/practice';
import { createClassroom } from '../../test/classroom';
import { firstChapter, paperForm } from '../../test/requests';
import { countRows } from '../../test/snapshot';

const DAY = 86_400_000;

/** A premium teacher linked to a student who finished a paper of one short question; the bank has 6 of each type. */
async function setup() {
  const test = await createClassroom({ linked: true, questionsPerType: 6 });
  const { student, catalogue, call } = test;

  const form = paperForm(firstChapter(catalogue), { mc: 0, short: 1, locale: 'zh', difficulty: 2, timeLimit: 10 });
  const started = await call(student, 'POST', '/api/practices', form);
  expect(started.statusCode, started.body).toBe(201);
  const practiceId = (started.json() as PracticeView).id;
  const finish = () => call(student, 'POST', `/api/practices/${practiceId}/submit`);
  const paper = async () => (await call(student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
  return { ...test, practiceId, finish, paper };
}

const count = async (test: Awaited<ReturnType<typeof setup>>) => countRows(test.app.db, 'assignments');

describe('POST /api/assignments/repeat', () => {
  it("makes an unpublished assignment of 5 questions like the student's, 30 minutes, in the paper's language", async () => {
    const test = await setup();
    expect((await test.finish()).statusCode).toBe(200);
    const question = (await test.paper()).questions[0]!;
    const dueDate = Date.now() + 7 * DAY;

    const res = await test.call(test.teacher, 'POST', '/api/assignments/repeat', {
      questionId: question.id,
      dueDate,
      studentIds: [test.student.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };

    const view = (await test.call(test.teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(view).toMatchObject({
      published: false,
      status: 'not_published',
      mode: 'bank',
      locale: 'zh',
      timeLimit: 30,
      dueDate,
      noOfQuestions: 5,
      noOfShortQuestions: 5,
      chapterIds: [test.catalogue.chapterIds[0]],
    });
    expect(view.questions).toHaveLength(5);
    expect(view.questions.every((q) => q.type === 'short' && q.chapterId === question.chapterId)).toBe(true);
    expect(view.questions[0]!.source.question).toMatch(/是多少/);
    expect(view.students.map((s) => s.id)).toEqual([test.student.id]);
    // The student sees nothing until it is published.
    expect((await test.call(test.student, 'GET', `/api/assignments/${id}`)).statusCode).toBe(404);
  });

  it('takes the number of questions and time limit asked for, with nobody assigned yet', async () => {
    const test = await setup();
    await test.finish();
    const question = (await test.paper()).questions[0]!;
    const res = await test.call(test.teacher, 'POST', '/api/assignments/repeat', {
      questionId: question.id,
      dueDate: Date.now() + DAY,
      noq: 2,
      timeLimit: 15,
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = (
      await test.call(test.teacher, 'GET', `/api/assignments/${(res.json() as { id: string }).id}`)
    ).json() as AssignmentView;
    expect(view).toMatchObject({ noOfQuestions: 2, timeLimit: 15, students: [] });
  });

  it('refuses 0 or 11 questions, a past due date, an unlinked student and a thin chapter, writing nothing', async () => {
    const test = await setup();
    await test.finish();
    const questionId = (await test.paper()).questions[0]!.id;
    const stranger = await test.make.user('student');
    const ahead = Date.now() + DAY;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ noq: 0, dueDate: ahead }, 400, 'invalid_count'],
      [{ noq: 11, dueDate: ahead }, 400, 'invalid_count'],
      [{ timeLimit: 121, dueDate: ahead }, 400, 'invalid_time_limit'],
      [{ dueDate: Date.now() - DAY }, 400, 'invalid_due_date'],
      [{ dueDate: ahead, studentIds: [stranger.id] }, 400, 'invalid_students'],
      [{ dueDate: ahead, noq: 7 }, 422, 'not_enough_questions'],
    ];
    for (const [extra, status, code] of cases) {
      const res = await test.call(test.teacher, 'POST', '/api/assignments/repeat', { questionId, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect(await count(test)).toBe(0);
  });

  it('is not found for a teacher the student has not accepted, and waits for the paper to be finished', async () => {
    const test = await setup();
    const questionId = (await test.paper()).questions[0]!.id;
    const body = { questionId, dueDate: Date.now() + DAY };

    const early = await test.call(test.teacher, 'POST', '/api/assignments/repeat', body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('practice_not_finished');

    await test.finish();
    const stranger = await test.make.user('teacher');
    const res = await test.call(stranger, 'POST', '/api/assignments/repeat', body);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('question_not_found');
    // Students and visitors cannot set assignments at all.
    expect((await test.call(test.student, 'POST', '/api/assignments/repeat', body)).statusCode).toBe(403);
    expect((await test.call(null, 'POST', '/api/assignments/repeat', body)).statusCode).toBe(401);
    expect(await count(test)).toBe(0);
  });
});
