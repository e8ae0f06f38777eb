import type { Db } from '../../db/index';

/**
 * An assignment's item analysis read (issue 29, point 3; common/item-analysis.ts), apart from queries.ts, which is
 * near its size limit.
 */

/**
 * The answers of an assignment's students on their finished, not deleted papers whose every answer is marked, with
 * the paper's score (what ranks them) and the shown answer, key and order (for the original letters). Keyed by
 * question number: every student's copy numbers the questions as the paper did (results.ts). A class is a few
 * thousand rows at most, read when the teacher opens the analysis.
 */
export function listAssignmentItemAnswers(db: Db, assignmentId: string) {
  return db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .innerJoin('assignmentStudents', 'assignmentStudents.practiceId', 'practices.id')
    .select([
      'practiceQuestions.practiceId',
      'practiceQuestions.questionNo',
      'practiceQuestions.type',
      'practiceQuestions.score',
      'practiceQuestions.totalScore',
      'practiceQuestions.ans',
      'practiceQuestions.correctAns',
      'practiceQuestions.optionOrder',
      'practices.score as paperScore',
      'practices.totalScore as paperTotalScore',
    ])
    .where('assignmentStudents.assignmentId', '=', assignmentId)
    .where('assignmentStudents.deleted', '=', 0)
    .where('practices.finishedAt', 'is not', null)
    .where('practices.deleted', '=', 0)
    .where('practices.pendingMarking', '=', 0)
    .where('practices.score', 'is not', null)
    .where('practiceQuestions.score', 'is not', null)
    .where('practiceQuestions.totalScore', '>', 0)
    .$narrowType<{ score: number; paperScore: number }>()
    .orderBy('practiceQuestions.questionNo')
    .execute();
}
