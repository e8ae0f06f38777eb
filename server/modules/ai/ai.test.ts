import { describe, expect, it } from 'vitest';
import type { AiJobView, AiMarkingView, AiSolutionView, AiUsageView } from '../../../common/ai';
import type { AssignmentView } from '../../../common/assignments';
import type { PracticeView } from '../../../common/practice';
import { createAiTestApp, eventually, insertAiPapersOfLastHour } from '../../test/ai-app';
import { createTestApp, type TestApp } from '../../test/app';
import { openEventStream } from '../../test/event-stream';
import type { TestUser } from '../../test/factories';
import { snapshotDatabase } from '../../test/snapshot';

async function setup(test: TestApp) {
  const student = await test.make.user('student', { name: 'Chan Tai Man' });
  await test.make.premium(student);
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const call = test.call;
  const body = (extra: Record<string, unknown> = {}) => ({
    subjectId: catalogue.subjectId,
    chapterIds: catalogue.chapterIds,
    locale: 'en',
    difficulty: 2,
    noOfMCQuestions: 2,
    noOfShortQuestions: 1,
    noOfLongQuestions: 0,
    timeLimit: 30,
    ...extra,
  });
  const view = async (user: TestUser, practiceId: string) =>
    (await call(user, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
  return { student, catalogue, call, body, view };
}

describe('AI practice', () => {
  it('opens at once with no questions and fills in order as the job writes them, counting tokens and cost', async () => {
    const test = await createAiTestApp();
    const { student, call, body, view } = await setup(test);
    // Slow enough that the paper is seen open before its questions arrive.
    test.peer.setDelay(150);
    const res = await call(student, 'POST', '/api/ai/practices', body());
    expect(res.statusCode, res.body).toBe(201);
    const opened = res.json() as PracticeView;
    expect(opened).toMatchObject({ noOfQuestions: 3, isAiWritten: true, finishedAt: null, totalScore: 6 });
    expect(opened.questions).toHaveLength(0);

    const first = await eventually(async () => {
      const v = await view(student, opened.id);
      return v.questions.length >= 1 && v;
    });
    expect(first.questions[0]!.questionNo).toBe(1);
    const full = await eventually(async () => {
      const v = await view(student, opened.id);
      return v.questions.length === 3 && v;
    });
    expect(full.questions.map((q) => q.type)).toEqual(['mc', 'mc', 'short']);
    expect(full.questions[0]!.questionHtml).toContain('katex');
    // A student mid-paper never holds the keys or solutions of AI questions either.
    expect(full.questions[0]!.correctAns).toBeNull();
    expect(full.questions[0]!.solutionHtml).toBeNull();
    expect(JSON.stringify(test.peer.requests[0]!.responseFormat)).toContain('json_schema');

    const job = await eventually(() =>
      test.app.db
        .selectFrom('jobs')
        .selectAll()
        .where('queue', '=', 'ai.write-practice')
        .where('state', '=', 'completed')
        .executeTakeFirst(),
    );
    expect(job.createdBy).toBe(student.id);
    expect(job.tokensIn).toBeGreaterThan(0);
    expect(job.tokensOut).toBeGreaterThan(0);
    expect(job.costMicros).toBe(job.tokensIn + 2 * job.tokensOut);
  });

  it("tells the student's open tabs as each question is written, so the working screen shows it without waiting", async () => {
    const test = await createAiTestApp();
    const { student, call, body } = await setup(test);
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${baseUrl}/api/events`, student.cookie);
    const bystander = await openEventStream(`${baseUrl}/api/events`, (await test.make.user('student')).cookie);
    expect(await stream.nextEvent()).toEqual({ event: 'hello', data: {} });
    expect(await bystander.nextEvent()).toEqual({ event: 'hello', data: {} });

    const res = await call(student, 'POST', '/api/ai/practices', body());
    expect(res.statusCode, res.body).toBe(201);
    const practiceId = (res.json() as PracticeView).id;
    for (let n = 0; n < 3; n++) {
      expect(await stream.nextEvent()).toEqual({ event: 'questions', data: { practiceId } });
    }
    expect(bystander.pending()).toEqual([]);
    await stream.close();
    await bystander.close();
  });

  it('writes again a question whose options repeat, so the student never sees it', async () => {
    const test = await createAiTestApp();
    const { student, call, body, view } = await setup(test);
    const bad = {
      question: 'Pick one',
      options: { a: '1', b: '1', c: '2', d: '3' },
      correct: 'a',
      solution: 'A',
    };
    test.peer.setReply((_req, index) =>
      index === 0
        ? bad
        : { question: `Good ${index}`, options: { a: '1', b: '2', c: '3', d: '4' }, correct: 'b', solution: 'B' },
    );
    const res = await call(student, 'POST', '/api/ai/practices', body({ noOfMCQuestions: 1, noOfShortQuestions: 0 }));
    const id = (res.json() as PracticeView).id;
    const v = await eventually(async () => {
      const current = await view(student, id);
      return current.questions.length === 1 && current;
    });
    expect(v.questions[0]!.questionHtml).toContain('Good 1');
    expect(JSON.stringify(test.peer.requests[1]!.messages)).toContain('options are not distinct');
  });

  it('keeps the questions written when the endpoint keeps refusing, and says the paper is incomplete', async () => {
    const test = await createAiTestApp();
    const { student, call, body, view } = await setup(test);
    let served = 0;
    test.peer.setReply((_req, index) => {
      served++;
      // The first question is written; every attempt after it is refused (a 4xx is not retried inside one attempt,
      // which keeps this test quick). Set here, not after seeing the question, so no second one slips through.
      test.peer.failNext(400, 400, 400);
      return { question: `Q ${index}`, options: { a: '1', b: '2', c: '3', d: '4' }, correct: 'a', solution: 'A' };
    });
    const res = await call(student, 'POST', '/api/ai/practices', body({ noOfMCQuestions: 2, noOfShortQuestions: 0 }));
    const id = (res.json() as PracticeView).id;
    const closed = await eventually(async () => {
      const v = await view(student, id);
      return v.notice === 'ai_incomplete' && v;
    }, 20_000);
    expect(served).toBe(1);
    expect(closed).toMatchObject({ noOfQuestions: 1, noOfMCQuestions: 1, totalScore: 1 });
    const job = await test.app.db
      .selectFrom('jobs')
      .selectAll()
      .where('queue', '=', 'ai.write-practice')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'failed', attempts: 3 });
  });

  it('refuses the 11th paper of an hour with ai_rate_limited and the minutes to wait', async () => {
    const test = await createAiTestApp();
    const { student, call, body } = await setup(test);
    const now = Date.now();
    await insertAiPapersOfLastHour(test.app.db, student.id, 10, now);
    const before = await snapshotDatabase(test.app.db);
    const res = await call(student, 'POST', '/api/ai/practices', body());
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'ai_rate_limited', params: { limit: 10, minutes: 40 } });
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it('answers ai_not_configured without AI settings, writing nothing, and the bank practice still works', async () => {
    const test = await createTestApp();
    const { student, call, body } = await setup(test);
    expect((await call(null, 'GET', '/api/config')).json().ai).toBe(false);
    const before = await snapshotDatabase(test.app.db);
    const res = await call(student, 'POST', '/api/ai/practices', body());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ai_not_configured');
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
    expect((await call(student, 'POST', '/api/practices', body({ difficulty: 1 }))).statusCode).toBe(201);
  });

  it('lets only students start one, and checks the form like a bank practice', async () => {
    const test = await createAiTestApp();
    const { call, body, student } = await setup(test);
    const teacher = await test.make.user('teacher');
    expect((await call(teacher, 'POST', '/api/ai/practices', body())).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/ai/practices', body())).statusCode).toBe(401);
    const res = await call(student, 'POST', '/api/ai/practices', body({ chapterIds: ['nope'] }));
    expect(res.json().error.code).toBe('invalid_chapters');
  });
});

describe('AI marking', () => {
  it('marks a handed-in written answer per point, then a linked teacher overrides and agreement is recorded', async () => {
    const test = await createAiTestApp();
    const { student, call, body, view } = await setup(test);
    const res = await call(student, 'POST', '/api/ai/practices', body({ noOfMCQuestions: 1, noOfShortQuestions: 2 }));
    const id = (res.json() as PracticeView).id;
    await eventually(async () => (await view(student, id)).questions.length === 3);
    await call(student, 'PUT', `/api/practices/${id}/answers/1`, { ans: 'a', seq: 1 });
    await call(student, 'PUT', `/api/practices/${id}/answers/2`, { ans: 'x = 2 or x = 3', seq: 1 });
    const submitted = (await call(student, 'POST', `/api/practices/${id}/submit`)).json() as PracticeView;
    expect(submitted.pendingMarking).toBe(2);
    const waiting = (await call(student, 'GET', `/api/ai/practices/${id}/marking`)).json() as AiMarkingView;
    expect(['marking', 'done']).toContain(waiting.state);

    const marking = await eventually(async () => {
      const m = (await call(student, 'GET', `/api/ai/practices/${id}/marking`)).json() as AiMarkingView;
      return m.state === 'done' && m;
    });
    expect(marking.marks).toHaveLength(2);
    expect(marking.marks[0]).toMatchObject({
      questionNo: 2,
      score: 3,
      totalScore: 4,
      promptId: 'mark-answer.v1',
      model: 'test-model',
    });
    expect(marking.marks[0]!.points).toHaveLength(2);
    // The blank answer scores 0 without asking the model.
    expect(marking.marks[1]).toMatchObject({ questionNo: 3, score: 0, model: null });
    const markRequests = test.peer.requests.filter((r) => JSON.stringify(r.messages).includes('Mark the student'));
    expect(markRequests).toHaveLength(1);

    const marked = await view(student, id);
    expect(marked.pendingMarking).toBe(0);
    expect(marked.score).toBe(1 + 3);
    expect(marked.questions[1]).toMatchObject({ markedBy: 'ai', score: 3 });
    expect(marked.questions[1]!.comment).toContain('show every step');

    const teacher = await test.make.user('teacher');
    await test.make.link(teacher, student);
    const override = await call(teacher, 'PUT', `/api/practices/${id}/questions/2/score`, { score: 4 });
    expect(override.statusCode, override.body).toBe(200);
    expect((override.json() as PracticeView).score).toBe(1 + 4);
    const after = (await call(teacher, 'GET', `/api/ai/practices/${id}/marking`)).json() as AiMarkingView;
    expect(after.marks[0]).toMatchObject({ score: 3, teacherScore: 4 });

    const admin = await test.make.user('super-admin');
    const usage = (await call(admin, 'GET', '/api/ai/usage')).json() as AiUsageView;
    expect(usage.agreement).toEqual({ compared: 1, agreed: 0, meanAbsDiff: 1 });
    expect(usage.byQueue.map((q) => q.queue)).toEqual(['ai.mark-practice', 'ai.write-practice']);
    expect(usage.users[0]).toMatchObject({ userId: student.id, displayName: 'Chan Tai Man', jobs: 2 });
    expect(usage.totals.costMicros).toBeGreaterThan(0);
  });

  it('leaves a bank paper to people: no AI marks', async () => {
    const test = await createAiTestApp();
    const { student, call, body } = await setup(test);
    const id = ((await call(student, 'POST', '/api/practices', body({ difficulty: 1 }))).json() as PracticeView).id;
    await call(student, 'PUT', `/api/practices/${id}/answers/3`, { ans: 'my answer', seq: 1 });
    await call(student, 'POST', `/api/practices/${id}/submit`);
    const marking = (await call(student, 'GET', `/api/ai/practices/${id}/marking`)).json() as AiMarkingView;
    expect(marking).toEqual({ state: 'none', marks: [] });
  });
});

describe('AI solutions', () => {
  it('writes a finished question solution once and serves every student from the cache', async () => {
    const test = await createAiTestApp();
    const { student, call, body } = await setup(test);
    const other = await test.make.user('student');
    await test.make.premium(other);
    const paper = body({
      difficulty: 1,
      noOfMCQuestions: 0,
      noOfShortQuestions: 0,
      noOfLongQuestions: 1,
      chapterIds: [body().chapterIds[0]],
    });
    const mine = (await call(student, 'POST', '/api/practices', paper)).json() as PracticeView;
    const theirs = (await call(other, 'POST', '/api/practices', paper)).json() as PracticeView;
    const url = (id: string) => `/api/ai/practices/${id}/questions/1/solution`;
    // Not while the paper is open.
    expect((await call(student, 'POST', url(mine.id))).json().error.code).toBe('practice_not_finished');
    await call(student, 'POST', `/api/practices/${mine.id}/submit`);
    await call(other, 'POST', `/api/practices/${theirs.id}/submit`);
    expect(((await call(student, 'GET', url(mine.id))).json() as AiSolutionView).state).toBe('none');
    const asked = (await call(student, 'POST', url(mine.id))).json() as AiSolutionView;
    expect(['queued', 'done']).toContain(asked.state);
    const done = await eventually(async () => {
      const s = (await call(student, 'GET', url(mine.id))).json() as AiSolutionView;
      return s.state === 'done' && s;
    });
    expect(done.solutionHtml).toContain('katex');
    const requests = test.peer.requests.length;
    // Another student's copy of the same bank question (only one long question per chapter level here).
    if (mine.questions[0]!.questionHtml === theirs.questions[0]!.questionHtml) {
      const shared = (await call(other, 'POST', url(theirs.id))).json() as AiSolutionView;
      expect(shared.state).toBe('done');
      expect(test.peer.requests.length).toBe(requests);
    }
    // Someone else's practice does not exist for you.
    expect((await call(other, 'GET', url(mine.id))).statusCode).toBe(404);
  });
});

describe('POST /api/assignments/ai', () => {
  it('creates an unpublished assignment at once and the job writes its questions, with progress for the teacher', async () => {
    const test = await createAiTestApp();
    const { catalogue, call, student } = await setup(test);
    const teacher = await test.make.user('teacher');
    await test.make.premium(teacher, 'teacher');
    const payload = {
      subjectId: catalogue.subjectId,
      chapterIds: catalogue.chapterIds,
      locale: 'zh',
      difficulty: 2,
      noOfMCQuestions: 2,
      noOfShortQuestions: 1,
      timeLimit: 20,
      dueDate: Date.now() + 3 * 86_400_000,
    };
    expect((await call(student, 'POST', '/api/assignments/ai', payload)).statusCode).toBe(403);
    const res = await call(teacher, 'POST', '/api/assignments/ai', payload);
    expect(res.statusCode, res.body).toBe(201);
    const { id, jobId } = res.json() as { id: string; jobId: string };
    const job = await eventually(async () => {
      const j = (await call(teacher, 'GET', `/api/ai/jobs/${jobId}`)).json() as AiJobView;
      return j.state === 'completed' && j;
    });
    expect(job).toMatchObject({ progress: 1, assignmentId: id });
    const assignment = (await call(teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    expect(assignment).toMatchObject({ published: false, noOfQuestions: 3, locale: 'zh' });
    expect(assignment.questions.map((q) => q.type)).toEqual(['mc', 'mc', 'short']);
    expect(JSON.stringify(test.peer.requests[0]!.messages)).toContain('Traditional Chinese');
    // Another person's job does not exist for them.
    expect((await call(student, 'GET', `/api/ai/jobs/${jobId}`)).statusCode).toBe(404);
  });
});

describe('POST /api/assignments/:id/ai-questions', () => {
  async function bankAssignment(test: TestApp, extra: Record<string, unknown> = {}) {
    const { catalogue, call, student } = await setup(test);
    const teacher = await test.make.user('teacher');
    const res = await call(teacher, 'POST', '/api/assignments', {
      mode: 'bank',
      subjectId: catalogue.subjectId,
      chapterIds: catalogue.chapterIds,
      locale: 'en',
      difficulty: 2,
      noOfMCQuestions: 2,
      timeLimit: 20,
      dueDate: Date.now() + 3 * 86_400_000,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    const paper = async () => (await call(teacher, 'GET', `/api/assignments/${id}`)).json() as AssignmentView;
    return { catalogue, call, student, teacher, id, paper };
  }

  it('adds a checked AI question at the end, and changes one in its place, a refused answer written again', async () => {
    const test = await createAiTestApp();
    const { catalogue, call, teacher, id, paper } = await bankAssignment(test);
    const before = await paper();
    const chapterId = catalogue.chapterIds[1]!;
    // The first answer repeats an option: it is refused and written again before the paper sees it.
    test.peer.setReply((_req, index) =>
      index === 0
        ? { question: 'Pick one', options: { a: '1', b: '1', c: '2', d: '3' }, correct: 'a', solution: 'A' }
        : {
            question: `AI single ${index}: what is $${index} \\times 2$?`,
            options: { a: `$${2 * index}$`, b: '$1$', c: '$0$', d: '$-1$' },
            correct: 'a',
            solution: `It is $${2 * index}$.`,
          },
    );
    const res = await call(teacher, 'POST', `/api/assignments/${id}/ai-questions`, { chapterId, type: 'mc', level: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const { jobId } = res.json() as { jobId: string };
    const job = await eventually(async () => {
      const j = (await call(teacher, 'GET', `/api/ai/jobs/${jobId}`)).json() as AiJobView;
      return j.state === 'completed' && j;
    });
    expect(job).toMatchObject({ progress: 1, assignmentId: id });
    const added = await paper();
    expect(added.questions).toHaveLength(3);
    expect(added.questions.slice(0, 2).map((q) => q.id)).toEqual(before.questions.map((q) => q.id));
    const last = added.questions[2]!;
    // The assignment's own copy, of the asked chapter, type and level, its formula rendered.
    expect(last).toMatchObject({ questionId: null, chapterId, type: 'mc', level: 3, correctAns: 'a' });
    expect(last.source.question).toBe('AI single 1: what is $1 \\times 2$?');
    expect(last.questionHtml).toContain('katex');
    expect(added.noOfQuestions).toBe(3);
    expect(JSON.stringify(test.peer.requests[1]!.messages)).toContain('options are not distinct');
    // The paper's questions are named as ones not to repeat.
    expect(JSON.stringify(test.peer.requests[0]!.messages)).toContain(
      before.questions[0]!.source.question.slice(0, 20),
    );

    // Change question 1 with AI: the new copy takes its place; the bank copy is gone from the paper.
    const first = added.questions[0]!;
    const change = await call(teacher, 'POST', `/api/assignments/${id}/ai-questions`, {
      chapterId: first.chapterId,
      type: 'mc',
      level: first.level,
      replaceId: first.id,
    });
    expect(change.statusCode, change.body).toBe(201);
    const changeJob = (change.json() as { jobId: string }).jobId;
    await eventually(async () => {
      const j = (await call(teacher, 'GET', `/api/ai/jobs/${changeJob}`)).json() as AiJobView;
      return j.state === 'completed' && j;
    });
    const changed = await paper();
    expect(changed.questions.map((q) => q.source.question)).toEqual([
      'AI single 2: what is $2 \\times 2$?',
      added.questions[1]!.source.question,
      last.source.question,
    ]);
    expect(changed.questions[0]!).toMatchObject({ questionNo: 1, questionId: null, chapterId: first.chapterId });
    expect(changed.questions.some((q) => q.id === first.id)).toBe(false);

    // Tokens and cost are counted on the teacher's jobs.
    const jobs = await test.app.db
      .selectFrom('jobs')
      .selectAll()
      .where('queue', '=', 'ai.write-assignment-question')
      .execute();
    expect(jobs).toHaveLength(2);
    expect(jobs.every((j) => j.createdBy === teacher.id && j.tokensIn > 0 && j.costMicros > 0)).toBe(true);
  });

  it("is for the paper's teacher only, checks chapter and question, and refuses a published paper", async () => {
    const test = await createAiTestApp();
    const { call, student, teacher, id, paper } = await bankAssignment(test);
    const other = await test.make.user('teacher');
    const otherCatalogue = await test.make.catalogue({ questionsPerType: 1 });
    const chapterId = (await paper()).chapterIds[0]!;
    const body = { chapterId, type: 'short', level: 2 };
    const snapshot = await snapshotDatabase(test.app.db);
    const url = `/api/assignments/${id}/ai-questions`;
    expect((await call(null, 'POST', url, body)).statusCode).toBe(401);
    expect((await call(student, 'POST', url, body)).statusCode).toBe(403);
    expect((await call(other, 'POST', url, body)).statusCode).toBe(404);
    expect((await call(teacher, 'POST', '/api/assignments/nope/ai-questions', body)).statusCode).toBe(404);
    const wrongChapter = await call(teacher, 'POST', url, { ...body, chapterId: otherCatalogue.chapterIds[0] });
    expect(wrongChapter.json().error.code).toBe('invalid_chapters');
    const wrongQuestion = await call(teacher, 'POST', url, { ...body, replaceId: 'nope' });
    expect(wrongQuestion.statusCode).toBe(404);
    expect(wrongQuestion.json().error.code).toBe('question_not_found');
    expect((await call(teacher, 'POST', url, { ...body, level: 4 })).json().error.code).toBe('invalid_level');
    expect((await call(teacher, 'POST', url, { ...body, type: 'essay' })).json().error.code).toBe('invalid_type');
    const before = await snapshotDatabase(test.app.db);
    expect(before).toEqual(snapshot);
    await test.app.db.updateTable('assignments').set({ published: 1 }).where('id', '=', id).execute();
    const published = await call(teacher, 'POST', url, body);
    expect(published.statusCode).toBe(409);
    expect(published.json().error.code).toBe('assignment_published');

    // A free teacher's paper at 5 questions: no AI question is added (before any is written); one may be changed.
    const full = await call(teacher, 'POST', '/api/assignments', {
      mode: 'bank',
      subjectId: (await paper()).subject.id,
      chapterIds: (await paper()).chapterIds,
      locale: 'en',
      noOfMCQuestions: 3,
      noOfShortQuestions: 2,
      timeLimit: 20,
      dueDate: Date.now() + 3 * 86_400_000,
    });
    expect(full.statusCode, full.body).toBe(201);
    const fullId = (full.json() as { id: string }).id;
    const fullUrl = `/api/assignments/${fullId}/ai-questions`;
    const refused = await call(teacher, 'POST', fullUrl, body);
    expect(refused.json().error.code).toBe('free_limit_assignment_questions');
    const fullPaper = (await call(teacher, 'GET', `/api/assignments/${fullId}`)).json() as AssignmentView;
    const replaceId = fullPaper.questions[4]!.id;
    expect((await call(teacher, 'POST', fullUrl, { ...body, replaceId })).statusCode).toBe(201);
  });

  it('answers ai_not_configured without AI settings, writing nothing', async () => {
    const test = await createTestApp();
    const { catalogue, call } = await setup(test);
    const teacher = await test.make.user('teacher');
    const res = await call(teacher, 'POST', '/api/assignments', {
      mode: 'blank',
      subjectId: catalogue.subjectId,
      locale: 'en',
      timeLimit: 20,
      dueDate: Date.now() + 3 * 86_400_000,
    });
    const id = (res.json() as { id: string }).id;
    const before = await snapshotDatabase(test.app.db);
    const ai = await call(teacher, 'POST', `/api/assignments/${id}/ai-questions`, {
      chapterId: catalogue.chapterIds[0],
      type: 'mc',
      level: 1,
    });
    expect(ai.statusCode).toBe(409);
    expect(ai.json().error.code).toBe('ai_not_configured');
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });
});

describe('GET /api/ai/usage', () => {
  it('is for super-admins only', async () => {
    const test = await createAiTestApp();
    const admin = await test.make.user('admin');
    const call = test.call;
    expect((await call(admin, 'GET', '/api/ai/usage')).statusCode).toBe(403);
    const superAdmin = await test.make.user('super-admin');
    const usage = (await call(superAdmin, 'GET', '/api/ai/usage?days=7')).json() as AiUsageView;
    expect(usage.totals.jobs).toBe(0);
    expect(usage.agreement.meanAbsDiff).toBeNull();
  });
});
