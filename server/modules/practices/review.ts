import { clampScore } from '../../../common/marking';
import {
  type PracticeClock,
  type PracticeView,
  type ReplaceQuestionBody,
  type SetScoreBody,
  SUBMIT_GRACE_MS,
} from '../../../common/practice';
import { findProfile } from '../../auth/queries';
import type { AppContext, DbContext, UserContext } from '../../context';
import { readSnapshot } from '../../db/snapshot';
import { AppError } from '../../errors';
import { isLinkedTeacher } from '../links/service';
import {
  drawQuestions,
  findBankQuestions,
  findPracticeById,
  findSubjectForPractice,
  listChaptersByIds,
  listPracticeQuestions,
  listRegrades,
  recordRemark,
  refreshTotals,
  snapshotQuestion,
} from '../papers/service';
import { finishPractice } from './finish';
import { canStudentReshape, isPastGrace, RECENTLY_SEEN_MS } from './policy';
import {
  findLatestAnswerSavedAt,
  findOwnPractice,
  findPracticeQuestion,
  findSeenQuestionIds,
  listBookmarkedQuestionNos,
  type PracticeRecord,
  setDisputeScore,
} from './queries';
import { toPracticeView } from './views';

/** A practice past its deadline and grace is finished on the spot, whoever asks first. */
async function finishIfExpired(ctx: DbContext, practice: PracticeRecord, now: number): Promise<PracticeRecord> {
  const { db } = ctx;
  if (practice.finishedAt !== null || !isPastGrace(practice, now, SUBMIT_GRACE_MS)) return practice;
  await finishPractice(ctx, practice.id, 'timeout', now);
  return (await findPracticeById(db, practice.id))!;
}

/** The practice of its owner, or practice_not_found. A practice past its deadline is finished first. */
export async function getOwnPractice(ctx: UserContext, practiceId: string, now = Date.now()): Promise<PracticeRecord> {
  const { db, user } = ctx;
  const practice = await findOwnPractice(db, practiceId, user.id);
  if (!practice) throw new AppError('practice_not_found', 404);
  return finishIfExpired(ctx, practice, now);
}

/** The student's own practice to delete, redo or change a question of; an assignment's is not theirs to reshape. */
export async function getReshapeablePractice(ctx: UserContext, practiceId: string, now = Date.now()) {
  const practice = await getOwnPractice(ctx, practiceId, now);
  if (!canStudentReshape(practice)) throw new AppError('assignment_practice', 403);
  return practice;
}

/**
 * A practice this user may read: a student's own; for a teacher, a practice of a student who accepted the teacher's
 * invitation, once it is finished (practice_not_finished before: a paper in progress is the student's alone). Any
 * other practice does not exist for them (practice_not_found).
 */
export async function getReadablePractice(
  ctx: UserContext,
  practiceId: string,
  now = Date.now(),
): Promise<PracticeRecord> {
  const { db, user } = ctx;
  if (user.role !== 'teacher') return getOwnPractice(ctx, practiceId, now);
  const found = await findPracticeById(db, practiceId);
  if (!found || !(await isLinkedTeacher(db, user.id, found.userId))) throw new AppError('practice_not_found', 404);
  const practice = await finishIfExpired(ctx, found, now);
  if (practice.finishedAt === null) throw new AppError('practice_not_finished', 409);
  return practice;
}

/**
 * The owner's paper's clock (common/practice.ts PracticeClock); a paper past its deadline is finished first. It also
 * says when an answer was last saved, so a screen open on another device notices within its minute (docs/offline.md).
 */
export async function getPracticeClock(ctx: UserContext, practiceId: string, now = Date.now()): Promise<PracticeClock> {
  const practice = await getOwnPractice(ctx, practiceId, now);
  const answersSavedAt = await findLatestAnswerSavedAt(ctx.db, practiceId);
  return { serverNow: now, deadlineAt: practice.deadlineAt, finishedAt: practice.finishedAt, answersSavedAt };
}

/**
 * Starts a paper and answers it as its student then opens it: what each route that starts one answers with 201 (a
 * practice from the bank, a mock, a redo, an AI paper).
 */
