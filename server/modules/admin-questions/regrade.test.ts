import { describe, expect, it, onTestFinished } from 'vitest';
import type { PracticeView } from '../../../common/practice';
import { createEmbeddedQueue } from '../../jobs/embedded-queue';
import { eventually } from '../../test/ai-app';
import { createTestApp } from '../../test/app';
import { openEventStream } from '../../test/event-stream';
import type { TestUser } from '../../test/factories';
import { callAs, firstChapter, paperForm } from '../../test/requests';
import { registerRegradeWorker } from '../papers/regrade';

// Issue 29.4, regrading on appeal (docs/product-rules.md, "Regrading on appeal").

async function setup() {
  const test = await createTestApp();
  const call = callAs(test.app);
  const admin = await test.make.user('admin');
  const teacher = await test.make.user('teacher');
  const student = await test.make.user('student');
  await test.make.premium(student);
  await call(teacher, 'POST', '/api/students', { email: student.email });
  await call(student, 'POST', `/api/teachers/${teacher.id}/accept`);
  const catalogue = await test.make.catalogue({ questionsPerType: 1 });
  // The app of a test only sends jobs: this worker runs the regrades on its database, as an app server's would.
  const workers = createEmbeddedQueue(test.app.db, { pollMs: 20 });
  registerRegradeWorker(workers, test.app.appContext);
  onTestFinished(() => workers.stop());
  const view = async (user: TestUser, id: string) =>
    (await call(user, 'GET', `/api/practices/${id}`)).json() as PracticeView;
  /** A paper of one MC and one short question, every MC answered `b` (the bank's key is `a`). */
  const paper = async (finish: boolean) => {
    const created = await call(
      student,
      'POST',
      '/api/practices',
      paperForm(firstChapter(catalogue), { mc: 1, short: 1 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    for (const q of (await view(student, id)).questions)
      await call(student, 'PUT', `/api/practices/${id}/answers/${q.questionNo}`, {
        ans: q.type === 'mc' ? 'b' : 'x = 3',
        seq: 1,
      });
    if (finish) expect((await call(student, 'POST', `/api/practices/${id}/submit`)).statusCode).toBe(200);
    return id;
  };
  const questionOf = async (id: string, type: 'mc' | 'short') =>
    (await view(student, id)).questions.find((q) => q.type === type)!;
  const correct = (questionId: string, body: Record<string, unknown>) =>
    call(admin, 'PATCH', `/api/admin/questions/${questionId}`, body);
  return { ...test, call, admin, teacher, student, catalogue, view, paper, questionOf, correct };
}

describe('PATCH /api/admin/questions/:id with regrade: true', () => {
  it('re-marks a paper finished before the fix within 60 s; a paper in progress keeps its version', {
    timeout: 90_000,
  }, async () => {
    const test = await setup();
    const finished = await test.paper(true);
    const running = await test.paper(false);
    const mc = await test.questionOf(finished, 'mc');
    expect(mc).toMatchObject({ score: 0, correctAns: 'a', questionVersion: 1, sourceQuestionId: expect.any(String) });
    const before = await test.view(test.student, finished);
    expect(before.score).toBe(0);

    const started = Date.now();
    const res = await test.correct(mc.sourceQuestionId!, { correctAns: 'b', regrade: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(2);
    // Waited for up to the promise itself (the default 10 s ran out once in a full PostgreSQL run under load).
    const after = await eventually(async () => {
      const seen = await test.view(test.student, finished);
      return seen.regrades.length > 0 && seen;
    }, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(after.regrades).toEqual([
      {
        questionNo: mc.questionNo,
        fromVersion: 1,
        toVersion: 2,
        oldScore: 0,
        newScore: 1,
        regradedAt: expect.any(Number),
      },
    ]);
    const regraded = after.questions.find((q) => q.questionNo === mc.questionNo)!;
    expect(regraded).toMatchObject({ score: 1, correctAns: 'b', questionVersion: 2, markedBy: 'auto' });
    expect(after.score).toBe(1);
    // The statistics follow: the paper's contribution holds the new score.
    const stat = await test.app.db
      .selectFrom('statPapers')
      .select('score')
      .where('practiceId', '=', finished)
      .executeTakeFirst();
    expect(stat?.score).toBe(1);

    // The paper in progress keeps the copy it started with, key and version.
    const copy = await test.app.db
      .selectFrom('practiceQuestions')
      .select(['correctAns', 'questionVersion'])
      .where('practiceId', '=', running)
      .where('type', '=', 'mc')
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({ correctAns: 'a', questionVersion: 1 });
    // Handed in, it is marked under the corrected key at once.
    expect((await test.call(test.student, 'POST', `/api/practices/${running}/submit`)).statusCode).toBe(200);
    const handedIn = await test.view(test.student, running);
    expect(handedIn.questions.find((q) => q.type === 'mc')).toMatchObject({ score: 1, questionVersion: 2 });
    expect(handedIn.regrades).toHaveLength(1);
  });

  it('flags a marked written answer for its marker; the new mark is recorded and clears the flag', async () => {
    const test = await setup();
    const id = await test.paper(true);
    const short = await test.questionOf(id, 'short');
    const url = `/api/practices/${id}/questions/${short.questionNo}/score`;
    expect((await test.call(test.student, 'PUT', url, { score: 2 })).statusCode).toBe(200);

    const res = await test.correct(short.sourceQuestionId!, { solution: { en: 'x = 4' }, regrade: true });
    expect(res.statusCode).toBe(200);
    const flagged = await eventually(async () => {
      const q = await test.questionOf(id, 'short');
      return q.regradePending && q;
    });
    // The mark stands until its marker looks again, against the corrected solution.
    expect(flagged).toMatchObject({ score: 2, questionVersion: 2 });
    expect(flagged.solutionHtml).toContain('x = 4');

    expect((await test.call(test.student, 'PUT', url, { score: 0 })).statusCode).toBe(200);
    const marked = await test.view(test.student, id);
    expect(marked.questions.find((q) => q.questionNo === short.questionNo)?.regradePending).toBe(false);
    expect(marked.regrades).toEqual([
      expect.objectContaining({ questionNo: short.questionNo, oldScore: 2, newScore: 0 }),
    ]);
  });

  it('tells the student and their teacher on their live streams', async () => {
    const test = await setup();
    const id = await test.paper(true);
    const mc = await test.questionOf(id, 'mc');
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const studentStream = await openEventStream(`${baseUrl}/api/events`, test.student.cookie);
    const teacherStream = await openEventStream(`${baseUrl}/api/events`, test.teacher.cookie);
    await Promise.all([studentStream.nextEvent(), teacherStream.nextEvent()]);
    await test.correct(mc.sourceQuestionId!, { correctAns: 'b', regrade: true });
    for (const stream of [studentStream, teacherStream])
      expect(await stream.nextEvent()).toEqual({ event: 'regraded', data: { practiceId: id } });
    await Promise.all([studentStream.close(), teacherStream.close()]);
  });

  it('without regrade an edit keeps the version and re-marks nothing; a copy a teacher edited is never regraded', async () => {
    const test = await setup();
    const id = await test.paper(true);
    const mc = await test.questionOf(id, 'mc');
    const edit = await test.correct(mc.sourceQuestionId!, { correctAns: 'b' });
    expect(edit.json().version).toBe(1);
    const jobs = await test.app.db
      .selectFrom('jobs')
      .select('queue')
      .where('queue', '=', 'questions.regrade')
      .execute();
    expect(jobs).toHaveLength(0);

    await test.app.db
      .updateTable('practiceQuestions')
      .set({ editedAt: Date.now() })
      .where('practiceId', '=', id)
      .execute();
    await test.correct(mc.sourceQuestionId!, { correctAns: 'b', regrade: true });
    await eventually(async () => {
      const job = await test.app.db
        .selectFrom('jobs')
        .select('state')
        .where('queue', '=', 'questions.regrade')
        .executeTakeFirst();
      return job?.state === 'completed';
    });
    const kept = await test.view(test.student, id);
    expect(kept.regrades).toEqual([]);
    expect(kept.questions.find((q) => q.type === 'mc')).toMatchObject({ score: 0, questionVersion: 1 });
  });
});

describe('resolving a report', () => {
  it('answers the reporter, who reads the reply on their paper; it leaves the open list', async () => {
    const test = await setup();
    const id = await test.paper(true);
    const reported = await test.call(test.student, 'POST', `/api/practices/${id}/questions/1/reports`, {
      message: 'The key should be b',
    });
    expect(reported.statusCode).toBe(201);
    const [report] = (await test.call(test.admin, 'GET', '/api/admin/reports')).json().items;
    const url = `/api/admin/reports/${report.id}/resolve`;
    const body = { resolution: 'regraded', reply: 'Corrected: the key is b. Your paper was regraded.' };
    expect((await test.call(test.student, 'POST', url, body)).statusCode).toBe(403);
    expect((await test.call(test.admin, 'POST', url, body)).statusCode).toBe(204);
    expect((await test.call(test.admin, 'POST', url, body)).statusCode).toBe(404);
    expect((await test.call(test.admin, 'GET', '/api/admin/reports')).json()).toEqual({ items: [], count: 0 });

    const own = await test.call(test.student, 'GET', `/api/practices/${id}/reports`);
    expect(own.json().items).toEqual([
      {
        id: report.id,
        questionNo: 1,
        message: 'The key should be b',
        status: 'regraded',
        reply: body.reply,
        createdAt: expect.any(Number),
        resolvedAt: expect.any(Number),
      },
    ]);
    // Someone else's paper is not found.
    const other = await test.make.user('student');
    expect((await test.call(other, 'GET', `/api/practices/${id}/reports`)).statusCode).toBe(404);
  });

  it('"no change" needs a reply; deleting stays for spam', async () => {
    const test = await setup();
    const id = await test.paper(true);
    await test.call(test.student, 'POST', `/api/practices/${id}/questions/1/reports`, { message: 'spam' });
    await test.call(test.student, 'POST', `/api/practices/${id}/questions/2/reports`, { message: 'Is the key right?' });
    const { items } = (await test.call(test.admin, 'GET', '/api/admin/reports')).json();
    const [question, spam] = items as Array<{ id: string }>;
    const url = `/api/admin/reports/${question!.id}/resolve`;
    expect((await test.call(test.admin, 'POST', url, { resolution: 'no_change', reply: '' })).statusCode).toBe(400);
    expect(
      (await test.call(test.admin, 'POST', url, { resolution: 'no_change', reply: 'The key is right.' })).statusCode,
    ).toBe(204);
    expect((await test.call(test.admin, 'DELETE', `/api/admin/reports/${spam!.id}`)).statusCode).toBe(204);
    const own = (await test.call(test.student, 'GET', `/api/practices/${id}/reports`)).json();
    expect(own.items).toEqual([expect.objectContaining({ status: 'no_change', reply: 'The key is right.' })]);
  });
});
