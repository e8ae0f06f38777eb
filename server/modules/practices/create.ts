import { randomUUID } from 'node:crypto';
import { hasUnlimitedAccess, startOfHongKongDay } from '../../../common/access';
import { pickText } from '../../../common/i18n';
import { type CreatePracticeBody, requestedCount } from '../../../common/practice';
import type { PremiumSettings } from '../../../common/settings';
import { findProfile } from '../../auth/queries';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/index';
import type { NewPracticeQuestion, QuestionRow } from '../../db/types';
import { AppError } from '../../errors';
import { findSubject, findVisibleChapterIds } from '../catalog/service';
import { getPremiumSettings } from '../settings/service';
import { type DrawRequest, drawQuestions } from './draw';
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
  const chapters = await checkChapters(db, body.subjectId, body.chapterIds);

  const noOfQuestions = requestedCount(body);
  await checkFreeLimits(db, user, noOfQuestions, now);

  const seen = await findSeenQuestionIds(db, user.id, now - RECENT_MS);
  const practiceId = randomUUID();
  const { questions, widened } = await drawCopies(
    db,
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

/** What an assignment hands a student's practice: its settings and its (already copied) questions, in order. */
export interface AssignmentPaper {
  assignmentId: string;
  teacherId: string;
  schoolId: string | null;
  subjectId: string;
  chapterIds: string[];
  locale: 'en' | 'zh';
  difficulty: number;
  /** minutes, as the student gets them */
  timeLimit: number;
  questions: Array<
    Pick<
      NewPracticeQuestion,
      | 'questionId'
      | 'chapterId'
      | 'type'
      | 'level'
      | 'totalScore'
      | 'question'
      | 'optionA'
      | 'optionB'
      | 'optionC'
      | 'optionD'
      | 'solution'
      | 'correctAns'
      | 'optionOrder'
    >
  >;
}

/**
 * A student's practice of an assignment: an ordinary practice (server clock, autosave, finishing, marking) holding
 * copies of the assignment's questions, answers cleared. Runs in the caller's transaction, which decides whether one
 * exists already. Assignment practices do not count towards the student's free practices (countPracticesSince).
 */
export async function insertAssignmentPractice(
  db: Db,
  studentId: string,
  paper: AssignmentPaper,
  now: number,
): Promise<string> {
  const practiceId = randomUUID();
  const questions: NewPracticeQuestion[] = paper.questions.map((q, index) => ({
    ...q,
    id: randomUUID(),
    practiceId,
    questionNo: index + 1,
    ans: null,
    ansSeq: 0,
    ansSavedAt: null,
    score: null,
    comment: null,
    markedBy: null,
    editedAt: null,
  }));
  const countOf = (type: string) => questions.filter((q) => q.type === type).length;
  await insertPractice(
    db,
    {
      id: practiceId,
      userId: studentId,
      subjectId: paper.subjectId,
      chapterIds: JSON.stringify(paper.chapterIds),
      locale: paper.locale,
      difficulty: paper.difficulty,
      noOfQuestions: questions.length,
      noOfMCQuestions: countOf('mc'),
      noOfShortQuestions: countOf('short'),
      noOfLongQuestions: countOf('long'),
      timeLimit: paper.timeLimit,
      startedAt: now,
      deadlineAt: now + paper.timeLimit * 60_000,
      totalScore: questions.reduce((sum, q) => sum + q.totalScore, 0),
      pendingMarking: 0,
      remark: '',
      notice: null,
      source: 'assignment',
      assignmentId: paper.assignmentId,
      teacherId: paper.teacherId,
      schoolId: paper.schoolId,
      deleted: 0,
      createdAt: now,
      updatedAt: now,
    },
    questions,
  );
  return practiceId;
}

/**
 * The subject exists and is published, and every chapter is a visible chapter of it: the chapters, in their order.
 * Throws subject_not_found or invalid_chapters. Assignments check their form with it too.
 */
export async function checkChapters(db: Db, subjectId: string, requested: string[]) {
  const chapterIds = [...new Set(requested)];
  if (!(await findSubject(db, subjectId, true))) throw new AppError('subject_not_found', 404);
  const chapters = await listChaptersByIds(db, chapterIds);
  const visible = await findVisibleChapterIds(db, chapterIds);
  if (chapters.length !== chapterIds.length || chapters.some((c) => c.subjectId !== subjectId || !visible.has(c.id)))
    throw new AppError('invalid_chapters', 400);
  return chapters;
}

/**
 * Draws bank questions (draw.ts) and copies them, in the paper's language, numbered from 1 in paper order. An
 * assignment copies them into its own paper the same way.
 */
export async function drawCopies(
  db: Db,
  request: DrawRequest,
  practiceId: string,
  locale: 'en' | 'zh',
): Promise<{ questions: NewPracticeQuestion[]; widened: boolean }> {
  const { questionIds, widened } = await drawQuestions(db, request);
  const bank = new Map((await findBankQuestions(db, questionIds)).map((q) => [q.id, q]));
  const questions = questionIds.map((id, index) => snapshotQuestion(bank.get(id)!, practiceId, index + 1, locale));
  return { questions, widened };
}

/** A kind of paper the free limits count: how many questions one may hold, and how many a day may be made. */
export interface FreeLimitRule {
  questionsPerPaper: (limits: PremiumSettings['freeLimit']) => number;
  perDay: (limits: PremiumSettings['freeLimit']) => number;
  dailyCode: 'free_limit_practices' | 'free_limit_assignments';
  /** how many of these papers the user made since the start of the Hong Kong day; omitted: check questions only */
  countSince?: (db: Db, userId: string, since: number) => Promise<number>;
}

export const practiceFreeLimit: FreeLimitRule = {
  questionsPerPaper: (limits) => limits.questionsPerPractice,
  perDay: (limits) => limits.practicesPerDay,
  dailyCode: 'free_limit_practices',
  countSince: countPracticesSince,
};

/**
 * Refuses, never trims: a free account asking for too much is told so and offered premium. Practices by default;
 * assignments pass their own rule (questions per assignment, assignments per day).
 */
export async function checkFreeLimits(
  db: Db,
  user: SessionUser,
  noOfQuestions: number,
  now: number,
  rule: FreeLimitRule = practiceFreeLimit,
) {
  const [profile, settings] = await Promise.all([findProfile(db, user.id), getPremiumSettings(db)]);
  if (!profile || hasUnlimitedAccess(profile, settings, now)) return;
  const questionsLimit = rule.questionsPerPaper(settings.freeLimit);
  if (noOfQuestions > questionsLimit) throw new AppError('free_limit_questions', 403, { limit: questionsLimit });
  if (!rule.countSince) return;
  const dailyLimit = rule.perDay(settings.freeLimit);
  const today = await rule.countSince(db, user.id, startOfHongKongDay(now));
  if (today >= dailyLimit) throw new AppError(rule.dailyCode, 403, { limit: dailyLimit });
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
