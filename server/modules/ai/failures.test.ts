import { describe, expect, it } from 'vitest';
import type { AiJobView, AiMarkingView } from '../../../common/ai';
import type { PracticeView } from '../../../common/practice';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { createAiTestApp, eventually } from '../../test/ai-app';
import { paperwiseReply } from '../../test/ai-replies';
import type { TestApp } from '../../test/app';
import { paperForm } from '../../test/requests';
import { snapshotDatabase } from '../../test/snapshot';

// Issue 24: when the AI or the queue fails, nobody is left waiting and nothing is charged for work never done.

async function setup(test: TestApp) {
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const form = (extra: Record<string, unknown> = {}) => ({
    ...paperForm(catalogue, { mc: 1 }),
    ...extra,
  });
  return { catalogue, call: test.call, form };
}

/** A queue that cannot send (its database is unreachable, its queues not created yet): 503 jobs_unavailable. */
function withBrokenSend(test: TestApp) {
  const context = test.app.appContext;
  const broken: JobQueue = {
    ...context.queue,
    send: async () => {
      throw new AppError('jobs_unavailable', 503);
    },
  };
  context.queue = broken;
}

describe('a paper the AI could not write', () => {
  it('costs a free student nothing: not in the history, not a day paper, not an hour paper; the job says why', async () => {
    const test = await createAiTestApp();
    const { call, form } = await setup(test);
    const student = await test.make.user('student');
    // Every question the model is asked for comes back refused.
    test.peer.setReply(() => ({ question: '' }));
    const ids: string[] = [];
    for (let paper = 0; paper < 3; paper++) {
      const res = await call(student, 'POST', '/api/ai/practices', form());
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json() as PracticeView).id;
      ids.push(id);
      await eventually(async () => {
        const view = (await call(student, 'GET', `/api/practices/${id}`)).json() as PracticeView;
        return view.notice === 'ai_failed';
      }, 20_000);
    }
    const job = await test.app.db
      .selectFrom('jobs')
      .select(['id'])
      .where('queue', '=', 'ai.write-practice')
      .executeTakeFirstOrThrow();
    const jobView = (await call(student, 'GET', `/api/ai/jobs/${job.id}`)).json() as AiJobView;
    expect(jobView).toMatchObject({ state: 'failed', reason: 'ai_invalid_answer' });

    const history = (await call(student, 'GET', '/api/practices')).json() as { items: Array<{ id: string }> };
    expect(history.items.map((item) => item.id)).not.toEqual(expect.arrayContaining([ids[0]]));
    // Three empty papers did not use up the day's three free papers.
    test.peer.setReply(paperwiseReply);
    const bank = await call(student, 'POST', '/api/practices', form());
    expect(bank.statusCode, bank.body).toBe(201);
    // Nor the hour's AI papers: ten failed jobs that wrote nothing do not count against the limit of ten.
    const now = Date.now();
    await test.app.db
      .insertInto('jobs')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          id: `empty-${i}`,
          queue: 'ai.write-practice',
          payload: '{}',
          state: 'failed' as const,
          attempts: 3,
          maxAttempts: 3,
          runAt: now,
          progress: 0,
          tokensIn: 0,
          tokensOut: 0,
          costMicros: 0,
          createdBy: student.id,
          createdAt: now - 60_000 + i,
          updatedAt: now,
        })),
      )
      .execute();
    await test.make.premium(student);
    expect((await call(student, 'POST', '/api/ai/practices', form())).statusCode).toBe(201);
  });

  it("leaves no empty draft when a teacher's AI assignment writes nothing, and does not count it", async () => {
    const test = await createAiTestApp();
    const { call, form } = await setup(test);
    const teacher = await test.make.user('teacher');
    test.peer.setReply(() => ({ question: '' }));
    const res = await call(teacher, 'POST', '/api/assignments/ai', { ...form(), dueDate: Date.now() + 86_400_000 });
    expect(res.statusCode, res.body).toBe(201);
    const { id, jobId } = res.json() as { id: string; jobId: string };
    const failed = await eventually(async () => {
      const view = (await call(teacher, 'GET', `/api/ai/jobs/${jobId}`)).json() as AiJobView;
      return view.state === 'failed' && view;
    }, 20_000);
    expect(failed.reason).toBe('ai_invalid_answer');
    await eventually(async () => (await call(teacher, 'GET', `/api/assignments/${id}`)).statusCode === 404);
    const list = await call(teacher, 'GET', '/api/assignments');
    expect(list.body).not.toContain(id);
    const counted = await test.app.db
      .selectFrom('assignments')
      .select(['deleted', 'noOfQuestions'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(counted).toEqual({ deleted: 1, noOfQuestions: 0 });
  });
});