export async function startPaper<Context extends UserContext, Input>(
  ctx: Context,
  start: (ctx: Context, input: Input) => Promise<string>,
  input: Input,
): Promise<PracticeView> {
  return getPracticeView(ctx, await start(ctx, input));
}

export async function getPracticeView(ctx: UserContext, practiceId: string, now = Date.now()): Promise<PracticeView> {
  const { user } = ctx;
  // Access first (it may finish a paper past its deadline); then the paper, its answers and its regrades from one
  // snapshot, so a regrade or a mark committed meanwhile is shown whole or not at all.
  await getReadablePractice(ctx, practiceId, now);
  const { practice, questions, subject, chapters, bookmarks, student, regrades } = await readSnapshot(
    ctx.db,
    async (db) => {
      // Deleted since the check (from history, on another device): gone for this reader too.
      const practice = await findPracticeById(db, practiceId);
      if (!practice) throw new AppError('practice_not_found', 404);
      const [questions, subject, chapters, bookmarks, student, regrades] = await Promise.all([
        listPracticeQuestions(db, practiceId),
        findSubjectForPractice(db, practice.subjectId),
        listChaptersByIds(db, JSON.parse(practice.chapterIds) as string[]),
        listBookmarkedQuestionNos(db, user.id, practiceId),
        practice.userId === user.id ? user : findProfile(db, practice.userId),
        listRegrades(db, practiceId),
      ]);
      return { practice, questions, subject, chapters, bookmarks, student, regrades };
    },
  );
  return toPracticeView(practice, questions, {
    student: { id: practice.userId, displayName: student?.displayName ?? '' },
    subject: subject ?? { id: practice.subjectId, titleEn: '', titleZh: '' },
    chapters,
    bookmarked: new Set(bookmarks.map((b) => b.questionNo)),
    now: Date.now(),
    regrades: regrades.map((r) => ({ ...r, regradedAt: Number(r.regradedAt) })),
  });
}

/**
 * The student submits: finishes the practice now (a second submit changes nothing). The owner check is part of the
 * finishing transaction, so a submit reads nothing before it: `finish` lets the route share one transaction among
 * submits that arrive together (routes.ts); alone, the practice is finished in its own.
 */
export async function submitPractice(
  ctx: UserContext & Pick<AppContext, 'writers'>,
  practiceId: string,
  now = Date.now(),
): Promise<PracticeView> {
  const { user } = ctx;
  // Submits that arrive together (a class at the bell) are finished in one transaction: the context's group commit.
  const outcome = await ctx.writers.finishPractice({ practiceId, finishedBy: 'student', now, userId: user.id });
  if (outcome === 'not_found') throw new AppError('practice_not_found', 404);
  return getPracticeView(ctx, practiceId, now);
}

/**
 * Marking one short or long answer of a finished practice, from 0 to the question's total score, with an optional
 * comment; the practice's score and grade follow. Marks have owners (docs/product-rules.md, "Who marks"):
 * - a linked teacher marks any answer, MC included (spec: teachers edit scores and comments on the solution screen);
 * - on an assignment's paper the student marks nothing: their teacher (or the AI) does (marked_by_teacher_only);
 * - on their own practice the student self-marks against the model solution, but not an answer their teacher marked
 *   (marked_by_teacher); an AI mark they may dispute, not overwrite: their mark is kept beside it (disputeScore) and
 *   the score stays the AI's.
 */
