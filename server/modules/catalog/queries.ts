import { sql } from 'kysely';
import type { Db } from '../../db/index';

/** `visibleOnly`: the learner side sees published, undeleted rows; admins see unpublished ones too. */
export function listSubjects(db: Db, visibleOnly: boolean) {
  let query = db
    .selectFrom('subjects')
    .innerJoin('categories', 'categories.id', 'subjects.categoryId')
    .select([
      'subjects.id',
      'subjects.titleEn',
      'subjects.titleZh',
      'subjects.defaultLanguage',
      'subjects.grades',
      'subjects.isNew',
      'categories.id as categoryId',
      'categories.titleEn as categoryTitleEn',
      'categories.titleZh as categoryTitleZh',
      'categories.audience as categoryAudience',
    ])
    .where('subjects.deleted', '=', 0)
    .where('categories.deleted', '=', 0);
  if (visibleOnly) query = query.where('subjects.published', '=', 1).where('categories.published', '=', 1);
  return query.orderBy('categories.order').orderBy('subjects.order').orderBy('subjects.id').execute();
}

/** A subject; for the learner side only when it and its category are published and not deleted. */
export function findSubject(db: Db, subjectId: string, visibleOnly: boolean) {
  let query = db
    .selectFrom('subjects')
    .innerJoin('categories', 'categories.id', 'subjects.categoryId')
    .select(['subjects.id'])
    .where('subjects.id', '=', subjectId)
    .where('subjects.deleted', '=', 0);
  if (visibleOnly) {
    query = query
      .where('subjects.published', '=', 1)
      .where('categories.published', '=', 1)
      .where('categories.deleted', '=', 0);
  }
  return query.executeTakeFirst();
}

/**
 * Of these chapters, the ones a learner may see: the chapter, its section, its subject and the subject's category all
 * published and none deleted. A hidden parent hides everything under it.
 */
export async function findVisibleChapterIds(db: Db, chapterIds: string[]): Promise<Set<string>> {
  if (chapterIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('chapters')
    .innerJoin('sections', 'sections.id', 'chapters.sectionId')
    .innerJoin('subjects', 'subjects.id', 'chapters.subjectId')
    .innerJoin('categories', 'categories.id', 'subjects.categoryId')
    .select('chapters.id')
    .where('chapters.id', 'in', chapterIds)
    .where('chapters.published', '=', 1)
    .where('chapters.deleted', '=', 0)
    .where('sections.published', '=', 1)
    .where('sections.deleted', '=', 0)
    .where('subjects.published', '=', 1)
    .where('subjects.deleted', '=', 0)
    .where('categories.published', '=', 1)
    .where('categories.deleted', '=', 0)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export function listChapterRows(db: Db, subjectId: string, visibleOnly: boolean) {
  let query = db
    .selectFrom('chapters')
    .innerJoin('sections', 'sections.id', 'chapters.sectionId')
    .select([
      'sections.id as sectionId',
      'sections.titleEn as sectionTitleEn',
      'sections.titleZh as sectionTitleZh',
      'chapters.id',
      'chapters.chapterNo',
      'chapters.titleEn',
      'chapters.titleZh',
      sql<number>`case when chapters."notesEn" is not null or chapters."notesZh" is not null then 1 else 0 end`.as(
        'hasNotes',
      ),
    ])
    .where('chapters.subjectId', '=', subjectId)
    .where('chapters.deleted', '=', 0)
    .where('sections.deleted', '=', 0);
  if (visibleOnly) query = query.where('chapters.published', '=', 1).where('sections.published', '=', 1);
  return query.orderBy('sections.order').orderBy('chapters.order').execute();
}

/** Approved, undeleted questions per chapter and type: what a practice can draw from. */
export function countApprovedQuestions(db: Db, subjectId: string) {
  return db
    .selectFrom('questions')
    .select(['chapterId', 'type', (eb) => eb.fn.countAll<number>().as('count')])
    .where('subjectId', '=', subjectId)
    .where('approved', '=', 1)
    .where('deleted', '=', 0)
    .groupBy(['chapterId', 'type'])
    .execute();
}

export function findChapterNotes(db: Db, chapterId: string) {
  return db
    .selectFrom('chapters')
    .select(['id', 'subjectId', 'chapterNo', 'titleEn', 'titleZh', 'notesEn', 'notesZh'])
    .where('id', '=', chapterId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}
