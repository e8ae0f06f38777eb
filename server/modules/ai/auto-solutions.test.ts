import { describe, expect, it } from 'vitest';
import type { AiSolutionView } from '../../../common/ai';
import type { PracticeView } from '../../../common/practice';
import { createAiTestApp, eventually } from '../../test/ai-app';
import { createTestApp, type TestApp } from '../../test/app';
import { callAs, paperForm } from '../../test/requests';
import { AUTO_SOLUTION_AGE_MS, AUTO_SOLUTION_GAP_MS } from './service';

/** A student's bank paper of 1 MC and 2 short questions whose copies lost their worked solutions, then submitted. */
async function finishedPaperWithoutSolutions(test: TestApp, startedAgoMs: number) {
  const student = await test.make.user('student');
  await test.app.db.updateTable('profiles').set({ premiumStudentQuantity: 1 }).where('id', '=', student.id).execute();
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const call = callAs(test.app);
  const created = await call(student, 'POST', '/api/practices', paperForm(catalogue, { mc: 1, short: 2 }));
  expect(created.statusCode, created.body).toBe(201);
  const paper = created.json() as PracticeView;
  await test.app.db
    .updateTable('practiceQuestions')
    .set({ solution: '' })
    .where('practiceId', '=', paper.id)
    .where('questionNo', 'in', [2, 3])
    .execute();
  const createdAt = Date.now() - startedAgoMs;
  await test.app.db.updateTable('practices').set({ createdAt }).where('id', '=', paper.id).execute();
  expect((await call(student, 'POST', `/api/practices/${paper.id}/submit`)).statusCode).toBe(200);
  return { student, call, paper, createdAt };
}

const solutionJobs = (test: TestApp) =>
  test.app.db
    .selectFrom('jobs')
    .select(['id', 'payload', 'runAt', 'createdBy'])
    .where('queue', '=', 'ai.write-solution')
    .orderBy('runAt')
    .execute();

describe('AI solutions written without being asked (spec section 4)', () => {
  it('queues one for each question with no solution, due when the practice is 60 s old, 2 s apart', async () => {
    const test = await createAiTestApp();
    const { student, call, paper, createdAt } = await finishedPaperWithoutSolutions(test, 10_000);
    const jobs = await eventually(async () => {
      const rows = await solutionJobs(test);
      return rows.length === 2 && rows;
    });
    // Questions 2 and 3 (question 1 kept its solution); the first at 60 s of age, the next 2 s after.
    expect(jobs.map((job) => (JSON.parse(job.payload) as { questionNo: number }).questionNo)).toEqual([2, 3]);
    expect(jobs.every((job) => job.createdBy === student.id)).toBe(true);
    const first = Number(jobs[0]!.runAt);
    expect(first).toBeGreaterThanOrEqual(createdAt + AUTO_SOLUTION_AGE_MS);
    expect(first).toBeLessThan(createdAt + AUTO_SOLUTION_AGE_MS + 5_000);
    const gap = Number(jobs[1]!.runAt) - first;
    expect(gap).toBeGreaterThanOrEqual(AUTO_SOLUTION_GAP_MS);
    expect(gap).toBeLessThan(AUTO_SOLUTION_GAP_MS + 1_000);
    const url = `/api/ai/practices/${paper.id}/questions/2/solution`;
    expect(((await call(student, 'GET', url)).json() as AiSolutionView).state).toBe('queued');

    // Their time come (the test moves the jobs' time, it does not wait): the chat peer writes them, and the student
    // reads one without asking. Nothing is asked of the peer twice.
    await test.app.db.updateTable('jobs').set({ runAt: Date.now() }).where('queue', '=', 'ai.write-solution').execute();
    const done = await eventually(async () => {
      const view = (await call(student, 'GET', url)).json() as AiSolutionView;
      return view.state === 'done' && view;
    });
    expect(done.solutionHtml).toBeTruthy();
    const asked = test.peer.requests.length;
    expect(((await call(student, 'POST', url)).json() as AiSolutionView).state).toBe('done');
    expect(test.peer.requests.length).toBe(asked);
  });

  it('is due at once for a practice older than 60 s', async () => {
    const test = await createAiTestApp();
    const before = Date.now();
    await finishedPaperWithoutSolutions(test, 5 * 60_000);
    const jobs = await eventually(async () => {
      const rows = await test.app.db
        .selectFrom('jobs')
        .select(['runAt', 'createdAt'])
        .where('queue', '=', 'ai.write-solution')
        .orderBy('runAt')
        .execute();
      return rows.length === 2 && rows;
    });
    expect(Number(jobs[0]!.runAt)).toBeGreaterThanOrEqual(before);
    expect(Number(jobs[0]!.runAt) - Number(jobs[0]!.createdAt)).toBeLessThan(1_000);
    expect(Number(jobs[1]!.runAt) - Number(jobs[0]!.runAt)).toBeGreaterThanOrEqual(AUTO_SOLUTION_GAP_MS);
  });

  it('asks for nothing without AI', async () => {
    const test = await createTestApp();
    await finishedPaperWithoutSolutions(test, 10_000);
    expect(await solutionJobs(test)).toEqual([]);
    expect(await test.app.db.selectFrom('aiSolutions').selectAll().execute()).toEqual([]);
  });
});
