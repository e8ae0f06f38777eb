import { describe, expect, it } from 'vitest';
import type { AiJobView } from '../../../common/ai';
import type { AssignmentView } from '../../../common/assignments';
import type { PracticeView } from '../../../common/practice';
import { createAiTestApp, eventually, insertAiPapersOfLastHour } from '../../test/ai-app';
import { createTestApp, type TestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { callAs, firstChapter, paperForm } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';

const DAY = 86_400_000;

/**
 * A premium student who finished a bank paper of one short question (in Chinese), and a premium teacher they accepted.
 * `question` is the copy the solution screen names; `sourceText` what it says.
 */
async function setup(test: TestApp) {
  const call = callAs(test.app);
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  const teacher = await test.make.user('teacher', { name: 'Ms Wong' });
  await test.make.premium(student);
  await test.make.premium(teacher, 'teacher');
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  await test.make.link(teacher, student);
  const paper = paperForm(firstChapter(catalogue), { mc: 0, short: 1, locale: 'zh', difficulty: 2, timeLimit: 10 });
  const started = await call(student, 'POST', '/api/practices', paper);
  expect(started.statusCode, started.body).toBe(201);
  const practiceId = (started.json() as PracticeView).id;
  expect((await call(student, 'POST', `/api/practices/${practiceId}/submit`)).statusCode).toBe(200);
  const question = ((await call(student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView).questions[0]!;
  const source = await test.app.db
    .selectFrom('practiceQuestions')
    .select(['question', 'totalScore', 'chapterId'])
    .where('id', '=', question.id)
    .executeTakeFirstOrThrow();
  return { call, student, teacher, catalogue, paper, question, source };
}

/** The source question's text as it stands inside the recorded requests (JSON-escaped). */
const escaped = (text: string) => JSON.stringify(text).slice(1, -1);

describe('POST /api/ai/practices/repeat', () => {
  it("opens an AI practice at once whose questions are written like the student's, in its chapter and language", async () => {
    const test = await createAiTestApp();
    const { call, student, question, source, catalogue } = await setup(test);
    const res = await call(student, 'POST', '/api/ai/practices/repeat', {
      questionId: question.id,
      noq: 2,
      timeLimit: 15,
    });
    expect(res.statusCode, res.body).toBe(201);
    const opened = res.json() as PracticeView;
    expect(opened).toMatchObject({
      noOfQuestions: 2,
      isAiWritten: true,
      finishedAt: null,
      timeLimit: 15,
      locale: 'zh',
      totalScore: 2 * source.totalScore,
    });
    expect(opened.subject.id).toBe(catalogue.subjectId);
    const full = await eventually(async () => {
      const v = (await call(student, 'GET', `/api/practices/${opened.id}`)).json() as PracticeView;
      return v.questions.length === 2 && v;
    });
    expect(full.questions.map((q) => [q.type, q.chapterId, q.totalScore])).toEqual([
      ['short', source.chapterId, source.totalScore],
      ['short', source.chapterId, source.totalScore],
    ]);
    // The writer was given the source question as the model to vary, in the paper's language.
    const prompt = JSON.stringify(test.peer.requests[0]!.messages);
    expect(prompt).toContain(escaped(source.question));
    expect(prompt).toContain('Model question');
    expect(prompt).toContain('Traditional Chinese');

    // The defaults: 5 questions, 30 minutes.
    const again = await call(student, 'POST', '/api/ai/practices/repeat', { questionId: question.id });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ noOfQuestions: 5, timeLimit: 30 });
  });

  it("is the student's own finished paper only, checks its numbers, and writes nothing when refused", async () => {
    const test = await createAiTestApp();
    const { call, student, teacher, question, paper } = await setup(test);
    const other = await test.make.user('student', { name: 'Lee Siu Ming' });
    await test.make.premium(other);
    const open = (await call(student, 'POST', '/api/practices', paper)).json() as PracticeView;
    const before = await snapshotDatabase(test.app.db);

    const refused = async (user: TestUser | null, body: Record<string, unknown>) =>
      (await call(user, 'POST', '/api/ai/practices/repeat', body)).statusCode;
    expect(await refused(other, { questionId: question.id })).toBe(404);
    expect(await refused(student, { questionId: open.questions[0]!.id })).toBe(404);
    expect(await refused(student, { questionId: 'nope' })).toBe(404);
    for (const bad of [{ noq: 0 }, { noq: 11 }, { noq: 2.5 }, { timeLimit: 0 }, { timeLimit: 121 }]) {
      const res = await call(student, 'POST', '/api/ai/practices/repeat', { questionId: question.id, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await refused(teacher, { questionId: question.id })).toBe(403);
    expect(await refused(null, { questionId: question.id })).toBe(401);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
    expect(test.peer.requests).toHaveLength(0);
  });

  it('counts against the papers per hour', async () => {
    const test = await createAiTestApp();
    const { call, student, question } = await setup(test);
    const now = Date.now();
    await insertAiPapersOfLastHour(test.app.db, student.id, 10, now);
    const before = await snapshotDatabase(test.app.db);
    const res = await call(student, 'POST', '/api/ai/practices/repeat', { questionId: question.id });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('ai_rate_limited');
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });
});

describe('POST /api/assignments/ai/repeat', () => {
  it('creates an unpublished assignment whose questions the job writes like the source, with progress', async () => {
    const test = await createAiTestApp();
    const { call, student, teacher, question, source } = await setup(test);
    const res = await call(teacher, 'POST', '/api/assignments/ai/repeat', {
      questionId: question.id,
      dueDate: Date.now() + 7 * DAY,
      studentIds: [student.id],
      noq: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, jobId } = res.json() as { id: string; jobId: string };
    const job = await eventually(async () => {
      const j = (await call(teacher, 'GET', `/api/ai/jobs/${jobId}`)).json() as AiJobView;
      return j.state === 'completed' && j;
    });
    expect(job).toMatchObject({ progress: 1, assignmentId: id });
    const assignment = (await call(teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(assignment).toMatchObject({ published: false, noOfQuestions: 3, locale: 'zh', timeLimit: 30 });
    expect(assignment.questions.map((q) => [q.type, q.chapterId])).toEqual(
      Array.from({ length: 3 }, () => ['short', source.chapterId]),
    );
    expect(JSON.stringify(test.peer.requests[0]!.messages)).toContain(escaped(source.question));
  });

  it('has the bank repeat checks, and writes nothing when refused', async () => {
    const test = await createAiTestApp();
    const { call, student, teacher, question } = await setup(test);
    const stranger = await test.make.user('teacher', { name: 'Mr Lam' });
    const unlinked = await test.make.user('student', { name: 'Ho Ka Yan' });
    const body = (extra: Record<string, unknown> = {}) => ({
      questionId: question.id,
      dueDate: Date.now() + 7 * DAY,
      studentIds: [student.id],
      ...extra,
    });
    const before = await snapshotDatabase(test.app.db);
    const post = (user: TestUser | null, payload: unknown) => call(user, 'POST', '/api/assignments/ai/repeat', payload);
    expect((await post(stranger, body())).statusCode).toBe(404);
    expect((await post(teacher, body({ questionId: 'nope' }))).statusCode).toBe(404);
    const past = await post(teacher, body({ dueDate: Date.now() - 2 * DAY }));
    expect(past.json().error.code).toBe('invalid_due_date');
    const students = await post(teacher, body({ studentIds: [unlinked.id] }));
    expect(students.json().error.code).toBe('invalid_students');
    for (const bad of [{ noq: 0 }, { noq: 11 }, { timeLimit: 0 }, { timeLimit: 121 }]) {
      expect((await post(teacher, body(bad))).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post(student, body())).statusCode).toBe(403);
    expect((await post(null, body())).statusCode).toBe(401);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
    expect(test.peer.requests).toHaveLength(0);
  });
});

describe('repeat with AI, without AI settings', () => {
  it('answers ai_not_configured on both routes and writes nothing', async () => {
    const test = await createTestApp();
    const { call, student, teacher, question } = await setup(test);
    const before = await snapshotDatabase(test.app.db);
    const practice = await call(student, 'POST', '/api/ai/practices/repeat', { questionId: question.id });
    expect(practice.statusCode).toBe(409);
    expect(practice.json().error.code).toBe('ai_not_configured');
    const assignment = await call(teacher, 'POST', '/api/assignments/ai/repeat', {
      questionId: question.id,
      dueDate: Date.now() + 7 * DAY,
      studentIds: [student.id],
    });
    expect(assignment.statusCode).toBe(409);
    expect(assignment.json().error.code).toBe('ai_not_configured');
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });
});
