import type { Insertable, Selectable } from 'kysely';
import type { PaperSettingsColumns } from '../../db/tables/columns';
import type { PracticeQuestionTable, PracticeTable } from '../../db/tables/papers';

/**
 * A question of a new paper, before the student answers: no answer, no mark, no time on screen, nothing disputed or
 * waiting for a regrade, never edited. A redo spreads it over the old question's row, so every column that a student's
 * work or a marker writes is named here.
 */
export const unanswered: Pick<
  Selectable<PracticeQuestionTable>,
  | 'ans'
  | 'ansSeq'
  | 'ansSavedAt'
  | 'score'
  | 'comment'
  | 'markedBy'
  | 'markVersion'
  | 'disputeScore'
  | 'answerSeconds'
  | 'regradePending'
  | 'editedAt'
> = {
  ans: null,
  ansSeq: 0,
  ansSavedAt: null,
  score: null,
  comment: null,
  markedBy: null,
  markVersion: 0,
  disputeScore: null,
  answerSeconds: null,
  regradePending: 0,
  editedAt: null,
};

/** A paper's question counts, as its row keeps them: all, and per type. */
export function paperCounts(questions: ReadonlyArray<{ type: string }>) {
  const countOf = (type: string) => questions.filter((q) => q.type === type).length;
  return {
    noOfQuestions: questions.length,
    noOfMCQuestions: countOf('mc'),
    noOfShortQuestions: countOf('short'),
    noOfLongQuestions: countOf('long'),
  };
}

/**
 * A paper's shape as its row keeps it (a practice's, an assignment's): difficulty, question counts and time limit in
 * minutes. What its views show, and what a redo copies.
 */
export function paperShapeOf(
  row: Pick<
    PaperSettingsColumns,
    'difficulty' | 'noOfQuestions' | 'noOfMCQuestions' | 'noOfShortQuestions' | 'noOfLongQuestions' | 'timeLimit'
  >,
) {
  return {
    difficulty: row.difficulty,
    noOfQuestions: row.noOfQuestions,
    noOfMCQuestions: row.noOfMCQuestions,
    noOfShortQuestions: row.noOfShortQuestions,
    noOfLongQuestions: row.noOfLongQuestions,
    timeLimit: row.timeLimit,
  };
}

/** What a new paper's row says of itself: its owner, settings and source; the rest follows from its questions. */
export type NewPaperFields = Pick<
  Insertable<PracticeTable>,
  'id' | 'userId' | 'subjectId' | 'locale' | 'difficulty' | 'timeLimit' | 'source'
> & {
  chapterIds: string[];
} & Partial<Omit<Insertable<PracticeTable>, 'chapterIds'>>;

/**
 * The row of a paper started `now` holding `questions`, however it was set (the form, a mock, the notebook, an
 * assignment, AI): counts and total from its questions, the deadline `timeLimit` minutes on, unfinished and unmarked.
 * `fields` may say more (a notice, the mock's sections, the assignment it copies) or, for a paper still being
 * written, its planned counts and total.
 */
export function newPracticeRow(
  fields: NewPaperFields,
  questions: ReadonlyArray<{ type: string; totalScore: number }>,
  now: number,
): Insertable<PracticeTable> {
  const { chapterIds, ...given } = fields;
  return {
    ...paperCounts(questions),
    startedAt: now,
    deadlineAt: now + fields.timeLimit * 60_000,
    totalScore: questions.reduce((sum, q) => sum + q.totalScore, 0),
    pendingMarking: 0,
    remark: '',
    notice: null,
    deleted: 0,
    createdAt: now,
    updatedAt: now,
    ...given,
    chapterIds: JSON.stringify(chapterIds),
  };
}
