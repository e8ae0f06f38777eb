import { default_w } from 'ts-fsrs';
import { describe, expect, it, vi } from 'vitest';
import { defaultLearningSettings, type LearningSettingsView } from '../../../common/learning-settings';
import type { PracticeView } from '../../../common/practice';
import type { ReviewQueueView } from '../../../common/statistics';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { callAs, firstChapter, paperForm } from '../../test/requests';
import { fitNotebookWeights } from './service';

// The wrong-question notebook scheduled by FSRS (issue 29.1; docs/product-rules.md, "The wrong-question notebook's
// schedule"), through the API on the engine the run is on.

async function setup() {
  const test = await createTestApp();
  const student = await test.make.user('student');
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  await test.make.premium(student);
  const call = callAs(test.app);
  const queue = async (user = student) => (await call(user, 'GET', '/api/review-queue')).json() as ReviewQueueView;
  return { ...test, student, catalogue, call, queue };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** A finished paper of `mc` MC questions of the first chapter, each answered `ans`, its time on screen set. */
async function answeredPaper(test: Setup, ans: string, seconds: number | null = null, user = test.student) {
  const created = await test.call(user, 'POST', '/api/practices', paperForm(firstChapter(test.catalogue), { mc: 1 }));
  expect(created.statusCode, created.body).toBe(201);
  const paper = created.json() as PracticeView;
  return finish(test, paper.id, ans, seconds, user);
}

async function finish(test: Setup, practiceId: string, ans: string, seconds: number | null, user = test.student) {
  const paper = (await test.call(user, 'GET', `/api/practices/${practiceId}`)).json() as PracticeView;
  for (const q of paper.questions)
    await test.call(user, 'PUT', `/api/practices/${practiceId}/answers/${q.questionNo}`, { ans, seq: 1 });
  if (seconds !== null)
    await test.app.db
      .updateTable('practiceQuestions')
      .set({ answerSeconds: seconds })
      .where('practiceId', '=', practiceId)
      .execute();
  const submitted = await test.call(user, 'POST', `/api/practices/${practiceId}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return paper;
}

/** Makes every notebook row due since `daysAgo` days, as if last answered a day before that. */
async function makeDue(test: Setup, daysAgo = 0) {
  const dueAt = hongKongDay(Date.now()) - daysAgo * DAY_MS;
  await test.app.db
    .updateTable('reviewQueue')
    .set({ dueAt, lastReviewAt: dueAt - DAY_MS })
    .execute();
}

/** 60 questions in the notebook due today, stabilities 1..60 days, last seen 10 days ago (most forgotten: 1 day). */
async function sixtyDueToday(test: Setup) {
  await answeredPaper(test, 'b');
  const template = await test.app.db.selectFrom('reviewQueue').selectAll().executeTakeFirstOrThrow();
  const today = hongKongDay(Date.now());
  const rows = Array.from({ length: 60 }, (_, i) => ({
    ...template,
    questionId: `${template.questionId}-${String(i).padStart(2, '0')}`,
    stability: i + 1,
    lastReviewAt: today - 10 * DAY_MS,
    dueAt: today,
    reps: 3,
  }));
  const question = await test.app.db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', template.questionId)
    .executeTakeFirstOrThrow();
  await test.app.db
    .insertInto('questions')
    .values(rows.map((r) => ({ ...question, id: r.questionId })))
    .execute();
  await test.app.db.deleteFrom('reviewQueue').execute();
  await test.app.db.insertInto('reviewQueue').values(rows).execute();
  return rows;
}

describe('the notebook scheduled by FSRS', () => {
  it('gives each item its FSRS memory: due date, stability, difficulty and the chance of recall', async () => {
    const test = await setup();
    await answeredPaper(test, 'b');
    const queue = await test.queue();
    expect(queue).toMatchObject({ due: 0, backlog: 0, budget: 20 });
    expect(queue.items).toHaveLength(1);
    const [item] = queue.items;
    // A wrong answer is rated Again: a short memory, due the next Hong Kong day, recalled for sure just after.
    expect(item!.dueAt).toBe(hongKongDay(Date.now()) + DAY_MS);
    expect(item!.stability).toBeGreaterThan(0);
    expect(item!.stability).toBeLessThan(1);
    expect(item!.difficulty).toBeGreaterThanOrEqual(1);
    expect(item!.difficulty).toBeLessThanOrEqual(10);
    expect(item!.retrievability).toBeGreaterThan(0.95);
    expect(item!.retrievability).toBeLessThanOrEqual(1);
    expect(item!.today).toBe(false);
    // A day and a half later recall has fallen and it is among today's reviews.
    await makeDue(test);
    const later = await test.queue();
    expect(later.due).toBe(1);
    expect(later.items[0]!.today).toBe(true);
    expect(later.items[0]!.retrievability).toBeLessThan(item!.retrievability);
  });

  it('reviews by an unseen variant of the same chapter, type and level, whose answer moves the notebook question', async () => {
    const test = await setup();
    const paper = await answeredPaper(test, 'b');
    const notebookQuestion = (await test.queue()).items[0]!;
    const original = await test.app.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', notebookQuestion.questionId)
      .executeTakeFirstOrThrow();
    // The bank gets a twin of it (same chapter, type, level) that the student has not met.
    const twinId = `${original.id}-twin`;
    await test.app.db
      .insertInto('questions')
      .values({ ...original, id: twinId, statA: 0, statB: 0, statC: 0, statD: 0, statBlank: 0 })
      .execute();
    await makeDue(test);
    const started = await test.call(test.student, 'POST', '/api/review-queue/practice', { locale: 'en' });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json() as { id: string };
    const row = await test.app.db
      .selectFrom('practiceQuestions')
      .select(['questionId', 'reviewOf'])
      .where('practiceId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ questionId: twinId, reviewOf: original.id });
    const before = (await test.queue()).items[0]!;
    await finish(test, id, 'a', null);
    const after = await test.queue();
    // The notebook still holds the original question, now reviewed right (Good): a longer memory, due later.
    expect(after.items.map((i) => i.questionId)).toEqual([original.id]);
    expect(after.items[0]!.stability).toBeGreaterThan(before.stability);
    expect(after.items[0]!.dueAt).toBeGreaterThan(Date.now());
    expect(after.items[0]!.practiceId).toBe(id);
    expect(paper.id).not.toBe(id);
  });

  it('reviews by the question itself when the bank has no unseen variant', async () => {
    const test = await setup();
    await answeredPaper(test, 'b');
    const { questionId } = (await test.queue()).items[0]!;
    await makeDue(test);
    const { id } = (await test.call(test.student, 'POST', '/api/review-queue/practice', {})).json() as { id: string };
    const row = await test.app.db
      .selectFrom('practiceQuestions')
      .select(['questionId', 'reviewOf'])
      .where('practiceId', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ questionId, reviewOf: questionId });
    // Wrong again (Again): a lapse, and back tomorrow.
    await finish(test, id, 'b', null);
    const [item] = (await test.queue()).items;
    expect(item!.dueAt).toBe(hongKongDay(Date.now()) + DAY_MS);
    const lapses = await test.app.db.selectFrom('reviewQueue').select('lapses').executeTakeFirstOrThrow();
    expect(lapses.lapses).toBe(1);
  });

  it('rates a right but slow answer Hard: a shorter memory than a quick right one, and never Easy', async () => {
    const test = await setup();
    const other = await test.make.user('student');
    await test.make.premium(other);
    const stabilityAfterReview = async (user: TestUser, seconds: number) => {
      await answeredPaper(test, 'b', null, user);
      await test.app.db
        .updateTable('reviewQueue')
        .set({ dueAt: Date.now() - DAY_MS, lastReviewAt: Date.now() - 2 * DAY_MS })
        .where('userId', '=', user.id)
        .execute();
      const { id } = (await test.call(user, 'POST', '/api/review-queue/practice', {})).json() as { id: string };
      // The answer is saved `seconds` after the review opened, by the server's clock: that is its time on screen.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
      try {
        await finish(test, id, 'a', null, user);
        const timed = await test.app.db
          .selectFrom('practiceQuestions')
          .select('answerSeconds')
          .where('practiceId', '=', id)
          .executeTakeFirstOrThrow();
        expect(timed.answerSeconds).toBeGreaterThanOrEqual(seconds);
        expect(timed.answerSeconds).toBeLessThanOrEqual(seconds + 5);
        return (await test.queue(user)).items[0]!.stability;
      } finally {
        vi.useRealTimers();
      }
    };
    // A level-1 MC question is expected to take 67.5 s; slower than 1.5 times that is Hard.
    const quick = await stabilityAfterReview(test.student, 40);
    const slow = await stabilityAfterReview(other, 200);
    expect(slow).toBeLessThan(quick);
    expect(slow).toBeGreaterThan(0);
  });

  it('moves the memory when the question is met again on any paper, and retires it once well remembered', async () => {
    const test = await setup();
    await answeredPaper(test, 'b');
    // A plain practice (no review) meeting the same question: the chapter's one level-1 MC is drawn again.
    await makeDue(test, 3);
    await answeredPaper(test, 'a');
    const [item] = (await test.queue()).items;
    expect(item!.stability).toBeGreaterThan(1);
    // Stable for half a year: one more right answer takes it out of the notebook.
    await test.app.db
      .updateTable('reviewQueue')
      .set({ stability: 400, lastReviewAt: Date.now() - DAY_MS })
      .execute();
    await answeredPaper(test, 'a');
    expect((await test.queue()).items).toEqual([]);
  });

  it('shows at most the daily budget, twice it after a break, the most forgotten first, less those done today', async () => {
    const test = await setup();
    const rows = await sixtyDueToday(test);
    const today = hongKongDay(Date.now());
    const queue = await test.queue();
    expect(queue).toMatchObject({ due: 20, backlog: 60, budget: 20 });
    const shown = queue.items.filter((i) => i.today);
    expect(shown.map((i) => i.stability).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const lowest = Math.max(...shown.map((i) => i.retrievability));
    expect(queue.items.filter((i) => !i.today).every((i) => i.retrievability >= lowest)).toBe(true);

    // After a break (due since before today): at most twice the budget.
    await test.app.db
      .updateTable('reviewQueue')
      .set({ dueAt: today - 5 * DAY_MS })
      .execute();
    expect((await test.queue()).due).toBe(40);
    // Reviews done today count against it.
    await test.app.db
      .updateTable('reviewQueue')
      .set({ lastReviewAt: Date.now(), dueAt: today + DAY_MS })
      .where(
        'questionId',
        'in',
        rows.slice(50).map((r) => r.questionId),
      )
      .execute();
    expect(await test.queue()).toMatchObject({ due: 30, backlog: 50 });
  });

  it('takes the budget from the learning settings, which a super-admin changes and an admin reads', async () => {
    const test = await setup();
    const admin = await test.make.user('admin');
    const superAdmin = await test.make.user('super-admin');
    const read = await test.call(admin, 'GET', '/api/admin/settings/learning');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ settings: defaultLearningSettings, canEdit: false });
    const body = { ...defaultLearningSettings, reviewDailyBudget: 5 };
    expect((await test.call(admin, 'PUT', '/api/admin/settings/learning', body)).statusCode).toBe(403);
    expect((await test.call(test.student, 'GET', '/api/admin/settings/learning')).statusCode).toBe(403);
    const bad = {
      ...body,
      levelCutScores: { x: { ...defaultLearningSettings.levelCutScores['hkdse-math-cp']!, '5**': 0.1 } },
    };
    expect((await test.call(superAdmin, 'PUT', '/api/admin/settings/learning', bad)).statusCode).toBe(400);
    const saved = await test.call(superAdmin, 'PUT', '/api/admin/settings/learning', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as LearningSettingsView).settings.reviewDailyBudget).toBe(5);
    expect((await test.queue()).budget).toBe(5);
  });

  it("lets a student set their own daily budget within 5 to 100, or go back to everyone's", async () => {
    const test = await setup();
    await sixtyDueToday(test);
    const other = await test.make.user('student');
    const teacher = await test.make.user('teacher');
    const superAdmin = await test.make.user('super-admin');
    const set = (dailyBudget: number | null, user = test.student) =>
      test.call(user, 'PUT', '/api/review-queue/budget', { dailyBudget });
    expect(await test.queue()).toMatchObject({ due: 20, budget: 20, ownBudget: null, defaultBudget: 20 });
    const saved = await set(30);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ due: 30, backlog: 60, budget: 30, ownBudget: 30, defaultBudget: 20 });
    expect(await test.queue()).toMatchObject({ due: 30, budget: 30 });
    // Only the student's own: another student keeps everyone's budget.
    expect(await test.queue(other)).toMatchObject({ budget: 20, ownBudget: null });
    // Out of bounds, not a whole number, or not a student: refused, nothing changed.
    for (const bad of [4, 101, 12.5]) expect((await set(bad)).statusCode).toBe(400);
    expect((await set(10, teacher)).statusCode).toBe(403);
    expect((await test.call(test.student, 'PUT', '/api/review-queue/budget', {})).statusCode).toBe(400);
    expect((await test.queue()).budget).toBe(30);
    // The setting for everyone moves those who chose none, not those who did.
    const settings = { ...defaultLearningSettings, reviewDailyBudget: 10 };
    expect((await test.call(superAdmin, 'PUT', '/api/admin/settings/learning', settings)).statusCode).toBe(200);
    expect(await test.queue()).toMatchObject({ budget: 30, defaultBudget: 10 });
    expect((await test.queue(other)).budget).toBe(10);
    // Back to everyone's.
    expect((await set(null)).json()).toMatchObject({ due: 10, budget: 10, ownBudget: null });
  });

  it('schedules with the newest fitted weights that beat the defaults, and fits none on too few reviews', async () => {
    const test = await setup();
    await answeredPaper(test, 'b');
    // Too few reviews in the whole bank to fit on: nothing recorded, the defaults stay.
    expect(await fitNotebookWeights(test.app.appContext)).toBeNull();
    expect(await test.app.db.selectFrom('reviewWeights').selectAll().execute()).toEqual([]);
    const defaultStart = (await test.queue()).items[0]!.stability;
    expect(defaultStart).toBeCloseTo(default_w[0]!, 6);
    // FSRS-6 starts a question answered wrong at w[0] days.
    const weights = (first: number) => JSON.stringify([first, ...default_w.slice(1)]);
    const fit = { items: 5000, checkedReviews: 1000, logLoss: 0.3, defaultLogLoss: 0.4 };
    await test.app.db
      .insertInto('reviewWeights')
      .values([
        { ...fit, fittedAt: 1, weights: weights(1.5), used: 1 },
        { ...fit, fittedAt: 2, weights: weights(2.5), used: 1 },
        // newer, but worse than the defaults on the students held out: recorded, not used
        { ...fit, fittedAt: 3, weights: weights(9), used: 0, logLoss: 0.5 },
      ])
      .execute();
    await test.app.db.deleteFrom('reviewQueue').execute();
    await answeredPaper(test, 'b');
    const [item] = (await test.queue()).items;
    expect(item!.stability).toBeCloseTo(2.5, 6);
  });
});
