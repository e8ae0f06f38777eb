import { randomUUID } from 'node:crypto';
import type { BookmarkView } from '../../../common/practice';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import { AppError } from '../../errors';
import { findOwnPractice, findPracticeQuestion } from '../practices/queries';

function bookmarkQuery(db: Db, userId: string) {
  return db
    .selectFrom('bookmarks')
    .innerJoin('subjects', 'subjects.id', 'bookmarks.subjectId')
    .innerJoin('chapters', 'chapters.id', 'bookmarks.chapterId')
    .select([
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

type BookmarkRow = Awaited<ReturnType<ReturnType<typeof bookmarkQuery>['executeTakeFirstOrThrow']>>;

function toView(row: BookmarkRow): BookmarkView {
  return {
    id: row.id,
    practiceId: row.practiceId,
    questionNo: row.questionNo,
    subject: { id: row.subjectId, title: { en: row.subjectTitleEn, zh: row.subjectTitleZh } },
    chapter: { id: row.chapterId, chapterNo: row.chapterNo, title: { en: row.chapterTitleEn, zh: row.chapterTitleZh } },
    remark: row.remark,
    createdAt: row.createdAt,
  };
}

export async function listBookmarks(db: Db, user: SessionUser, subjectId?: string): Promise<BookmarkView[]> {
  let query = bookmarkQuery(db, user.id);
  if (subjectId) query = query.where('bookmarks.subjectId', '=', subjectId);
  return (await query.orderBy('bookmarks.createdAt', 'desc').execute()).map(toView);
}

/** Bookmarks a question of the user's own practice; bookmarking it again brings back the same bookmark. */
export async function addBookmark(
  db: Db,
  user: SessionUser,
  practiceId: string,
  questionNo: number,
): Promise<BookmarkView> {
  const practice = await findOwnPractice(db, practiceId, user.id);
  const question = practice ? await findPracticeQuestion(db, practiceId, questionNo) : undefined;
  if (!practice || !question) throw new AppError('practice_not_found', 404);
  const now = Date.now();
  await db
    .insertInto('bookmarks')
    .values({
      id: randomUUID(),
      userId: user.id,
      practiceId,
      questionNo,
      subjectId: practice.subjectId,
      chapterId: question.chapterId,
      remark: '',
      deleted: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.columns(['userId', 'practiceId', 'questionNo']).doUpdateSet({ deleted: 0, updatedAt: now }))
    .execute();
  return toView(
    await bookmarkQuery(db, user.id)
      .where('bookmarks.practiceId', '=', practiceId)
      .where('bookmarks.questionNo', '=', questionNo)
      .executeTakeFirstOrThrow(),
  );
}

export async function removeBookmark(db: Db, user: SessionUser, practiceId: string, questionNo: number) {
  await db
    .updateTable('bookmarks')
    .set({ deleted: 1, updatedAt: Date.now() })
    .where('userId', '=', user.id)
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    .execute();
}

export async function updateBookmarkRemark(
  db: Db,
  user: SessionUser,
  bookmarkId: string,
  remark: string,
): Promise<BookmarkView> {
  const result = await db
    .updateTable('bookmarks')
    .set({ remark, updatedAt: Date.now() })
    .where('id', '=', bookmarkId)
    .where('userId', '=', user.id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('bookmark_not_found', 404);
  return toView(await bookmarkQuery(db, user.id).where('bookmarks.id', '=', bookmarkId).executeTakeFirstOrThrow());
}
