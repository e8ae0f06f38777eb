import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { selectMarkedAnswers } from '../papers/service';

// An assignment's results, read (get-results.ts): its answers tallied, its marks, and its item analysis (issue 29.3;
// common/item-analysis.ts).

/**
 * The answers of the assignment's finished papers, counted in the database: per question number and original option
 * (a shuffled copy's letter mapped back through its optionOrder, as toOriginalOption does; null for written answers),
 * how many answered so, how many of those are marked and their score. A year group's 20,000 answers come back as a
 * few hundred rows.
 */
export function tallyFinishedAnswers(db: Db, assignmentId: string) {
  const place = sql`case "practiceQuestions"."ans" when 'a' then 1 when 'b' then 2 when 'c' then 3 when 'd' then 4 end`;
  const option = sql<string | null>`case when "practiceQuestions"."type" = 'mc' then (case
    when length("practiceQuestions"."optionOrder") = 4 and ${place} is not null
    then substr("practiceQuestions"."optionOrder", ${place}, 1)
    else "practiceQuestions"."ans" end) end`;
  return db
    .selectFrom('assignmentStudents')
    .innerJoin('practices', 'practices.id', 'assignmentStudents.practiceId')
    .innerJoin('practiceQuestions', 'practiceQuestions.practiceId', 'assignmentStudents.practiceId')
    .select((eb) => [
      'practiceQuestions.questionNo',
      option.as('option'),
      eb.fn.countAll<number | string>().as('answers'),
      eb.fn.count<number | string>('practiceQuestions.score').as('marked'),
      eb.fn.sum<number | string | null>('practiceQuestions.score').as('score'),
    ])
    .where('assignmentStudents.assignmentId', '=', assignmentId)
    .where('assignmentStudents.deleted', '=', 0)
    .where('practices.finishedAt', 'is not', null)
    .where('practices.deleted', '=', 0)
    .groupBy(['practiceQuestions.questionNo', option])
    .execute();
}

/** Each mark of the assignment's finished papers (a mock's results by section): paper, question number, score. */
export function listFinishedMarks(db: Db, assignmentId: string) {
  return db
    .selectFrom('assignmentStudents')
    .innerJoin('practices', 'practices.id', 'assignmentStudents.practiceId')
    .innerJoin('practiceQuestions', 'practiceQuestions.practiceId', 'assignmentStudents.practiceId')
    .select(['practices.id as practiceId', 'practiceQuestions.questionNo', 'practiceQuestions.score'])
    .where('assignmentStudents.assignmentId', '=', assignmentId)
    .where('assignmentStudents.deleted', '=', 0)
    .where('practices.finishedAt', 'is not', null)
    .where('practices.deleted', '=', 0)
    .execute();
}

/**
 * The answers of an assignment's students on their finished, not deleted papers whose every answer is marked, with
 * the paper's score (what ranks them) and the shown answer, key and order (for the original letters). Keyed by
 * question number: every student's copy numbers the questions as the paper did (results.ts). A class is a few
 * thousand rows at most, read when the teacher opens the analysis.
 */
export function listAssignmentItemAnswers(db: Db, assignmentId: string) {
  return selectMarkedAnswers(db)
    .innerJoin('assignmentStudents', 'assignmentStudents.practiceId', 'practices.id')
    .select('practiceQuestions.questionNo')
    .where('assignmentStudents.assignmentId', '=', assignmentId)
    .where('assignmentStudents.deleted', '=', 0)
    .orderBy('practiceQuestions.questionNo')
    .execute();
}
