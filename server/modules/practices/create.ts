import { randomUUID } from 'node:crypto';
import { hasUnlimitedAccess, startOfHongKongDay } from '../../../common/access';
import { pickText } from '../../../common/i18n';
import type { CreatePracticeBody } from '../../../common/practice';
import { findProfile } from '../../auth/queries';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import type { NewPracticeQuestion, QuestionRow } from '../../db/types';
import { AppError } from '../../errors';
import { findSubject, findVisibleChapterIds } from '../catalog/queries';
import { getPremiumSettings } from '../settings/queries';
import { drawQuestions } from './draw';
import {
  countPracticesSince,
  findBankQuestions,
  findSeenQuestionIds,
  insertPractice,
  listChaptersByIds,
} from './queries';

const RECENT_MS = 30 * 86_400_000;

/**
 * Starts a practice from the bank: checks the form, the free limits and the chapters, draws the questions and fixes
 * the deadline on the server's clock. Nothing is written unless everything holds. Throws invalid_chapters,
 * subject_not_found, free_limit_questions, free_limit_practices or not_enough_questions.
 */
export async function createPractice(
  db: Db,
  user: SessionUser,
  body: CreatePracticeBody,
  now = Date.now(),
): Promise<string> {
  const chapterIds = [...new Set(body.chapterIds)];
  if (!(await findSubject(db, body.subjectId, true))) throw new AppError('subject_not_found', 404);
  const chapters = await listChaptersByIds(db, chapterIds);
  const visible = await findVisibleChapterIds(db, chapterIds);
  if (
    chapters.length !== chapterIds.length ||
    chapters.some((c) => c.subjectId !== body.subjectId || !visible.has(c.id))
  ) {
    throw new AppError('invalid_chapters', 400);
  }

  const noOfQuestions = body.noOfMCQuestions + body.noOfShortQuestions + body.noOfLongQuestions;
  await checkFreeLimits(db, user, noOfQuestions, now);

  const seen = await findSeenQuestionIds(db, user.id, now - RECENT_MS);
  const { questionIds, widened } = await drawQuestions(db, {
    chapterIds,
    difficulty: body.difficulty,
    counts: { mc: body.noOfMCQuestions, short: body.noOfShortQuestions, long: body.noOfLongQuestions },
    seen,
  });
  const bank = new Map((await findBankQuestions(db, questionIds)).map((q) => [q.id, q]));
  const practiceId = randomUUID();
  const questions = questionIds.map((id, index) => snapshotQuestion(bank.get(id)!, practiceId, index + 1, body.locale));

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
        noOfMCQuestions: body.noOfMCQuestions,
        noOfShortQuestions: body.noOfShortQuestions,
        noOfLongQuestions: body.noOfLongQuestions,
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

/**
 * Starts a practice of chosen bank questions (the wrong-question notebook's review), in the given order, under the
 * same free limits as any practice; each question keeps the bank's type. The paper gets a minute per question
 * (at least 5). Throws not_enough_questions when none of them is still in the bank.
 */
export async function createPracticeOfQuestions(
  db: Db,
  user: SessionUser,
  input: { subjectId: string; questionIds: string[]; locale: 'en' | 'zh' },
  now = Date.now(),
): Promise<string> {
  const found = new Map((await findBankQuestions(db, input.questionIds)).map((q) => [q.id, q]));
  const bank = input.questionIds.flatMap((id) => {
    const q = found.get(id);
    return q && q.subjectId === input.subjectId ? [q] : [];
  });
  if (bank.length === 0)
    throw new AppError('not_enough_questions', 422, { type: 'mc', available: 0, requested: input.questionIds.length });
  await checkFreeLimits(db, user, bank.length, now);
  const practiceId = randomUUID();
  const questions = bank.map((q, index) => snapshotQuestion(q, practiceId, index + 1, input.locale));
  const count = (type: string) => questions.filter((q) => q.type === type).length;
  const timeLimit = Math.max(5, questions.length);
  await db.transaction().execute((trx) =>
    insertPractice(
      trx,
      {
        id: practiceId,
        userId: user.id,
        subjectId: input.subjectId,
        chapterIds: JSON.stringify([...new Set(bank.map((q) => q.chapterId))]),
        locale: input.locale,
        difficulty: Math.round(bank.reduce((sum, q) => sum + q.level, 0) / bank.length),
        noOfQuestions: questions.length,
        noOfMCQuestions: count('mc'),
        noOfShortQuestions: count('short'),
        noOfLongQuestions: count('long'),
        timeLimit,
        startedAt: now,
        deadlineAt: now + timeLimit * 60_000,
        totalScore: questions.reduce((sum, q) => sum + q.totalScore, 0),
        pendingMarking: 0,
        remark: '',
        notice: null,
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

/** Refuses, never trims: a free account asking for too much is told so and offered premium. */
export async function checkFreeLimits(db: Db, user: SessionUser, noOfQuestions: number, now: number) {
  const [profile, settings] = await Promise.all([findProfile(db, user.id), getPremiumSettings(db)]);
  if (!profile || hasUnlimitedAccess(profile, settings, now)) return;
  const { questionsPerPractice, practicesPerDay } = settings.freeLimit;
  if (noOfQuestions > questionsPerPractice)
    throw new AppError('free_limit_questions', 403, { limit: questionsPerPractice });
  const today = await countPracticesSince(db, user.id, startOfHongKongDay(now));
  if (today >= practicesPerDay) throw new AppError('free_limit_practices', 403, { limit: practicesPerDay });
}

/** The question as it stands in the bank now, in the paper's language, copied into the practice. */
export function snapshotQuestion(
  q: QuestionRow,
  practiceId: string,
  questionNo: number,
  locale: 'en' | 'zh',
): NewPracticeQuestion {
  const text = (en: string | null, zh: string | null) => pickText({ en: en ?? '', zh: zh ?? '' }, locale);
  const isMc = q.type === 'mc';
  return {
    id: randomUUID(),
    practiceId,
    questionNo,
    questionId: q.id,
    chapterId: q.chapterId,
    type: q.type,
    level: q.level,
    totalScore: q.totalScore,
    question: text(q.questionEn, q.questionZh),
    optionA: isMc ? text(q.optionAEn, q.optionAZh) : null,
    optionB: isMc ? text(q.optionBEn, q.optionBZh) : null,
    optionC: isMc ? text(q.optionCEn, q.optionCZh) : null,
    optionD: isMc ? text(q.optionDEn, q.optionDZh) : null,
    solution: text(q.solutionEn, q.solutionZh),
    correctAns: isMc ? q.correctAns : null,
    ans: null,
    ansSeq: 0,
    ansSavedAt: null,
    score: null,
    comment: null,
    markedBy: null,
    editedAt: null,
  };
}
