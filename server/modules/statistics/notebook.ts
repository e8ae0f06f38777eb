import { Rating } from 'ts-fsrs';
import type { ReviewBudgetBody } from '../../../common/learning-settings';
import type { ReviewPracticeBody, ReviewQueueView } from '../../../common/statistics';
import { hongKongDay } from '../../../common/statistics-days';
import { REVIEW_PRACTICE_MAX } from '../../../common/statistics-rules';
import type { DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { renderRichText } from '../../render/rich-text';
import { createPracticeOfQuestions } from '../papers/service';
import { getLearningSettings } from '../settings/service';
import { chooseVariant, memoryOfRow, memoryView, planReviewDay, reviewMemory, rowOfMemory } from './fsrs';
import { findReviewBudget, saveReviewBudget } from './learning-queries';
import {
  countReviewedSince,
  findReviewRows,
  listDueReviews,
  listReviewQueue,
  listSeenQuestionIds,
  listVariantCandidates,
  saveReviewRow,
} from './notebook-queries';
import { notebookModel } from './notebook-weights';

/** The notebook shows this many questions, soonest due first. */
const NOTEBOOK_MAX = 100;

/**
 * Today's reviews (docs/product-rules.md, "The wrong-question notebook's schedule"): the questions due now, the most
 * forgotten first, within the daily budget (the student's own, else the setting's; twice it after a break), less the
 * reviews already done today.
 */
async function planToday(ctx: UserContext, now: number, subjectId?: string) {
  const { db, user } = ctx;
  const [due, done, settings, ownBudget, model] = await Promise.all([
    listDueReviews(db, user.id, now),
    countReviewedSince(db, user.id, hongKongDay(now)),
    getLearningSettings(ctx),
    findReviewBudget(db, user.id),
    notebookModel(ctx),
  ]);
  const defaultBudget = settings.reviewDailyBudget;
  const budget = ownBudget ?? defaultBudget;
  const plan = planReviewDay(
    due.map((row) => ({ questionId: row.questionId, memory: memoryOfRow(row) })),
    now,
    budget,
    done,
    model,
  );
  const byId = new Map(due.map((row) => [row.questionId, row]));
  const today = plan.map((p) => byId.get(p.questionId)!).filter((row) => !subjectId || row.subjectId === subjectId);
  return { today, backlog: due.length, budget, ownBudget, defaultBudget, model };
}

/**
 * The student's wrong-question notebook: today's reviews left, everything due, the budget, and what is in it (soonest
 * due first) with each question's FSRS memory and its chance of being recalled now.
 */
export async function getReviewQueue(ctx: UserContext, now = Date.now()): Promise<ReviewQueueView> {
  const { db, user } = ctx;
  const [{ today, backlog, budget, ownBudget, defaultBudget, model }, rows] = await Promise.all([
    planToday(ctx, now),
    listReviewQueue(db, user.id, NOTEBOOK_MAX),
  ]);
  const inToday = new Set(today.map((row) => row.questionId));
  return {
    due: today.length,
    backlog,
    budget,
    ownBudget,
    defaultBudget,
    items: rows.map((row) => ({
      questionId: row.questionId,
      subjectId: row.subjectId,
      chapterId: row.chapterId,
      chapterTitleEn: row.chapterTitleEn,
      chapterTitleZh: row.chapterTitleZh,
      practiceId: row.practiceId,
      questionNo: row.questionNo,
      // The question's text as the paper showed it (its copy, so a teacher's edit shows): the notebook says what each
      // question is, not only "Question 3".
      questionHtml: renderRichText(row.question ?? '', { assetBase: `/content-assets/${row.subjectId}/` }),
      step: row.stability === null ? row.step : 0,
      ...memoryView(memoryOfRow(row), now, model),
      today: inToday.has(row.questionId),
    })),
  };
}

/**
 * The student sets their own daily review budget (within OWN_REVIEW_BUDGET; the route's schema checks it), or with
 * null goes back to the learning setting. Answers the notebook as it now stands.
 */
export async function setReviewBudget(
  ctx: UserContext,
  body: ReviewBudgetBody,
  now = Date.now(),
): Promise<ReviewQueueView> {
  await saveReviewBudget(ctx.db, ctx.user.id, body.dailyBudget, now);
  return getReviewQueue(ctx, now);
}

/**
 * "Review N questions": a short practice of today's reviews (at most REVIEW_PRACTICE_MAX), in one subject (the one
 * asked for, else the one with the most today). Each is shown by an unseen variant of the same chapter, type and level
 * where the bank has one (fsrs.ts chooseVariant), else by itself; the paper records which notebook question each
 * stands for (`reviewOf`), and its answer moves that question's memory (rollup.ts). Throws nothing_to_review (409)
 * when nothing is left for today.
 */
export async function startReviewPractice(
  ctx: UserContext,
  body: ReviewPracticeBody,
  now = Date.now(),
): Promise<{ id: string }> {
  const { db, user } = ctx;
  const { today } = await planToday(ctx, now, body.subjectId);
  if (today.length === 0) throw new AppError('nothing_to_review', 409);
  const bySubject = new Map<string, typeof today>();
  for (const row of today) bySubject.set(row.subjectId, [...(bySubject.get(row.subjectId) ?? []), row]);
  const [subjectId, rows] = [...bySubject.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  const chosen = rows.slice(0, REVIEW_PRACTICE_MAX);
  const chapterIds = [...new Set(chosen.map((row) => row.chapterId))];
  const [bank, seenIds] = await Promise.all([
    listVariantCandidates(db, chapterIds),
    listSeenQuestionIds(db, user.id, chapterIds),
  ]);
  const seen = new Set(seenIds);
  const shown = chosen.map((row) => {
    const variant = chooseVariant(
      { id: row.questionId, chapterId: row.chapterId, type: row.type, level: row.level },
      bank,
      seen,
    );
    // Two notebook questions of one chapter, type and level never share a variant.
    seen.add(variant);
    return variant;
  });
  const id = await createPracticeOfQuestions(
    ctx,
    { subjectId, questionIds: shown, reviewOf: chosen.map((row) => row.questionId), locale: body.locale },
    now,
  );
  return { id };
}

/** A question of a finished paper, as the notebook keeps it. */
export interface NotebookQuestion {
  questionId: string;
  subjectId: string;
  chapterId: string;
  practiceId: string;
  questionNo: number;
  /** whether the student's answer earned full marks */
  right: boolean;
}

/**
 * A bookmarked question is one the student found hard (issue 13): it enters the notebook as one answered wrong (FSRS
 * memory from Again), unless the notebook already holds it. Answering it in a review moves it on as usual.
 */
export async function keepForReview(ctx: DbContext, userId: string, question: NotebookQuestion, now = Date.now()) {
  const { db } = ctx;
  const [row] = await findReviewRows(db, userId, [question.questionId]);
  if (row && row.deleted === 0) return;
  const model = await notebookModel(ctx);
  await saveReviewRow(db, {
    userId,
    questionId: question.questionId,
    subjectId: question.subjectId,
    chapterId: question.chapterId,
    practiceId: question.practiceId,
    questionNo: question.questionNo,
    lastRight: question.right ? 1 : 0,
    step: 0,
    deleted: 0,
    createdAt: now,
    updatedAt: now,
    ...rowOfMemory(reviewMemory(null, Rating.Again, now, model)),
  });
}
