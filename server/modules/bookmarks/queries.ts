import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index';

/** A user's live bookmarks, with the subject and chapter they belong to. */
export function bookmarkQuery(db: Db, userId: string) {
  return db
    .selectFrom('bookmarks')
    .innerJoin('subjects', 'subjects.id', 'bookmarks.subjectId')
    .innerJoin('chapters', 'chapters.id', 'bookmarks.chapterId')
    .innerJoin('practices', 'practices.id', 'bookmarks.practiceId')
    .select([
      'practices.locale',
      'bookmarks.id',
      'bookmarks.practiceId',
      'bookmarks.questionNo',
      'bookmarks.remark',
      'bookmarks.createdAt',
      'subjects.id as subjectId',
      'subjects.titleEn as subjectTitleEn',
      'subjects.titleZh as subjectTitleZh',
      'chapters.id as chapterId',
      'chapters.chapterNo',
      'chapters.titleEn as chapterTitleEn',
      'chapters.titleZh as chapterTitleZh',
    ])
    .where('bookmarks.userId', '=', userId)
    .where('bookmarks.deleted', '=', 0);
}

export type BookmarkRow = Awaited<ReturnType<ReturnType<typeof bookmarkQuery>['executeTakeFirstOrThrow']>>;

/** Bookmarking a question again brings back the same (soft-deleted) bookmark. */
export async function upsertBookmark(
  db: Db,
  row: { userId: string; practiceId: string; questionNo: number; subjectId: string; chapterId: string },
  now: number,
) {
  await db
    .insertInto('bookmarks')
    .values({ id: randomUUID(), ...row, remark: '', deleted: 0, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'practiceId', 'questionNo']).doUpdateSet({ deleted: 0, updatedAt: now }))
    .execute();
}

export async function softDeleteBookmark(db: Db, userId: string, practiceId: string, questionNo: number, now: number) {
  await db
    .updateTable('bookmarks')
    .set({ deleted: 1, updatedAt: now })
    .where('userId', '=', userId)
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    .execute();
}

/** Whether a live bookmark of the user's own was changed. */
export async function setBookmarkRemark(db: Db, userId: string, bookmarkId: string, remark: string, now: number) {
  const result = await db
    .updateTable('bookmarks')
    .set({ remark, updatedAt: now })
    .where('id', '=', bookmarkId)
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
