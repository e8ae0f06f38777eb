import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/index';
import type { PracticeQuestionTable, RegradeTable } from '../../db/tables/papers';

// The statements of regrading on appeal (regrade.ts): finished papers holding an earlier version of a corrected bank
// question, their copies re-marked, and the record of each changed mark.

/** Finished, undeleted papers holding a copy of the question older than `version` that no teacher edited. */
export async function listPapersHoldingOlderVersion(db: Db, questionId: string, version: number): Promise<string[]> {
  const rows = await db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .select('practiceQuestions.practiceId')
    .distinct()
    .where('practiceQuestions.questionId', '=', questionId)
    .where('practiceQuestions.questionVersion', '<', version)
    .where('practiceQuestions.editedAt', 'is', null)
    .where('practices.finishedAt', 'is not', null)
    .where('practices.deleted', '=', 0)
    .orderBy('practiceQuestions.practiceId')
    .execute();
  return rows.map((row) => row.practiceId);
}

/** A paper's copies whose bank question has been corrected since they were made, with the corrected question. */
export function listOutdatedCopies(db: Db, practiceId: string) {
  return db
    .selectFrom('practiceQuestions')
    .innerJoin('questions', 'questions.id', 'practiceQuestions.questionId')
    .select([
      'practiceQuestions.questionNo',
      'practiceQuestions.questionId',
      'practiceQuestions.questionVersion',
      'practiceQuestions.type',
      'practiceQuestions.totalScore',
      'practiceQuestions.ans',
      'practiceQuestions.score',
      'practiceQuestions.optionOrder',
      'questions.version',
      'questions.correctAns as bankCorrectAns',
      'questions.solutionEn',
      'questions.solutionZh',
    ])
    .where('practiceQuestions.practiceId', '=', practiceId)
    .where('practiceQuestions.editedAt', 'is', null)
    .whereRef('practiceQuestions.questionVersion', '<', 'questions.version')
    .orderBy('practiceQuestions.questionNo')
    .execute();
}

/** The paper's owner, its teacher and whether it is finished, for the regrade and whom to tell. */
export function findPaperForRegrade(db: Db, practiceId: string) {
  return db
    .selectFrom('practices')
    .select(['id', 'userId', 'teacherId', 'subjectId', 'locale', 'finishedAt'])
    .where('id', '=', practiceId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** Re-marks one copy; raises its mark version so a marker's stale save is refused (marking together). */
export async function updateRegradedCopy(
  db: Db,
  practiceId: string,
  questionNo: number,
  changes: Updateable<PracticeQuestionTable>,
) {
  await db
    .updateTable('practiceQuestions')
    .set((eb) => ({ ...changes, markVersion: eb('markVersion', '+', 1) }))
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    .execute();
}

export async function insertRegrades(db: Db, rows: Insertable<RegradeTable>[]) {
  if (rows.length > 0) await db.insertInto('regrades').values(rows).execute();
}

/** A paper's changed marks, oldest first. */
export function listRegrades(db: Db, practiceId: string) {
  return db
    .selectFrom('regrades')
    .select(['questionNo', 'fromVersion', 'toVersion', 'oldScore', 'newScore', 'regradedAt'])
    .where('practiceId', '=', practiceId)
    .orderBy('regradedAt')
    .orderBy('questionNo')
    .execute();
}
