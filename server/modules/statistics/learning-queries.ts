import type { Db } from '../../db/index';
import type { QuestionCalibrationTable, ReviewWeightsTable, SubjectCalibrationTable } from '../../db/tables/statistics';

/**
 * The statements issue 29's calibration and expected level read and write (migration 0024), apart from queries.ts
 * (the rollups and the notebook), which is near its size limit.
 */

/** Marked answers on finished, not deleted papers whose every answer is marked: scores that are final. */
function finalAnswers(db: Db) {
  return db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .where('practices.finishedAt', 'is not', null)
    .where('practices.deleted', '=', 0)
    .where('practices.pendingMarking', '=', 0)
    .where('practiceQuestions.score', 'is not', null)
    .where('practiceQuestions.totalScore', '>', 0);
}

// ---------- calibration (the nightly job) ----------

/** Every live subject, with its grade bands (the cut scores of a subject without its own in the settings). */
export function listCalibrationSubjects(db: Db) {
  return db.selectFrom('subjects').select(['id', 'grades']).where('deleted', '=', 0).orderBy('id').execute();
}

/**
 * Every marked answer to a bank question of the subject on a final paper finished since `since`: who, which
 * question, marks won of its marks. The calibration reads a subject at a time; a year of a busy subject is a few
 * hundred thousand rows, read once a night, never per request.
 */
export function listCalibrationAnswers(db: Db, subjectId: string, since: number) {
  return finalAnswers(db)
    .innerJoin('questions', 'questions.id', 'practiceQuestions.questionId')
    .select([
      'practices.userId',
      'practiceQuestions.questionId',
      'practiceQuestions.score',
      'practiceQuestions.totalScore',
    ])
    .where('practices.subjectId', '=', subjectId)
    .where('practices.finishedAt', '>=', since)
    .where('questions.deleted', '=', 0)
    .$narrowType<{ questionId: string; score: number }>()
    .execute();
}

/** Replaces the subject's question difficulties with a new calibration's, in one statement per 200 rows. */
export async function saveQuestionCalibrations(db: Db, rows: QuestionCalibrationTable[]) {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('questionCalibrations')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc.column('questionId').doUpdateSet((eb) => ({
          subjectId: eb.ref('excluded.subjectId'),
          difficulty: eb.ref('excluded.difficulty'),
          standardError: eb.ref('excluded.standardError'),
          answers: eb.ref('excluded.answers'),
          calibratedAt: eb.ref('excluded.calibratedAt'),
        })),
      )
      .execute();
}

export async function saveSubjectCalibration(db: Db, row: SubjectCalibrationTable) {
  const { subjectId: _, ...rest } = row;
  await db
    .insertInto('subjectCalibrations')
    .values(row)
    .onConflict((oc) => oc.column('subjectId').doUpdateSet(rest))
    .execute();
}

export function findSubjectCalibration(db: Db, subjectId: string) {
  return db.selectFrom('subjectCalibrations').selectAll().where('subjectId', '=', subjectId).executeTakeFirst();
}

// ---------- a student's ability ----------

/**
 * A student's marked answers to calibrated questions of the subject, on papers finished in [from, to] (ms; the
 * statistics range's first day to the end of its last): the evidence of the expected level. Uncalibrated questions
 * (new, or answered too rarely) are left out by the join.
 */
export function listAbilityAnswers(db: Db, userId: string, subjectId: string, from: number, to: number) {
  return db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .innerJoin('questionCalibrations', 'questionCalibrations.questionId', 'practiceQuestions.questionId')
    .select([
      'practiceQuestions.practiceId',
      'questionCalibrations.difficulty',
      'practiceQuestions.score',
      'practiceQuestions.totalScore as max',
    ])
    .where('practices.userId', '=', userId)
    .where('practices.subjectId', '=', subjectId)
    .where('practices.deleted', '=', 0)
    .where('practices.finishedAt', '>=', from)
    .where('practices.finishedAt', '<=', to)
    .where('practiceQuestions.score', 'is not', null)
    .$narrowType<{ score: number }>()
    .execute();
}

// ---------- a student's own review budget (0028) ----------

export async function findReviewBudget(db: Db, userId: string): Promise<number | null> {
  const row = await db
    .selectFrom('reviewBudgets')
    .select('dailyBudget')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.dailyBudget ?? null;
}

/** Sets the student's own budget; null removes it (the learning setting applies). */
export async function saveReviewBudget(db: Db, userId: string, dailyBudget: number | null, now: number) {
  if (dailyBudget === null) {
    await db.deleteFrom('reviewBudgets').where('userId', '=', userId).execute();
    return;
  }
  await db
    .insertInto('reviewBudgets')
    .values({ userId, dailyBudget, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ dailyBudget, updatedAt: now }))
    .execute();
}

// ---------- the notebook's FSRS weights (0028) ----------

/**
 * Every marked answer to a bank question of the subject on a paper finished since `since`, by student and time: the
 * notebook's review histories are read from them (notebook-weights.ts). A review paper's answer counts for the
 * notebook question it stands for (`reviewOf`).
 */
export function listNotebookAnswers(db: Db, subjectId: string, since: number) {
  return db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .select([
      'practices.userId',
      'practiceQuestions.questionId',
      'practiceQuestions.reviewOf',
      'practices.finishedAt',
      'practiceQuestions.type',
      'practiceQuestions.level',
      'practiceQuestions.totalScore',
      'practiceQuestions.score',
      'practiceQuestions.answerSeconds',
    ])
    .where('practices.subjectId', '=', subjectId)
    .where('practices.deleted', '=', 0)
    .where('practices.finishedAt', '>=', since)
    .where('practiceQuestions.score', 'is not', null)
    .where('practiceQuestions.questionId', 'is not', null)
    .orderBy('practices.userId')
    .orderBy('practices.finishedAt')
    .orderBy('practiceQuestions.questionNo')
    .$narrowType<{ questionId: string; score: number; finishedAt: number }>()
    .execute();
}

export async function saveReviewWeights(db: Db, row: ReviewWeightsTable) {
  await db.insertInto('reviewWeights').values(row).execute();
}

/** The newest fitted weights that did better than the defaults, or undefined. */
export function findReviewWeightsInUse(db: Db) {
  return db
    .selectFrom('reviewWeights')
    .select(['weights', 'fittedAt'])
    .where('used', '=', 1)
    .orderBy('fittedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---------- the nightly run ----------

/**
 * Claims a night's calibration run: true for the first caller of that night (here or on another server, or after a
 * restart), false for every other. Kept in the settings table under `calibration.night` (the last night claimed,
 * YYYY-MM-DD): a row moved on only to a later night.
 */
export async function claimCalibrationNight(db: Db, night: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('settings')
    .values({ key: 'calibration.night', value: night, updatedAt: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: night, updatedAt: now }).where('settings.value', '<', night),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
