import type { Insertable, Selectable } from 'kysely';
import { Rating } from 'ts-fsrs';
import { hongKongDay } from '../../../common/statistics-days';
import type { ReviewQueueTable } from '../../db/tables/statistics';
import type { FinishingAnswer } from '../../events/hooks';
import {
  DEFAULT_MODEL,
  expectedSeconds,
  type FsrsModel,
  isRetired,
  memoryOfRow,
  ratingOf,
  reviewMemory,
  rowOfMemory,
} from './fsrs';

/**
 * How a marked answer moves the wrong-question notebook (docs/product-rules.md, "The wrong-question notebook's
 * schedule"): pure, so the mapping is unit-tested without a database (notebook-memory.test.ts).
 */

/** A marked answer of a finished paper, as the notebook reads it. */
export type NotebookAnswer = FinishingAnswer;

type Row = Selectable<ReviewQueueTable>;

/** The notebook question an answer moves: the one it reviews (a variant's), else its own bank question. */
export const notebookQuestionOf = (answer: NotebookAnswer) => answer.reviewOf ?? answer.questionId;

/**
 * The notebook row after one marked answer, or undefined when it changes nothing. `row` is the notebook's row of the
 * question (live or not). Rules:
 * - a question answered wrong enters the notebook (FSRS memory from Again); answered right it stays out;
 * - a question in the notebook met again anywhere (a review paper, any practice, an assignment) is rated from the
 *   answer: wrong Again, right Good, right but slow Hard (fsrs.ts ratingOf); it leaves once retired (stability 180 d);
 * - only the first answer of a Hong Kong day moves it: a later one that day, on another paper, changes nothing. The
 *   scheduler counts whole days and has no same-day steps, and the nightly fit reads the first answer of each day
 *   (fsrs-fit.ts historyOf); fed to FSRS, a second answer the same day would move the question by an elapsed time of
 *   0 days: right, its next review put off from tomorrow to 3 days away with no gain in stability (ts-fsrs keeps
 *   Good's interval above Hard's above Again's); wrong or slow, its difficulty raised for good;
 * - a re-mark of the answer that last moved the row (same paper): right where it was wrong takes a question that
 *   entered by it out again, else rates Good from there; wrong where it was right starts it over from Again;
 * - the same outcome recorded twice for the same paper changes nothing.
 */
export function notebookRowAfter(
  row: Row | undefined,
  answer: NotebookAnswer,
  paper: { userId: string; subjectId: string; practiceId: string; answeredAt: number },
  now: number,
  model: FsrsModel = DEFAULT_MODEL,
): Insertable<ReviewQueueTable> | undefined {
  const questionId = notebookQuestionOf(answer);
  if (questionId === null || answer.score === null) return undefined;
  const right = answer.score >= answer.totalScore;
  const live = row !== undefined && row.deleted === 0;
  const rating = ratingOf({
    right,
    seconds: answer.answerSeconds,
    expectedSeconds: expectedSeconds(answer),
  });
  let memory: ReturnType<typeof reviewMemory> | null;
  if (row && row.practiceId === paper.practiceId) {
    if ((row.lastRight === 1) === right) return undefined;
    // This paper's own answer was re-marked.
    if (!right) memory = reviewMemory(null, Rating.Again, paper.answeredAt, model);
    else if (Number(row.reps ?? 1) <= 1) memory = null;
    else memory = reviewMemory(memoryOfRow(row), rating, paper.answeredAt, model);
  } else if (!live) {
    if (right) return undefined;
    memory = reviewMemory(null, Rating.Again, paper.answeredAt, model);
  } else if (row.lastReviewAt !== null && hongKongDay(Number(row.lastReviewAt)) === hongKongDay(paper.answeredAt)) {
    return undefined;
  } else {
    memory = reviewMemory(memoryOfRow(row), rating, paper.answeredAt, model);
  }
  const retired = memory === null || (right && isRetired(memory));
  const columns = memory ? rowOfMemory(memory) : null;
  return {
    userId: paper.userId,
    questionId,
    subjectId: paper.subjectId,
    // A variant's answer keeps the notebook question's own place (chapter, paper and number where it was met).
    chapterId: answer.reviewOf && row ? row.chapterId : answer.chapterId,
    practiceId: paper.practiceId,
    questionNo: answer.questionNo,
    lastRight: right ? 1 : 0,
    step: 0,
    dueAt: columns?.dueAt ?? Number(row?.dueAt ?? paper.answeredAt),
    deleted: retired ? 1 : 0,
    createdAt: now,
    updatedAt: now,
    ...(columns ?? {}),
  };
}
