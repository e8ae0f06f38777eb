import type { Db } from '../../db/index';

/** A chapter and its subject, for writing its notes. */
export function findChapterForNotes(db: Db, chapterId: string) {
  return db
    .selectFrom('chapters')
    .innerJoin('subjects', 'subjects.id', 'chapters.subjectId')
    .select([
      'chapters.id',
      'chapters.subjectId',
      'chapters.chapterNo',
      'chapters.titleEn',
      'chapters.titleZh',
      'chapters.notesEn',
      'chapters.notesZh',
      'chapters.notesCreatedAt',
      'subjects.titleEn as subjectEn',
    ])
    .where('chapters.id', '=', chapterId)
    .where('chapters.deleted', '=', 0)
    .executeTakeFirst();
}

/** Chapters of new, published subjects that have no notes (the spec's automation set), in catalogue order. */
function chaptersWithoutNotes(db: Db) {
  return db
    .selectFrom('chapters')
    .innerJoin('subjects', 'subjects.id', 'chapters.subjectId')
    .where('subjects.published', '=', 1)
    .where('subjects.isNew', '=', 1)
    .where('subjects.deleted', '=', 0)
    .where('chapters.deleted', '=', 0)
    .where('chapters.notesCreatedAt', 'is', null)
    .where('chapters.notesEn', 'is', null)
    .where('chapters.notesZh', 'is', null);
}

export async function listChaptersWithoutNotes(db: Db, limit: number): Promise<string[]> {
  const rows = await chaptersWithoutNotes(db)
    .select('chapters.id')
    .orderBy('subjects.order')
    .orderBy('subjects.id')
    .orderBy('chapters.order')
    .orderBy('chapters.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function countChaptersWithoutNotes(db: Db): Promise<number> {
  const row = await chaptersWithoutNotes(db)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findNotesJob(db: Db, jobId: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'queue', 'state', 'progress', 'payload', 'result', 'finishedAt'])
    .where('id', '=', jobId)
    .executeTakeFirst();
}
