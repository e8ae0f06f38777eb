import type { DbContext } from '../../context';
import { DEFAULT_MODEL, expectedSeconds, type FsrsModel, ratingOf } from './fsrs';
import { fitAndCheck, type HistoryAnswer, historyOf, type ReviewHistory, type WeightsFit } from './fsrs-fit';
import {
  findReviewWeightsInUse,
  listCalibrationSubjects,
  listNotebookAnswers,
  saveReviewWeights,
} from './learning-queries';
import { CALIBRATION_WINDOW_MS } from './level';

/**
 * The notebook's FSRS model (docs/product-rules.md, "The wrong-question notebook's schedule"): the target retention,
 * 0.90, with the newest weights the nightly job fitted that predicted held-out students' recall better than the
 * defaults, else the defaults. Read per request (one row by its index), so every server uses the same weights from
 * the moment they are saved.
 */
export async function notebookModel(ctx: DbContext): Promise<FsrsModel> {
  const row = await findReviewWeightsInUse(ctx.db);
  if (!row) return DEFAULT_MODEL;
  return { ...DEFAULT_MODEL, weights: JSON.parse(row.weights) as number[] };
}

/**
 * The nightly fit of the notebook's FSRS weights (after the calibration, the same job; `npm run calibrate` by hand):
 * every student's history of each question in the last year, from its first wrong answer on, each answer rated as
 * the notebook rates it (wrong Again, right Good, right but slow Hard); fitted on four students in five and checked
 * on the fifth (fsrs-fit.ts fitAndCheck). Every fit is recorded; only one that beat the defaults is used. Null when
 * there were too few reviews to fit.
 */
export async function fitNotebookWeights(ctx: DbContext, now = Date.now()): Promise<WeightsFit | null> {
  const { db } = ctx;
  const histories: Array<{ userId: string; history: ReviewHistory }> = [];
  for (const subject of await listCalibrationSubjects(db)) {
    const answers = await listNotebookAnswers(db, subject.id, now - CALIBRATION_WINDOW_MS);
    const byQuestion = new Map<string, { userId: string; answers: HistoryAnswer[] }>();
    for (const answer of answers) {
      const key = `${answer.userId}\u0000${answer.reviewOf ?? answer.questionId}`;
      const entry = byQuestion.get(key) ?? { userId: answer.userId, answers: [] };
      entry.answers.push({
        at: Number(answer.finishedAt),
        rating: ratingOf({
          right: answer.score >= answer.totalScore,
          seconds: answer.answerSeconds,
          expectedSeconds: expectedSeconds(answer),
        }),
      });
      byQuestion.set(key, entry);
    }
    for (const { userId, answers: list } of byQuestion.values()) {
      const history = historyOf(list);
      if (history && history.length > 1) histories.push({ userId, history });
    }
  }
  const fit = await fitAndCheck(histories);
  if (!fit) return null;
  await saveReviewWeights(db, {
    fittedAt: now,
    weights: JSON.stringify(fit.weights),
    items: fit.items,
    checkedReviews: fit.checkedReviews,
    logLoss: fit.logLoss,
    defaultLogLoss: fit.defaultLogLoss,
    used: fit.used ? 1 : 0,
  });
  return fit;
}
