import type { ReviewPracticeBody, ReviewQueueView } from '../../../common/statistics';
import { nextReview, REVIEW_PRACTICE_MAX } from '../../../common/statistics-rules';
import type { DbContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { renderRichText } from '../../render/rich-text';
import { createPracticeOfQuestions } from '../papers/service';
import { countDue, findReviewRows, listDueQuestions, listReviewQueue, saveReviewRow } from './queries';

/** The notebook shows this many questions, soonest due first. */
const NOTEBOOK_MAX = 100;

/** The student's wrong-question notebook: how many are due now, and what is in it, soonest due first. */
export async function getReviewQueue(ctx: UserContext, now = Date.now()): Promise<ReviewQueueView> {
  const { db, user } = ctx;
  const [due, items] = await Promise.all([countDue(db, user.id, now), listReviewQueue(db, user.id, NOTEBOOK_MAX)]);
  // Each question's text as the paper showed it (its copy, so a teacher's edit shows), that the notebook says what
  // each question is, not only "Question 3".
  return {
    due,
    items: items.map(({ question, ...item }) => ({
      ...item,
      dueAt: Number(item.dueAt),
      questionHtml: renderRichText(question ?? '', { assetBase: `/content-assets/${item.subjectId}/` }),
    })),
  };
}

/**
 * "Review N due questions": a short practice of the questions due now (at most REVIEW_PRACTICE_MAX), in one subject
 * (the one asked for, else the one with the most due). Answering them moves each on (rollup.ts). Throws
 * nothing_to_review (409) when nothing is due.
 */
export async function startReviewPractice(
  ctx: UserContext,
  body: ReviewPracticeBody,
  now = Date.now(),
): Promise<{ id: string }> {
  const { db, user } = ctx;
  const due = await listDueQuestions(db, user.id, now, body.subjectId);
  if (due.length === 0) throw new AppError('nothing_to_review', 409);
  const bySubject = new Map<string, string[]>();
  for (const q of due) bySubject.set(q.subjectId, [...(bySubject.get(q.subjectId) ?? []), q.questionId]);
  const [subjectId, questionIds] = [...bySubject.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  const id = await createPracticeOfQuestions(
    ctx,
    { subjectId, questionIds: questionIds.slice(0, REVIEW_PRACTICE_MAX), locale: body.locale },
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
 * A bookmarked question is one the student found hard (issue 13): it comes back for review after 1, 3 and 7 days like
 * one answered wrong, unless the notebook already holds it. Answering it right in a review moves it on as usual.
 */
export async function keepForReview(ctx: DbContext, userId: string, question: NotebookQuestion, now = Date.now()) {
  const { db } = ctx;
  const [row] = await findReviewRows(db, userId, [question.questionId]);
  if (row && row.deleted === 0) return;
  const next = nextReview(null, false, now)!;
  await saveReviewRow(db, {
    userId,
    questionId: question.questionId,
    subjectId: question.subjectId,
    chapterId: question.chapterId,
    practiceId: question.practiceId,
    questionNo: question.questionNo,
    lastRight: question.right ? 1 : 0,
    step: next.step,
    dueAt: next.dueAt,
    deleted: 0,
    createdAt: now,
    updatedAt: now,
  });
}
