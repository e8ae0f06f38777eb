import { randomUUID } from 'node:crypto';
import { type CreatePracticeBody, requestedCount } from '../../../common/practice';
import type { UserContext } from '../../context';
import { checkChapters, checkFreeLimits, drawCopies, insertPractice } from '../papers/service';
import { RECENTLY_SEEN_MS } from './policy';
import { findSeenQuestionIds } from './queries';

/**
 * Starts a practice from the bank: checks the form, the free limits and the chapters, draws the questions and fixes
 * the deadline on the server's clock. Nothing is written unless everything holds. Throws invalid_chapters,
 * subject_not_found, free_limit_questions, free_limit_practices or not_enough_questions.
 */
export async function createPractice(ctx: UserContext, body: CreatePracticeBody, now = Date.now()): Promise<string> {
  const { db, user } = ctx;
  const chapters = await checkChapters(ctx, body.subjectId, body.chapterIds);

  const noOfQuestions = requestedCount(body);
  await checkFreeLimits(ctx, noOfQuestions, now);

  const seen = await findSeenQuestionIds(db, user.id, now - RECENTLY_SEEN_MS);
  const practiceId = randomUUID();
  const { questions, widened } = await drawCopies(
    ctx,
    {
      chapterIds: chapters.map((c) => c.id),
      difficulty: body.difficulty,
      counts: { mc: body.noOfMCQuestions, short: body.noOfShortQuestions, long: body.noOfLongQuestions },
      anyType: body.noOfQuestions,
      seen,
    },
    practiceId,
    body.locale,
  );
  // With a plain count the paper's mix is what was drawn.
  const countOf = (type: string) => questions.filter((q) => q.type === type).length;

  await db.transaction().execute((trx) =>
    insertPractice(
      trx,
      {
        id: practiceId,
        userId: user.id,
        subjectId: body.subjectId,
        chapterIds: JSON.stringify(chapters.map((c) => c.id)),
        locale: body.locale,
        difficulty: body.difficulty,
        noOfQuestions,
        noOfMCQuestions: countOf('mc'),
        noOfShortQuestions: countOf('short'),
        noOfLongQuestions: countOf('long'),
        timeLimit: body.timeLimit,
        startedAt: now,
        deadlineAt: now + body.timeLimit * 60_000,
        totalScore: questions.reduce((sum, q) => sum + q.totalScore, 0),
        pendingMarking: 0,
        remark: '',
        notice: widened ? 'levels_widened' : null,
        source: 'bank',
        deleted: 0,
        createdAt: now,
        updatedAt: now,
      },
      questions,
    ),
  );
  return practiceId;
}
