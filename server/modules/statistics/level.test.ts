import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dseLevels } from '../../../common/expected-level';
import { defaultLearningSettings, MATHS_COMPULSORY_CUT_SCORES } from '../../../common/learning-settings';
import type { PracticeView } from '../../../common/practice';
import type { StatisticsView } from '../../../common/statistics';
import { DAY_MS, hongKongDay } from '../../../common/statistics-days';
import { createEmbeddedQueue } from '../../jobs/embedded-queue';
import { QUEUES } from '../../jobs/queue-names';
import { eventually } from '../../test/ai-app';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/factories';
import { handInPaper, paperForm } from '../../test/requests';
import { registerCalibrationWorker } from './jobs';
import { calibrateSubjects, scheduleCalibration } from './service';

// The expected DSE level with its odds (issue 29.2) and its nightly calibration, on the engine the run is on.

async function setup() {
  const test = await createTestApp();
  const catalogue = await test.make.catalogue({ questionsPerType: 3 });
  const superAdmin = await test.make.user('super-admin');
  // The test subject's bands name only 5**, 4 and U: its cut scores come from the learning settings.
  const settings = {
    ...defaultLearningSettings,
    levelCutScores: { ...defaultLearningSettings.levelCutScores, [catalogue.subjectId]: MATHS_COMPULSORY_CUT_SCORES },
  };
  const saved = await test.call(superAdmin, 'PUT', '/api/admin/settings/learning', settings);
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...test, catalogue };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** A finished paper of all six MC questions of the subject, `right` of them answered right. */
async function paper(test: Setup, student: TestUser, right: number): Promise<PracticeView> {
  await test.make.premium(student);
  const form = paperForm(test.catalogue, { mc: 6, difficulty: 2 });
  return handInPaper(test, student, form, (q) => (q.questionNo <= right ? 'a' : 'b'));
}

/**
 * Copies of a finished paper for other students, straight into the tables: `scores[k]` is the k-th copy's marks per
 * question (1 right, 0 wrong), so the calibration has the 30 answers a question needs without 30 sign-ups.
 */
async function copies(test: Setup, template: PracticeView, owners: TestUser[], scores: number[][]) {
  const db = test.app.db;
  const practice = await db.selectFrom('practices').selectAll().where('id', '=', template.id).executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('practiceQuestions')
    .selectAll()
    .where('practiceId', '=', template.id)
    .execute();
  for (const [k, marks] of scores.entries()) {
    const id = randomUUID();
    const score = marks.reduce((s, x) => s + x, 0);
    await db
      .insertInto('practices')
      .values({ ...practice, id, userId: owners[k % owners.length]!.id, score })
      .execute();
    await db
      .insertInto('practiceQuestions')
      .values(questions.map((q, i) => ({ ...q, id: randomUUID(), practiceId: id, score: marks[i]! })))
      .execute();
  }
}

const statistics = async (test: Setup, student: TestUser) =>
  (await test.call(student, 'GET', `/api/statistics?subjectId=${test.catalogue.subjectId}`)).json() as StatisticsView;

describe('the expected DSE level', () => {
  it('is null until calibrated and with too little evidence, then gives the likely level and odds summing to 1', async () => {
    const test = await setup();
    const others = await Promise.all([1, 2, 3, 4].map(() => test.make.user('student')));
    const strong = await test.make.user('student');
    const weak = await test.make.user('student');
    const thin = await test.make.user('student');
    const template = await paper(test, strong, 6);
    for (let i = 0; i < 3; i++) await paper(test, strong, 5);
    for (let i = 0; i < 4; i++) await paper(test, weak, 1);
    for (let i = 0; i < 2; i++) await paper(test, thin, 6);
    // 40 more answers per question from four other students of every kind: question k is right for those with
    // more than k of 6 (the later questions are harder).
    await copies(
      test,
      template,
      others,
      Array.from({ length: 40 }, (_, c) => Array.from({ length: 6 }, (_, k) => (c % 7 > k ? 1 : 0))),
    );
    expect((await statistics(test, strong)).cards.expectedLevel).toBeNull();

    const done = await calibrateSubjects(test.app.appContext);
    expect(done.subjects).toBeGreaterThanOrEqual(1);
    const calibrated = await test.app.db
      .selectFrom('questionCalibrations')
      .selectAll()
      .where('subjectId', '=', test.catalogue.subjectId)
      .execute();
    expect(calibrated).toHaveLength(6);

    const level = (await statistics(test, strong)).cards.expectedLevel!;
    expect(level).not.toBeNull();
    expect(level).toMatchObject({ papers: 4, questions: 24 });
    expect(Object.keys(level.probabilities).sort()).toEqual([...dseLevels].sort());
    const sum = Object.values(level.probabilities).reduce((s, p) => s + p, 0);
    expect(sum).toBeCloseTo(1, 6);
    for (const p of Object.values(level.probabilities)) expect(p).toBeGreaterThanOrEqual(0);
    // The likely level is the most probable one.
    expect(Math.max(...Object.values(level.probabilities))).toBe(level.probabilities[level.likely]);

    const low = (await statistics(test, weak)).cards.expectedLevel!;
    expect(dseLevels.indexOf(low.likely)).toBeLessThan(dseLevels.indexOf(level.likely));
    // Two papers are too little to tell, however well they went.
    expect((await statistics(test, thin)).cards.expectedLevel).toBeNull();
    // The previous period's cards carry no level.
    expect((await statistics(test, strong)).previous.expectedLevel).toBeNull();
  });

  it('is refitted by a nightly job: sent once a night from 03:00 Hong Kong time, run by the worker', async () => {
    const test = await setup();
    const today = hongKongDay(Date.now());
    const ctx = test.app.appContext;
    expect(await scheduleCalibration(ctx, today + 2 * 3_600_000)).toBeNull();
    const jobId = await scheduleCalibration(ctx, today + 3.5 * 3_600_000);
    expect(jobId).not.toBeNull();
    expect(await scheduleCalibration(ctx, today + 5 * 3_600_000)).toBeNull();
    const nextNight = await scheduleCalibration(ctx, today + DAY_MS + 3.2 * 3_600_000);
    expect(nextNight).not.toBeNull();
    // An earlier night claimed late changes nothing.
    expect(await scheduleCalibration(ctx, today + 4 * 3_600_000)).toBeNull();

    const student = await test.make.user('student');
    const template = await paper(test, student, 3);
    const other = await test.make.user('student');
    await copies(
      test,
      template,
      [other],
      Array.from({ length: 35 }, (_, c) => Array.from({ length: 6 }, (_, k) => (c % 5 > k ? 1 : 0))),
    );
    const workers = createEmbeddedQueue(test.app.db, { pollMs: 20, backoffBaseMs: 50 });
    registerCalibrationWorker(workers, ctx);
    onTestFinished(() => workers.stop());
    const job = await eventually(async () => {
      const row = await workers.get(jobId!);
      return row?.state === 'completed' ? row : null;
    });
    expect(job.queue).toBe(QUEUES.calibrate);
    const subject = await test.app.db
      .selectFrom('subjectCalibrations')
      .selectAll()
      .where('subjectId', '=', test.catalogue.subjectId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(subject.cutPoints)).toHaveLength(6);
    expect(subject.questions).toBe(6);
  });
});