export async function markAnswer(
  ctx: UserContext,
  practiceId: string,
  questionNo: number,
  body: SetScoreBody,
): Promise<PracticeView> {
  const { db, user } = ctx;
  const byTeacher = user.role === 'teacher';
  const practice = await getReadablePractice(ctx, practiceId);
  if (practice.finishedAt === null) throw new AppError('practice_not_finished', 409);
  const question = await findPracticeQuestion(db, practiceId, questionNo);
  if (!question) throw new AppError('practice_not_found', 404);
  if (!byTeacher && question.type === 'mc') throw new AppError('question_not_markable', 400);
  if (!byTeacher && practice.assignmentId !== null) throw new AppError('marked_by_teacher_only', 409);
  if (!byTeacher && question.markedBy === 'teacher') throw new AppError('marked_by_teacher', 409);
  if (body.score > question.totalScore) throw new AppError('invalid_score', 400, { max: question.totalScore });
  if (!byTeacher && question.markedBy === 'ai') {
    await setDisputeScore(db, practiceId, questionNo, clampScore(body.score, question.totalScore));
    return getPracticeView(ctx, practiceId);
  }
  // Marking together: a mark made on an older version would silently undo a newer one.
  const stale = (current: typeof question | undefined) =>
    new AppError('mark_changed', 409, {
      score: current?.score ?? '',
      comment: current?.comment ?? '',
      markVersion: Number(current?.markVersion ?? 0),
    });
  if (body.markVersion !== undefined && body.markVersion !== Number(question.markVersion)) throw stale(question);
  const updated = await db
    .updateTable('practiceQuestions')
    .set({
      score: clampScore(body.score, question.totalScore),
      markedBy: byTeacher ? 'teacher' : 'self',
      markVersion: Number(question.markVersion) + 1,
      regradePending: 0, // a mark given after a corrected key settles its flag (papers/regrade.ts)
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
    })
    .where('practiceId', '=', practiceId)
    .where('questionNo', '=', questionNo)
    // Another save between our read and this write raised the version: this one must not win blindly.
    .where('markVersion', '=', question.markVersion)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw stale(await findPracticeQuestion(db, practiceId, questionNo));
  const now = Date.now();
  await recordRemark(ctx, { practiceId, questionNo, ...question }, clampScore(body.score, question.totalScore), now);
  await refreshTotals(ctx, practiceId, practice.subjectId, now, [questionNo]);
  await ctx.hooks.emit('answerMarked', {
    db,
    practiceId,
    questionNo,
    markedBy: { id: user.id, role: byTeacher ? 'teacher' : 'self' },
    score: clampScore(body.score, question.totalScore),
    now,
  });
  return getPracticeView(ctx, practiceId);
}

/**
 * Swaps one question of the student's own practice for another from the bank (chapter, type and level chosen in the
 * dialog). The new question starts unanswered; an MC one counts 0 until redone, a written one awaits a mark.
 */
export async function replaceQuestion(
  ctx: UserContext,
  practiceId: string,
  questionNo: number,
  body: ReplaceQuestionBody,
): Promise<PracticeView> {
  const { db, user } = ctx;
  const practice = await getReshapeablePractice(ctx, practiceId);
  const chapterIds = JSON.parse(practice.chapterIds) as string[];
  if (!chapterIds.includes(body.chapterId)) throw new AppError('invalid_chapters', 400);
  const current = await listPracticeQuestions(db, practiceId);
  if (!current.some((q) => q.questionNo === questionNo)) throw new AppError('practice_not_found', 404);
  const exclude = new Set(current.flatMap((q) => (q.questionId ? [q.questionId] : [])));
  const seen = await findSeenQuestionIds(db, user.id, Date.now() - RECENTLY_SEEN_MS);
  const { questionIds } = await drawQuestions(ctx, {
    chapterIds: [body.chapterId],
    difficulty: body.level,
    counts: {
      mc: body.type === 'mc' ? 1 : 0,
      short: body.type === 'short' ? 1 : 0,
      long: body.type === 'long' ? 1 : 0,
    },
    seen,
    exclude,
  });
  const [bank] = await findBankQuestions(db, questionIds);
  if (!bank) throw new AppError('not_enough_questions', 422, { type: body.type, available: 0, requested: 1 });
  const {
    id: _id,
    practiceId: _p,
    questionNo: _n,
    ...replacement
  } = snapshotQuestion(bank, practiceId, questionNo, practice.locale === 'zh' ? 'zh' : 'en');
  const finished = practice.finishedAt !== null;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('practiceQuestions')
      .set({
        ...replacement,
        score: finished && body.type === 'mc' ? 0 : null,
        markedBy: finished && body.type === 'mc' ? 'auto' : null,
      })
      .where('practiceId', '=', practiceId)
      .where('questionNo', '=', questionNo)
      .execute();
    if (finished) await refreshTotals({ ...ctx, db: trx }, practiceId, practice.subjectId);
  });
  return getPracticeView(ctx, practiceId);
}
