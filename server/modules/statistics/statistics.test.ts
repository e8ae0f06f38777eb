import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { PracticeView } from '../../../common/practice';
import type { ReviewQueueView, StatisticsView, StudentAssignmentStatistics } from '../../../common/statistics';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';
import type { Db } from '../../db/index';
import { createClassroom } from '../../test/classroom';
import type { TestUser } from '../../test/factories';
import { assignmentForm, handInPaper, paperForm, publishAssignment } from '../../test/requests';
import { addToStatDaily, addToSubjectDay } from './queries';
import { DISTRIBUTION_CACHE_MS, readSubjectDistribution } from './ranking';
import { recordPaper } from './rollup';

async function setup() {
  return createClassroom({ premium: false });
}
type Setup = Awaited<ReturnType<typeof setup>>;

/**
 * A submitted paper: 2 MC (the first right, the second wrong, or `mcRight` of them right), 1 short (answered,
 * awaiting a mark), 1 long (blank, awaiting a mark).
 */
async function submittedPaper(test: Setup, student = test.student, mcRight = 1): Promise<PracticeView> {
  await test.make.premium(student);
  let mcSeen = 0;
  return handInPaper(test, student, paperForm(test.catalogue, { mc: 2, short: 1, long: 1 }), (q) => {
    if (q.type === 'mc') return mcSeen++ < mcRight ? 'a' : 'b';
    return q.type === 'short' ? 'Balanced.' : null;
  });
}

/**
 * Days practised long ago or on several days, straight into the rollups as rollup.ts keeps them (papers through the
 * API all land on today): [days back from today, marks won, marks marked], one paper each.
 */
async function practisedDays(test: Setup, student: TestUser, days: Array<[number, number, number]>) {
  const today = hongKongDay(Date.now());
  for (const [back, score, totalScore] of days) {
    const day = today - back * DAY_MS;
    const subjectId = test.catalogue.subjectId;
    await addToStatDaily(test.app.db, {
      userId: student.id,
      subjectId,
      day,
      papers: 1,
      questions: Math.max(1, totalScore),
      seconds: 600,
      score,
      totalScore,
      markedWritten: 0,
    });
    if (totalScore > 0)
      await addToSubjectDay(test.app.db, subjectId, day, {
        students: 1,
        sum: score / totalScore,
        sumOfSquares: (score / totalScore) ** 2,
      });
  }
}

