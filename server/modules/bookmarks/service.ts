import type { BookmarkView } from '../../../common/practice';
import type { AppContext, UserContext } from '../../context';
import { AppError } from '../../errors';
import { publish } from '../../events/publish';
import { findPracticeQuestion, getReadablePractice } from '../practices/service';
import { keepForReview } from '../statistics/service';
import { type BookmarkRow, bookmarkQuery, setBookmarkRemark, softDeleteBookmark, upsertBookmark } from './queries';

/** A change of bookmarks tells the user's other tabs and devices, whose lists refresh (live updates). */
type BookmarkContext = UserContext & Pick<AppContext, 'events'>;

function told(ctx: BookmarkContext) {
  void publish(ctx.events, ctx.user.id, { type: 'bookmarks' });
}

function toView(row: BookmarkRow): BookmarkView {
  return {
    id: row.id,
    practiceId: row.practiceId,
    questionNo: row.questionNo,
    subject: { id: row.subjectId, title: { en: row.subjectTitleEn, zh: row.subjectTitleZh } },
    chapter: { id: row.chapterId, chapterNo: row.chapterNo, title: { en: row.chapterTitleEn, zh: row.chapterTitleZh } },
    locale: row.locale === 'zh' ? 'zh' : 'en',
    remark: row.remark,
    createdAt: row.createdAt,
  };
}

export async function listBookmarks(ctx: UserContext, subjectId?: string): Promise<BookmarkView[]> {
  const { db, user } = ctx;
  let query = bookmarkQuery(db, user.id);
  if (subjectId) query = query.where('bookmarks.subjectId', '=', subjectId);
  return (await query.orderBy('bookmarks.createdAt', 'desc').execute()).map(toView);
}

/**
 * Bookmarks a question of a practice the user may read: a student's own, or, for a teacher or school, a finished
 * practice of a linked student (spec: teachers manage bookmarks too). Bookmarking it again brings back the same
 * bookmark. Any other practice is practice_not_found.
 */
export async function addBookmark(ctx: BookmarkContext, practiceId: string, questionNo: number): Promise<BookmarkView> {
  const { db, user } = ctx;
  const practice = await getReadablePractice(ctx, practiceId);
  const question = await findPracticeQuestion(db, practiceId, questionNo);
  if (!question) throw new AppError('practice_not_found', 404);
  const now = Date.now();
  await upsertBookmark(
    db,
    { userId: user.id, practiceId, questionNo, subjectId: practice.subjectId, chapterId: question.chapterId },
    now,
  );
  // Once the paper is marked, a bookmarked bank question is one the student found hard: it comes back for review.
  // A teacher's bookmark says nothing about what the student found hard.
  if (practice.userId === user.id && practice.finishedAt !== null && question.questionId !== null) {
    await keepForReview(
      ctx,
      user.id,
      {
        questionId: question.questionId,
        subjectId: practice.subjectId,
        chapterId: question.chapterId,
        practiceId,
        questionNo,
        right: question.score !== null && question.score >= question.totalScore,
      },
      now,
    );
  }
  told(ctx);
  return toView(
    await bookmarkQuery(db, user.id)
      .where('bookmarks.practiceId', '=', practiceId)
      .where('bookmarks.questionNo', '=', questionNo)
      .executeTakeFirstOrThrow(),
  );
}

export async function removeBookmark(ctx: BookmarkContext, practiceId: string, questionNo: number) {
  const { db, user } = ctx;
  await softDeleteBookmark(db, user.id, practiceId, questionNo, Date.now());
  told(ctx);
}

export async function updateBookmarkRemark(
  ctx: BookmarkContext,
  bookmarkId: string,
  remark: string,
): Promise<BookmarkView> {
  const { db, user } = ctx;
  if (!(await setBookmarkRemark(db, user.id, bookmarkId, remark, Date.now()))) {
    throw new AppError('bookmark_not_found', 404);
  }
  told(ctx);
  return toView(await bookmarkQuery(db, user.id).where('bookmarks.id', '=', bookmarkId).executeTakeFirstOrThrow());
}