describe('a job that could not be sent', () => {
  it('opens no AI paper and no AI assignment: 503 jobs_unavailable, and nothing is written', async () => {
    const test = await createAiTestApp();
    const { call, form } = await setup(test);
    const student = await test.make.user('student');
    const teacher = await test.make.user('teacher');
    withBrokenSend(test);
    const before = await snapshotDatabase(test.app.db);
    const paper = await call(student, 'POST', '/api/ai/practices', form());
    expect(paper.statusCode).toBe(503);
    expect(paper.json().error).toMatchObject({ code: 'jobs_unavailable' });
    const assignment = await call(teacher, 'POST', '/api/assignments/ai', {
      ...form(),
      dueDate: Date.now() + 86_400_000,
    });
    expect(assignment.statusCode).toBe(503);
    expect(await snapshotDatabase(test.app.db)).toEqual(before);
  });

  it('leaves a handed-in paper\'s answers to a person instead of "marking" forever', async () => {
    const test = await createAiTestApp();
    const { call, form } = await setup(test);
    const student = await test.make.user('student');
    await test.make.premium(student);
    const res = await call(student, 'POST', '/api/ai/practices', form({ noOfShortQuestions: 1 }));
    const id = (res.json() as PracticeView).id;
    await eventually(
      async () => ((await call(student, 'GET', `/api/practices/${id}`)).json() as PracticeView).questions.length === 2,
    );
    await call(student, 'PUT', `/api/practices/${id}/answers/2`, { ans: 'x = 3', seq: 1 });
    withBrokenSend(test);
    const submitted = await call(student, 'POST', `/api/practices/${id}/submit`);
    expect(submitted.statusCode).toBe(200);
    const marking = (await call(student, 'GET', `/api/ai/practices/${id}/marking`)).json() as AiMarkingView;
    expect(marking.state).toBe('none');
    // Nothing claims to be marking it: the student may mark it against the solution, as without AI.
    const self = await call(student, 'PUT', `/api/practices/${id}/questions/2/score`, { score: 1 });
    expect(self.statusCode, self.body).toBe(200);
  });
});

describe('AI marking, answer by answer', () => {
  it('marks the other answers when the model fails on one, and leaves that one to a person', async () => {
    const test = await createAiTestApp();
    const { call, form } = await setup(test);
    const student = await test.make.user('student');
    await test.make.premium(student);
    const res = await call(student, 'POST', '/api/ai/practices', form({ noOfMCQuestions: 0, noOfShortQuestions: 3 }));
    const id = (res.json() as PracticeView).id;
    await eventually(
      async () => ((await call(student, 'GET', `/api/practices/${id}`)).json() as PracticeView).questions.length === 3,
    );
    await call(student, 'PUT', `/api/practices/${id}/answers/1`, { ans: 'FAIL-ME every time', seq: 1 });
    await call(student, 'PUT', `/api/practices/${id}/answers/2`, { ans: 'x = 2 or x = 3', seq: 1 });
    // The model answers nonsense for the first answer, on every try; the others it marks.
    test.peer.setReply((request, index) =>
      JSON.stringify(request.messages).includes('FAIL-ME') ? { nonsense: true } : paperwiseReply(request, index),
    );
    await call(student, 'POST', `/api/practices/${id}/submit`);
    const marking = await eventually(async () => {
      const m = (await call(student, 'GET', `/api/ai/practices/${id}/marking`)).json() as AiMarkingView;
      return m.state !== 'marking' && m;
    }, 20_000);
    expect(marking.marks.map((m) => [m.questionNo, m.state])).toEqual([
      [1, 'failed'],
      [2, 'done'],
      [3, 'done'],
    ]);
    // The blank third answer scored 0 without asking the model; the failing one was asked on each of its 3 tries.
    expect(marking.marks[2]).toMatchObject({ score: 0, model: null });
    const asked = test.peer.requests.filter((r) => JSON.stringify(r.messages).includes('FAIL-ME'));
    expect(asked).toHaveLength(3);
    const view = (await call(student, 'GET', `/api/practices/${id}`)).json() as PracticeView;
    expect(view.questions[0]).toMatchObject({ score: null, markedBy: null });
    expect(view.pendingMarking).toBe(1);
  });
});