async function statistics(test: Setup, user: TestUser, url = '/api/statistics') {
  const response = await test.call(user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StatisticsView;
}

/** PostgreSQL: some session is blocked by the transaction on `backend` (it waits for a lock that one holds). */
async function expectSomeoneWaitingFor(db: Db, backend: number) {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_stat_activity where ${backend} = any(pg_blocking_pids(pid))`.execute(db);
  expect(rows[0]!.waiting).toBeGreaterThan(0);
}

describe("a student's statistics", () => {
  it('are empty before any paper, with no subject to choose', async () => {
    const test = await setup();
    const view = await statistics(test, test.student);
    expect(view.subjects).toEqual([]);
    expect(view.subjectId).toBeNull();
    expect(view.cards).toMatchObject({ papers: 0, questions: 0, averageScore: null, ranking: null });
  });

  it('count a submitted paper at once: questions, time, the marked questions only in the average', async () => {
    const test = await setup();
    const paper = await submittedPaper(test);
    const view = await statistics(test, test.student);
    expect(view.subjects.map((s) => s.id)).toEqual([test.catalogue.subjectId]);
    expect(view.subjectId).toBe(test.catalogue.subjectId);
    // one MC right of two marked MC (1 mark each); the written answers await a mark
    expect(view.cards).toMatchObject({ papers: 1, questions: 4, averageScore: 50, expectedGrade: null });
    expect(view.cards.secondsPerQuestion).toBeGreaterThanOrEqual(0);
    expect(view.evidence).toEqual({ papers: 1, markedWritten: 0, minPapers: 3 });
    expect(view.series).toHaveLength(1);
    expect(view.series[0]).toMatchObject({ day: hongKongDay(Date.now()), papers: 1, questions: 4, averageScore: 50 });
    // the previous period is empty
    expect(view.previous).toMatchObject({ papers: 0, questions: 0, averageScore: null });
    const answered = view.chapters.reduce((sum, c) => sum + c.attempted, 0);
    expect(answered).toBe(4);
    expect(view.chapters.map((c) => c.chapterId)).toEqual(test.catalogue.chapterIds);
    expect(paper.finishedAt).not.toBeNull();
  });

  it('follow a teacher marking a written answer, and the teacher reads the same figures', async () => {
    const test = await setup();
    await test.make.link(test.teacher, test.student);
    const paper = await submittedPaper(test);
    const short = paper.questions.find((q) => q.type === 'short')!;
    const marked = await test.call(
      test.teacher,
      'PUT',
      `/api/practices/${paper.id}/questions/${short.questionNo}/score`,
      { score: 2, comment: 'Good' },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    // 1 + 2 marks won of 1 + 1 + 2
    const own = await statistics(test, test.student);
    expect(own.cards.averageScore).toBe(75);
    expect(own.evidence.markedWritten).toBe(1);
    const seen = await statistics(test, test.teacher, `/api/statistics/${test.student.id}?school=${test.teacher.id}`);
    expect(seen.student).toEqual({ id: test.student.id, displayName: 'Chan Tai Man' });
    expect(seen.cards).toEqual(own.cards);
    // marking it again to 0 takes the two marks out again (no double counting)
    await test.call(test.teacher, 'PUT', `/api/practices/${paper.id}/questions/${short.questionNo}/score`, {
      score: 0,
    });
    expect((await statistics(test, test.student)).cards.averageScore).toBe(25);
  });

  it('show the expected grade from the third paper, and a ranking among three students', async () => {
    const test = await setup();
    const others = [await test.make.user('student'), await test.make.user('student')];
    await submittedPaper(test, test.student, 2);
    await submittedPaper(test, test.student, 2);
    await submittedPaper(test, test.student, 2);
    await submittedPaper(test, others[0]!, 0);
    await submittedPaper(test, others[1]!, 1);
    const view = await statistics(test, test.student);
    expect(view.cards.averageScore).toBe(100);
    expect(view.cards.expectedGrade).toEqual({ grade: '5**', color: '#6a1b9a', papers: 3, markedWritten: 0 });
    expect(view.cards.ranking?.side).toBe('top');
    expect(view.cards.ranking!.percent).toBeGreaterThanOrEqual(1);
    expect(view.series.at(-1)?.grade).toBe('5**');
    const weakest = await statistics(test, others[0]!);
    expect(weakest.cards.ranking?.side).toBe('bottom');
  });

  it('rank each student once by their average over the range, however many days they practised', async () => {
    const test = await setup();
    const [keen, middle, weak, unmarked] = [
      await test.make.user('student'),
      await test.make.user('student'),
      await test.make.user('student'),
      await test.make.user('student'),
    ];
    // This year: eight days at 90% for one student, one day at 60% and one at 20% for two others; a fourth has only
    // written answers awaiting a mark (no average, not counted). Per student the averages are 0.9, 0.6 and 0.2: the
    // 60% student is above their mean (top 45%). Fitted to the ten student-days instead, eight of them at 0.9, the
    // same student would be in the bottom 18%.
    await practisedDays(
      test,
      keen,
      Array.from({ length: 8 }, (_, n): [number, number, number] => [n * 20, 9, 10]),
    );
    await practisedDays(test, middle, [[3, 6, 10]]);
    await practisedDays(test, weak, [[5, 1, 5]]);
    await practisedDays(test, unmarked, [[2, 0, 0]]);
    // The year before: 30% over three days, 80% and 50% over one day each (a student-day fit would say top 3%).
    await practisedDays(test, keen, [
      [400, 3, 10],
      [410, 3, 10],
      [420, 6, 20],
    ]);
    await practisedDays(test, middle, [[430, 8, 10]]);
    await practisedDays(test, weak, [[440, 5, 10]]);

    const view = await statistics(test, middle);
    expect(view.cards.averageScore).toBe(60);
    expect(view.cards.ranking).toEqual({ side: 'top', percent: 45 });
    expect(view.previous.averageScore).toBe(80);
    expect(view.previous.ranking).toEqual({ side: 'top', percent: 10 });
    expect((await statistics(test, keen)).cards.ranking).toEqual({ side: 'top', percent: 12 });
    expect((await statistics(test, weak)).cards.ranking).toEqual({ side: 'bottom', percent: 10 });
    // the student without a marked answer has no average and so no ranking
    expect((await statistics(test, unmarked)).cards).toMatchObject({ averageScore: null, ranking: null });
  });

  it("reuse the subject's distribution of averages for a minute, then read it afresh", async () => {
    const test = await setup();
    const students = [
      await test.make.user('student'),
      await test.make.user('student'),
      await test.make.user('student'),
    ];
    await practisedDays(test, students[0]!, [[1, 5, 10]]);
    const today = hongKongDay(Date.now());
    const range = { from: today - 30 * DAY_MS, to: today };
    let clock = 1_000_000;
    const read = () => readSubjectDistribution(test.app.appContext, test.catalogue.subjectId, range, () => clock);
    expect(await read()).toEqual({ count: 1, sum: 0.5, sumOfSquares: 0.25 });
    await practisedDays(test, students[1]!, [[2, 1, 1]]);
    clock += DISTRIBUTION_CACHE_MS - 1;
    expect((await read()).count).toBe(1);
    clock += 1;
    expect(await read()).toEqual({ count: 2, sum: 1.5, sumOfSquares: 1.25 });
    // another range is another entry
    const week = { from: today - 6 * DAY_MS, to: today };
    await practisedDays(test, students[2]!, [[3, 0, 4]]);
    expect(
      (await readSubjectDistribution(test.app.appContext, test.catalogue.subjectId, week, () => clock)).count,
    ).toBe(3);
    expect((await read()).count).toBe(2);
  });

  it('keep to the range asked for and leave a deleted paper out', async () => {
    const test = await setup();
    const paper = await submittedPaper(test);
    const today = hongKongDay(Date.now());
    const past = await statistics(
      test,
      test.student,
      `/api/statistics?from=${today - 30 * DAY_MS}&to=${today - DAY_MS}`,
    );
    expect(past.cards.papers).toBe(0);
    expect(past.subjectId).toBe(test.catalogue.subjectId);
    expect((await test.call(test.student, 'DELETE', `/api/practices/${paper.id}`)).statusCode).toBe(204);
    expect((await statistics(test, test.student)).cards).toMatchObject({ papers: 0, questions: 0, averageScore: null });
  });

  it('are not found for a teacher without an accepted link, or a student asking for another', async () => {
    const test = await setup();
    await submittedPaper(test);
    const stranger = await test.make.user('teacher');
    expect((await test.call(stranger, 'GET', `/api/statistics/${test.student.id}`)).statusCode).toBe(404);
    // invited but not accepted
    await test.call(test.teacher, 'POST', '/api/students', { email: test.student.email });
    expect((await test.call(test.teacher, 'GET', `/api/statistics/${test.student.id}`)).statusCode).toBe(404);
    expect((await test.call(test.teacher, 'GET', '/api/statistics/no-such-student')).statusCode).toBe(404);
    const other = await test.make.user('student');
    expect([403, 404]).toContain((await test.call(other, 'GET', `/api/statistics/${test.student.id}`)).statusCode);
    expect((await test.call(null, 'GET', '/api/statistics')).statusCode).toBe(401);
  });

  it('count two papers of one day recorded at the same time, neither overwriting the other', async () => {
    const test = await setup();
    const first = await submittedPaper(test);
    const second = await submittedPaper(test);
    const db = test.app.db;
    const dayRow = () => db.selectFrom('statDaily').selectAll().where('userId', '=', test.student.id).execute();
    expect((await dayRow()).map((row) => row.papers)).toEqual([2]);
    // Both papers recorded afresh: the first in a transaction still open while the second is recorded beside it.
    await db.deleteFrom('statPapers').where('userId', '=', test.student.id).execute();
    await db.deleteFrom('statDaily').where('userId', '=', test.student.id).execute();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let recordedFirst = () => {};
    const firstRecorded = new Promise<void>((resolve) => {
      recordedFirst = resolve;
    });
    const firstTransaction: { backend?: number } = {};
    const firstDone = db.transaction().execute(async (trx) => {
      await recordPaper({ ...test.app.appContext, db: trx }, first.id);
      if (test.app.dialect === 'postgres') {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        firstTransaction.backend = rows[0]!.pid;
      }
      recordedFirst();
      await held;
    });
    await firstRecorded;
    const secondDone = db.transaction().execute((trx) => recordPaper({ ...test.app.appContext, db: trx }, second.id));
    // On PostgreSQL the second reads the day row, then waits for the first's lock: release the first once it does.
    // On SQLite the second cannot begin before the first ends, so there is nothing to wait for.
    const { backend } = firstTransaction;
    if (backend !== undefined) await vi.waitFor(() => expectSomeoneWaitingFor(db, backend), { timeout: 5_000 });
    release();
    await Promise.all([firstDone, secondDone]);
    const [row] = await dayRow();
    expect(row).toMatchObject({ papers: 2, questions: 8 });
    expect((await statistics(test, test.student)).cards).toMatchObject({ papers: 2, questions: 8 });
  });
});

describe('the wrong-question notebook', () => {
  it('holds a wrong answer until tomorrow, then reviews it in a short practice that moves it on', async () => {
    const test = await setup();
    const paper = await submittedPaper(test);
    const wrong = paper.questions.filter((q) => q.type === 'mc')[1]!;
    const queue = (await test.call(test.student, 'GET', '/api/review-queue')).json() as ReviewQueueView;
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({ practiceId: paper.id, questionNo: wrong.questionNo, step: 0 });
    expect(queue.items[0]!.dueAt).toBe(hongKongDay(Date.now()) + DAY_MS);
    // The notebook says what the question is, as the paper showed it.
    expect(queue.items[0]!.questionHtml).toBe(wrong.questionHtml);
    expect(queue.due).toBe(0);
    expect((await test.call(test.student, 'POST', '/api/review-queue/practice', {})).statusCode).toBe(409);

    // a day later it is due
    await test.app.db
      .updateTable('reviewQueue')
      .set({ dueAt: Date.now() - 1, lastReviewAt: Date.now() - DAY_MS })
      .execute();
    expect(((await test.call(test.student, 'GET', '/api/review-queue')).json() as ReviewQueueView).due).toBe(1);
    const started = await test.call(test.student, 'POST', '/api/review-queue/practice', { locale: 'en' });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json() as { id: string };
    const review = (await test.call(test.student, 'GET', `/api/practices/${id}`)).json() as PracticeView;
    expect(review.questions).toHaveLength(1);
    await test.call(test.student, 'PUT', `/api/practices/${id}/answers/1`, { ans: 'a', seq: 1 });
    await test.call(test.student, 'POST', `/api/practices/${id}/submit`);
    const after = (await test.call(test.student, 'GET', '/api/review-queue')).json() as ReviewQueueView;
    expect(after.due).toBe(0);
    // Answered right, its FSRS memory grew (Good) and it comes back on a later day.
    expect(after.items[0]).toMatchObject({ practiceId: id, step: 0 });
    expect(after.items[0]!.stability).toBeGreaterThan(queue.items[0]!.stability);
    expect(after.items[0]!.dueAt).toBeGreaterThanOrEqual(hongKongDay(Date.now()) + DAY_MS);
  });

  it('holds a bookmarked question as one found hard, once the paper is marked, and only once', async () => {
    const test = await setup();
    const paper = await submittedPaper(test, test.student, 2);
    const right = paper.questions.find((q) => q.type === 'mc')!;
    const bookmark = (practiceId: string, questionNo: number) =>
      test.call(test.student, 'PUT', `/api/practices/${practiceId}/questions/${questionNo}/bookmark`);
    expect((await test.call(test.student, 'GET', '/api/review-queue')).json()).toMatchObject({ items: [] });

    expect((await bookmark(paper.id, right.questionNo)).statusCode).toBe(200);
    const queue = (await test.call(test.student, 'GET', '/api/review-queue')).json() as ReviewQueueView;
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({ practiceId: paper.id, questionNo: right.questionNo, step: 0 });
    expect(queue.items[0]!.dueAt).toBe(hongKongDay(Date.now()) + DAY_MS);

    // Bookmarking it again leaves its place in the notebook as it was.
    await test.app.db.updateTable('reviewQueue').set({ stability: 5 }).execute();
    expect((await bookmark(paper.id, right.questionNo)).statusCode).toBe(200);
    const again = (await test.call(test.student, 'GET', '/api/review-queue')).json() as ReviewQueueView;
    expect(again.items).toMatchObject([{ questionNo: right.questionNo, stability: 5 }]);

    // A question of a paper still being worked on is not judged yet.
    const open = await test.call(test.student, 'POST', '/api/practices', paperForm(test.catalogue, { mc: 1 }));
    expect((await bookmark((open.json() as PracticeView).id, 1)).statusCode).toBe(200);
    expect(((await test.call(test.student, 'GET', '/api/review-queue')).json() as ReviewQueueView).items).toHaveLength(
      1,
    );
  });

  it('takes out a written answer re-marked right, and belongs to students only', async () => {
    const test = await setup();
    await test.make.link(test.teacher, test.student);
    const paper = await submittedPaper(test, test.student, 2);
    const short = paper.questions.find((q) => q.type === 'short')!;
    const mark = (score: number) =>
      test.call(test.teacher, 'PUT', `/api/practices/${paper.id}/questions/${short.questionNo}/score`, { score });
    await mark(1);
    let queue = (await test.call(test.student, 'GET', '/api/review-queue')).json() as ReviewQueueView;
    expect(queue.items.map((i) => i.questionNo)).toEqual([short.questionNo]);
    await mark(2);
    queue = (await test.call(test.student, 'GET', '/api/review-queue')).json() as ReviewQueueView;
    expect(queue.items).toEqual([]);
    expect((await test.call(test.teacher, 'GET', '/api/review-queue')).statusCode).toBe(403);
  });
});

/** A published assignment of this teacher (or school) for the student, due in three days. */
async function assign(test: Setup, teacher: TestUser = test.teacher, remark = 'Revise chapter 1') {
  return publishAssignment(
    test,
    teacher,
    assignmentForm(paperForm(test.catalogue, { mc: 2 }), [test.student], { remark }),
  );
}

describe("the assignments tab of a student's statistics", () => {
  /** The student does it: the first MC right, the second wrong; with `late`, the due date passes first. */
  async function submit(test: Setup, assignmentId: string, late = false) {
    const started = await test.call(test.student, 'POST', `/api/assignments/${assignmentId}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const { practiceId } = started.json() as { practiceId: string };
    const practice = (await test.call(test.student, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
    const paper = (await test.call(test.teacher, 'GET', `/api/assignments/${assignmentId}`)).json() as {
      questions: Array<{ correctAns: string }>;
    };
    const right = paper.questions[0]!.correctAns;
    await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/1`, { ans: right, seq: 1 });
    await test.call(test.student, 'PUT', `/api/practices/${practiceId}/answers/2`, {
      ans: paper.questions[1]!.correctAns === 'a' ? 'b' : 'a',
      seq: 1,
    });
    if (late)
      await test.app.db
        .updateTable('assignments')
        .set({ dueDate: Date.now() - 60_000 })
        .where('id', '=', assignmentId)
        .execute();
    expect((await test.call(test.student, 'POST', `/api/practices/${practiceId}/submit`)).statusCode).toBe(200);
    expect(practice.questions).toHaveLength(2);
  }

  async function tab(test: Setup, user: TestUser, query = '') {
    const response = await test.call(user, 'GET', `/api/statistics/${test.student.id}/assignments${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StudentAssignmentStatistics;
  }

  it('gives punctuality and the number late after an on-time and a late submission, newest due first', async () => {
    const test = await setup();
    await test.make.link(test.teacher, test.student);
    expect(await tab(test, test.teacher)).toEqual({ punctuality: null, counted: 0, late: 0, assignments: [] });
    const onTime = await assign(test, test.teacher, 'On time');
    const late = await assign(test, test.teacher, 'Late');
    const waiting = await assign(test, test.teacher, 'Not started');
    await submit(test, onTime);
    await submit(test, late, true);

    const view = await tab(test, test.teacher);
    // the one not yet due does not count
    expect(view).toMatchObject({ punctuality: 50, counted: 2, late: 1 });
    expect(view.assignments.map((a) => [a.assignmentId, a.status, a.late])).toEqual([
      [waiting, 'new', false],
      [onTime, 'finished', false],
      [late, 'finished', true],
    ]);
    expect(view.assignments[1]).toMatchObject({
      remark: 'On time',
      teacherName: 'Ms Wong',
      subject: { id: test.catalogue.subjectId },
      scorePercent: 50,
      pendingMarking: 0,
    });
    expect(view.assignments[1]!.finishedAt).not.toBeNull();
    expect(view.assignments[0]).toMatchObject({ finishedAt: null, scorePercent: null });

    // once the last one's due date passes unsubmitted, it is late too
    await test.app.db
      .updateTable('assignments')
      .set({ dueDate: Date.now() - 1000 })
      .where('id', '=', waiting)
      .execute();
    expect(await tab(test, test.teacher)).toMatchObject({ punctuality: 33, counted: 3, late: 2 });
  });

  it("keeps to the subject and the range, and shows only this teacher's assignments", async () => {
    const test = await setup();
    await test.make.link(test.teacher, test.student);
    const other = await test.make.user('teacher', { name: 'Mr Ho' });
    await test.make.link(other, test.student);
    const mine = await assign(test);
    await assign(test, other);
    expect((await tab(test, test.teacher)).assignments.map((a) => a.assignmentId)).toEqual([mine]);
    const today = hongKongDay(Date.now());
    // due in three days: in a range that reaches today (what is still coming), not in one that ended yesterday
    expect((await tab(test, test.teacher, `?from=${today - 7 * DAY_MS}&to=${today}`)).assignments).toHaveLength(1);
    expect((await tab(test, test.teacher, `?from=${today - 7 * DAY_MS}&to=${today - DAY_MS}`)).assignments).toEqual([]);
    // nor in one that starts after its due date
    expect((await tab(test, test.teacher, `?from=${today + 4 * DAY_MS}&to=${today + 5 * DAY_MS}`)).assignments).toEqual(
      [],
    );
    expect((await tab(test, test.teacher, '?subjectId=no-such-subject')).assignments).toEqual([]);
    expect(
      (await tab(test, test.teacher, `?subjectId=${test.catalogue.subjectId}&school=${test.teacher.id}`)).assignments,
    ).toHaveLength(1);
  });

  it('offers a subject only assigned, not practised, in the selector of both views', async () => {
    const test = await setup();
    await test.make.link(test.teacher, test.student);
    await assign(test);
    const own = await statistics(test, test.student);
    expect(own.subjects.map((s) => s.id)).toEqual([test.catalogue.subjectId]);
    expect(own).toMatchObject({ subjectId: test.catalogue.subjectId, firstDay: null, series: [] });
    expect(own.cards).toMatchObject({ papers: 0, averageScore: null });
    const seen = await statistics(test, test.teacher, `/api/statistics/${test.student.id}`);
    expect(seen.subjects.map((s) => s.id)).toEqual([test.catalogue.subjectId]);
  });

  it('is not found for a stranger or a pending link, and never answers a student', async () => {
    const test = await setup();
    const stranger = await test.make.user('teacher');
    const url = `/api/statistics/${test.student.id}/assignments`;
    expect((await test.call(stranger, 'GET', url)).statusCode).toBe(404);
    await test.call(test.teacher, 'POST', '/api/students', { email: test.student.email });
    expect((await test.call(test.teacher, 'GET', url)).statusCode).toBe(404);
    expect((await test.call(test.teacher, 'GET', '/api/statistics/no-such-student/assignments')).statusCode).toBe(404);
    expect((await test.call(test.student, 'GET', url)).statusCode).toBe(403);
    expect((await test.call(null, 'GET', url)).statusCode).toBe(401);
  });
});

describe("a school's view of its teachers' students", () => {
  it('reads the statistics and its own assignments of a student its teacher linked for it, not a stranger school', async () => {
    const test = await setup();
    const school = await test.make.user('school', { name: 'St Paul' });
    await test.app.db
      .updateTable('profiles')
      .set({ premiumStudentQuantity: 5, premiumTeacherQuantity: 2, premiumExpiry: null })
      .where('id', '=', school.id)
      .execute();
    expect((await test.call(school, 'POST', '/api/school/teachers', { email: test.teacher.email })).statusCode).toBe(
      201,
    );
    expect((await test.call(test.teacher, 'POST', `/api/schools/${school.id}/accept`)).statusCode).toBe(200);
    const url = `/api/statistics/${test.student.id}?school=${school.id}`;
    const invited = await test.call(test.teacher, 'POST', '/api/students', {
      email: test.student.email,
      schoolId: school.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    // pending: nobody follows the student yet
    expect((await test.call(school, 'GET', url)).statusCode).toBe(404);
    expect((await test.call(test.student, 'POST', `/api/teachers/${test.teacher.id}/accept`)).statusCode).toBe(200);
    await submittedPaper(test);
    expect((await statistics(test, school, url)).cards.papers).toBe(1);
    // the teacher's own assignment is the teacher's; the school's tab lists the school's
    await assign(test, test.teacher, 'From Ms Wong');
    const schools = await assign(test, school, 'From the school');
    const seen = await test.call(school, 'GET', `/api/statistics/${test.student.id}/assignments`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect((seen.json() as StudentAssignmentStatistics).assignments).toMatchObject([
      { assignmentId: schools, remark: 'From the school', teacherName: 'St Paul' },
    ]);
    const stranger = await test.make.user('school');
    expect((await test.call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await test.call(stranger, 'GET', `/api/statistics/${test.student.id}/assignments`)).statusCode).toBe(404);
  });
});
