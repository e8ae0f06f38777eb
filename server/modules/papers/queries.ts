import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/index';
import { forUpdate } from '../../db/locking';
import type { NewPracticeQuestion, PracticeTable } from '../../db/tables/papers';

// The paper rows (practices and their practice_questions) as every kind of paper writes and reads them, and the bank
// questions a paper is drawn from. Area-specific reads (history, saves, finishing) stay in their area's queries.ts.

export const practiceColumns = [
  'practices.id',
  'practices.userId',
  'practices.subjectId',
  'practices.chapterIds',
  'practices.locale',
  'practices.difficulty',
  'practices.noOfQuestions',
  'practices.noOfMCQuestions',
  'practices.noOfShortQuestions',
  'practices.noOfLongQuestions',
  'practices.timeLimit',
  'practices.startedAt',
  'practices.deadlineAt',
  'practices.finishedAt',
  'practices.finishedBy',
  'practices.score',
  'practices.totalScore',
  'practices.pendingMarking',
  'practices.grade',
  'practices.gradeColor',
  'practices.remark',
  'practices.notice',
  'practices.source',
  'practices.assignmentId',
  'practices.mockPaper',
  'practices.createdAt',
] as const;

/** A practice whoever owns it: only for callers that check the reader's link to its owner themselves. */
export function findPracticeById(db: Db, practiceId: string) {
  return db
    .selectFrom('practices')
    .select(practiceColumns)
    .where('practices.id', '=', practiceId)
    .where('practices.deleted', '=', 0)
    .executeTakeFirst();
}

export function lockOpenPractice(db: Db, practiceId: string) {
  return forUpdate(
    db,
    db
      .selectFrom('practices')
      .select(practiceColumns)
      .where('practices.id', '=', practiceId)
      .where('practices.finishedAt', 'is', null),
  ).executeTakeFirst();
}

export function listPracticeQuestions(db: Db, practiceId: string) {
  return db
    .selectFrom('practiceQuestions')
    .selectAll()
    .where('practiceId', '=', practiceId)
    .orderBy('questionNo')
    .execute();
}

export async function insertPractice(db: Db, practice: Insertable<PracticeTable>, questions: NewPracticeQuestion[]) {
  await db.insertInto('practices').values(practice).execute();
  // Bound parameters per statement stay well under SQLite's and PostgreSQL's limits in chunks of 50 rows.
  for (let i = 0; i < questions.length; i += 50)
    await db
      .insertInto('practiceQuestions')
      .values(questions.slice(i, i + 50))
      .execute();
}

export async function updatePractice(db: Db, practiceId: string, changes: Updateable<PracticeTable>) {
  await db.updateTable('practices').set(changes).where('id', '=', practiceId).execute();
}

/**
 * An AI paper whose writer gave up before writing anything (`ai_failed`) cost the student nothing: it is neither in
 * the history as work to do nor counted against a day's free papers (issue 24).
 */
export const isNotEmptyAiPaper = sql<boolean>`("practices"."notice" is null or "practices"."notice" <> 'ai_failed')`;

/**
 * A free day's papers: those made since `since` that were used, i.e. hold an answer or were handed in by the student.
 * A paper opened and left with no answer (or finished by the clock, blank) costs nothing (issue 26.5).
 */
