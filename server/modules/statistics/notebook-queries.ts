import type { Insertable } from 'kysely';
import type { Db } from '../../db/index';
import type { ReviewQueueTable } from '../../db/tables/statistics';

// The wrong-question notebook's SQL: its rows, the day's queue and the variants that review an item.

export function findReviewRows(db: Db, userId: string, questionIds: string[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reviewQueue')
    .selectAll()
    .where('userId', '=', userId)
    .where('questionId', 'in', questionIds)
    .execute();
}

export async function saveReviewRow(db: Db, row: Insertable<ReviewQueueTable>) {
  await saveReviewRows(db, [row]);
}

/** Inserts or replaces notebook rows in one statement; each (user, question) at most once. */
export async function saveReviewRows(db: Db, rows: Insertable<ReviewQueueTable>[]) {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('reviewQueue')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc.columns(['userId', 'questionId']).doUpdateSet((eb) => ({
          subjectId: eb.ref('excluded.subjectId'),
          chapterId: eb.ref('excluded.chapterId'),
          practiceId: eb.ref('excluded.practiceId'),
          questionNo: eb.ref('excluded.questionNo'),
          lastRight: eb.ref('excluded.lastRight'),
          step: eb.ref('excluded.step'),
          dueAt: eb.ref('excluded.dueAt'),
          deleted: eb.ref('excluded.deleted'),
          stability: eb.ref('excluded.stability'),
          difficulty: eb.ref('excluded.difficulty'),
          reps: eb.ref('excluded.reps'),
          lapses: eb.ref('excluded.lapses'),
          memoryState: eb.ref('excluded.memoryState'),
          lastReviewAt: eb.ref('excluded.lastReviewAt'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
}

const memoryColumns = [
  'reviewQueue.stability',
  'reviewQueue.difficulty',
  'reviewQueue.reps',
  'reviewQueue.lapses',
  'reviewQueue.memoryState',
  'reviewQueue.lastReviewAt',
  'reviewQueue.step',
  'reviewQueue.dueAt',
] as const;

/** The student's live notebook rows with their memory, soonest due first (at most `limit`). */
export function listReviewQueue(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('reviewQueue')
    .innerJoin('chapters', 'chapters.id', 'reviewQueue.chapterId')
    .leftJoin('practiceQuestions', (join) =>
      join
        .onRef('practiceQuestions.practiceId', '=', 'reviewQueue.practiceId')
        .onRef('practiceQuestions.questionNo', '=', 'reviewQueue.questionNo'),
    )
    .select([
      'practiceQuestions.question as question',
      'reviewQueue.questionId',
      'reviewQueue.subjectId',
      'reviewQueue.chapterId',
      'chapters.titleEn as chapterTitleEn',
      'chapters.titleZh as chapterTitleZh',
      'reviewQueue.practiceId',
      'reviewQueue.questionNo',
      ...memoryColumns,
    ])
    .where('reviewQueue.userId', '=', userId)
    .where('reviewQueue.deleted', '=', 0)
    .orderBy('reviewQueue.dueAt')
    .orderBy('reviewQueue.questionId')
    .limit(limit)
    .execute();
}

/**
 * Every notebook question due by `now` whose bank question is still there, with its memory and what finding a
 * variant needs (its chapter, type and level); in one subject when asked.
 */
export function listDueReviews(db: Db, userId: string, now: number, subjectId?: string) {
  let query = db
    .selectFrom('reviewQueue')
    .innerJoin('questions', 'questions.id', 'reviewQueue.questionId')
    .select([
      'reviewQueue.questionId',
      'reviewQueue.subjectId',
      'reviewQueue.chapterId',
      'questions.type',
      'questions.level',
      ...memoryColumns,
    ])
    .where('reviewQueue.userId', '=', userId)
    .where('reviewQueue.deleted', '=', 0)
    .where('reviewQueue.dueAt', '<=', now)
    .where('questions.deleted', '=', 0);
  if (subjectId) query = query.where('reviewQueue.subjectId', '=', subjectId);
  return query.orderBy('reviewQueue.dueAt').execute();
}

/**
 * Reviews the student already did today: notebook questions (in it still, or retired today) answered again since the
 * start of the Hong Kong day after they had entered it (more than one answer on record).
 */
export async function countReviewedSince(db: Db, userId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('reviewQueue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('lastReviewAt', '>=', since)
    .where('reps', '>=', 2)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The bank's live questions of these chapters: where a review finds its variants. */
export function listVariantCandidates(db: Db, chapterIds: string[]) {
  if (chapterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questions')
    .select(['id', 'chapterId', 'type', 'level'])
    .where('chapterId', 'in', chapterIds)
    .where('deleted', '=', 0)
    .where('approved', '=', 1)
    .execute();
}

/** The bank questions of these chapters the student has met on any paper (a variant must be unseen). */
export async function listSeenQuestionIds(db: Db, userId: string, chapterIds: string[]): Promise<string[]> {
  if (chapterIds.length === 0) return [];
  const rows = await db
    .selectFrom('practiceQuestions')
    .innerJoin('practices', 'practices.id', 'practiceQuestions.practiceId')
    .select('practiceQuestions.questionId')
    .distinct()
    .where('practices.userId', '=', userId)
    .where('practiceQuestions.chapterId', 'in', chapterIds)
    .where('practiceQuestions.questionId', 'is not', null)
    .execute();
  return rows.map((r) => r.questionId!);
}
