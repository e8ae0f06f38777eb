import type { Db } from '../../db/index';
import { selectMarkedAnswers } from '../papers/service';

/**
 * The bank-wide item analysis's reads (issue 29, point 3; common/item-analysis.ts), apart from queries.ts, which the
 * question editor's work keeps changing.
 */

/**
 * Every marked answer to a bank question of the subject on a finished, not deleted paper whose every answer is marked
 * (its score is final, so it can rank), finished since `since`: with what ranks it (the paper's score) and what the
 * option counts need (the shown answer, key and order, which common/option-order.ts maps back to the original
 * letters). Grouped by question in code (itemAnswersOf, analyseItem). Read by a nightly job, never per request: a
 * year of a busy subject is a few hundred thousand rows.
 */
export function listBankItemAnswers(db: Db, subjectId: string, since: number) {
  return selectMarkedAnswers(db)
    .select('practiceQuestions.questionId')
    .where('practices.subjectId', '=', subjectId)
    .where('practices.finishedAt', '>=', since)
    .where('practiceQuestions.questionId', 'is not', null)
    .$narrowType<{ questionId: string }>()
    .orderBy('practiceQuestions.questionId')
    .execute();
}

/** The bank questions an analysis names, with their chapter's title and their opening words. */
export function listItemQuestions(db: Db, questionIds: string[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questions')
    .innerJoin('chapters', 'chapters.id', 'questions.chapterId')
    .select([
      'questions.id',
      'questions.chapterId',
      'chapters.titleEn as chapterTitleEn',
      'chapters.titleZh as chapterTitleZh',
      'questions.type',
      'questions.level',
      'questions.questionEn',
      'questions.questionZh',
    ])
    .where('questions.id', 'in', questionIds)
    .where('questions.deleted', '=', 0)
    .execute();
}