export async function countPracticesSince(db: Db, userId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('practices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .where('assignmentId', 'is', null)
    .where(isNotEmptyAiPaper)
    .where((eb) =>
      eb.or([
        eb('practices.finishedBy', '=', 'student'),
        eb.exists(
          eb
            .selectFrom('practiceQuestions')
            .select('practiceQuestions.id')
            .whereRef('practiceQuestions.practiceId', '=', 'practices.id')
            .where('practiceQuestions.ans', 'is not', null)
            .where('practiceQuestions.ans', '<>', ''),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listCandidateQuestions(db: Db, chapterIds: string[], type: string) {
  return db
    .selectFrom('questions')
    .select(['id', 'level', 'chapterId'])
    .where('chapterId', 'in', chapterIds)
    .where('type', '=', type)
    .where('approved', '=', 1)
    .where('deleted', '=', 0)
    .execute();
}

/** The questions a mock paper's sections draw from: approved bank questions of these chapters, with their marks. */
export function listMockCandidates(db: Db, chapterIds: string[]) {
  if (chapterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questions')
    .innerJoin('chapters', 'chapters.id', 'questions.chapterId')
    .select(['questions.id', 'questions.type', 'questions.level', 'questions.totalScore', 'chapters.sectionId'])
    .where('questions.chapterId', 'in', chapterIds)
    .where('questions.approved', '=', 1)
    .where('questions.deleted', '=', 0)
    .orderBy('questions.id')
    .execute();
}

export function findBankQuestions(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('questions').selectAll().where('id', 'in', ids).execute();
}

export function findSubjectForPractice(db: Db, subjectId: string) {
  return db
    .selectFrom('subjects')
    .select(['id', 'titleEn', 'titleZh', 'grades'])
    .where('id', '=', subjectId)
    .executeTakeFirst();
}

export function listChaptersByIds(db: Db, chapterIds: string[]) {
  if (chapterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('chapters')
    .select(['id', 'subjectId', 'chapterNo', 'titleEn', 'titleZh', 'published', 'deleted', 'order'])
    .where('id', 'in', chapterIds)
    .orderBy('order')
    .execute();
}

export async function insertPracticeQuestion(db: Db, question: NewPracticeQuestion) {
  await db.insertInto('practiceQuestions').values(question).execute();
}

/** An AI mark lands only on an answer nobody has marked since: never over a teacher's or the student's own. */
export async function setAiMarkIfUnmarked(
  db: Db,
  practiceId: string,
  questionNo: number,
  mark: { score: number; comment: string },
): Promise<boolean> {
  const result = await db
    .updateTable('practiceQuestions')
    .set((eb) => ({
      score: mark.score,
      comment: mark.comment,
      markedBy: 'ai',
      markVersion: eb('markVersion', '+', 1),
    }))
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    .where('score', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A copy of a bank question in a paper, with what its paper says about it (who, subject, language, finished). */
export function findCopy(db: Db, questionId: string) {
  return db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .selectAll('practiceQuestions')
    .select(['practices.userId', 'practices.subjectId', 'practices.locale', 'practices.finishedAt'])
    .where('practiceQuestions.id', '=', questionId)
    .where('practices.deleted', '=', 0)
    .executeTakeFirst();
}

/**
 * The marked answers on finished, not deleted papers whose every answer is marked (the paper's score is final, so it
 * can rank), with that score and what option counts need (the shown answer, key and order, which
 * common/option-order.ts maps back to the original letters): what an item analysis reads, the bank's
 * (admin-questions) and an assignment's (assignments). The caller names the papers and the question's key.
 */
export function selectMarkedAnswers(db: Db) {
  return db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .select([
      'practiceQuestions.practiceId',
      'practiceQuestions.type',
      'practiceQuestions.score',
      'practiceQuestions.totalScore',
      'practiceQuestions.ans',
      'practiceQuestions.correctAns',
      'practiceQuestions.optionOrder',
      'practices.score as paperScore',
      'practices.totalScore as paperTotalScore',
    ])
    .where('practices.finishedAt', 'is not', null)
    .where('practices.deleted', '=', 0)
    .where('practices.pendingMarking', '=', 0)
    .where('practices.score', 'is not', null)
    .where('practiceQuestions.score', 'is not', null)
    .where('practiceQuestions.totalScore', '>', 0)
    .$narrowType<{ score: number; paperScore: number }>();
}

/**
 * A paper's answers without the question texts, in order: what finishing marks and the statistics count (the rollups
 * and the notebook, which finishing hands the rows it read).
 */
export function listPaperAnswers(db: Db, practiceId: string) {
  return db
    .selectFrom('practiceQuestions')
    .select([
      'questionNo',
      'questionId',
      'chapterId',
      'type',
      'totalScore',
      'correctAns',
      'ans',
      'score',
      'optionOrder',
      'level',
      'answerSeconds',
      'reviewOf',
    ])
    .where('practiceId', '=', practiceId)
    .orderBy('questionNo')
    .execute();
}
