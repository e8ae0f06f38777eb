import { randomUUID } from 'node:crypto';
import type { CreatePracticeBody } from '../../../common/practice';
import type { DbContext, UserContext } from '../../context';
import { checkChapters, checkFreeLimits } from './limits';
import { newPracticeRow, paperCounts, unanswered } from './practice-row';
import {
  findPracticeById,
  findSubjectForPractice,
  insertPractice,
  insertPracticeQuestion,
  listChaptersByIds,
  listPracticeQuestions,
  lockOpenPractice,
  setAiMarkIfUnmarked,
  updatePractice,
} from './queries';
import { refreshTotals } from './totals';

// The practices' side of AI papers (server/modules/ai calls these): a paper that opens empty and fills as its
// questions are written, and AI marks that never overwrite a person's.

export type WrittenType = 'mc' | 'short' | 'long';

/**
 * Opens an AI practice at once, with no questions yet: the form's checks and free limits as for a bank paper, the
 * deadline fixed now. The planned counts and total stay on the row; the working screen shows the questions written
 * so far. Throws what createPractice throws except not_enough_questions.
 */
export async function openWrittenPractice(
  ctx: UserContext,
  body: CreatePracticeBody,
  scoreOf: (type: WrittenType) => number,
  now = Date.now(),
): Promise<string> {
  const { db, user } = ctx;
  const chapters = await checkChapters(ctx, body.subjectId, body.chapterIds);
  // AI writes a plain count as multiple choice: marked on the spot, like the bank's most common type.
  const counts =
    body.noOfQuestions === undefined
      ? { mc: body.noOfMCQuestions, short: body.noOfShortQuestions, long: body.noOfLongQuestions }
      : { mc: body.noOfQuestions, short: 0, long: 0 };
  const noOfQuestions = counts.mc + counts.short + counts.long;
  await checkFreeLimits(ctx, noOfQuestions, now);
  const practiceId = randomUUID();
  const row = newPracticeRow(
    {
      id: practiceId,
      userId: user.id,
      subjectId: body.subjectId,
      chapterIds: chapters.map((c) => c.id),
      locale: body.locale,
      difficulty: body.difficulty,
      timeLimit: body.timeLimit,
      source: 'ai',
      // No question yet: the row keeps the planned counts and total.
      noOfQuestions,
      noOfMCQuestions: counts.mc,
      noOfShortQuestions: counts.short,
      noOfLongQuestions: counts.long,
      totalScore: counts.mc * scoreOf('mc') + counts.short * scoreOf('short') + counts.long * scoreOf('long'),
    },
    [],
    now,
  );
  await insertPractice(db, row, []);
  return practiceId;
}

/** What the writer needs to go on with a paper: its settings in its language and how far it got. */
export async function findWrittenPaper(ctx: DbContext, practiceId: string) {
  const { db } = ctx;
  const practice = await findPracticeById(db, practiceId);
  if (practice?.source !== 'ai') return undefined;
  const chapterIds = JSON.parse(practice.chapterIds) as string[];
  const [subject, chapters, questions] = await Promise.all([
    findSubjectForPractice(db, practice.subjectId),
    listChaptersByIds(db, chapterIds),
    listPracticeQuestions(db, practiceId),
  ]);
  const zh = practice.locale === 'zh';
  return {
    isOpen: practice.finishedAt === null,
    userId: practice.userId,
    locale: zh ? ('zh' as const) : ('en' as const),
    difficulty: practice.difficulty,
    subject: (zh ? subject?.titleZh : subject?.titleEn) || subject?.titleEn || '',
    chapters: chapters.map((c) => ({ id: c.id, title: `${c.chapterNo} ${zh ? c.titleZh || c.titleEn : c.titleEn}` })),
    counts: { mc: practice.noOfMCQuestions, short: practice.noOfShortQuestions, long: practice.noOfLongQuestions },
    written: questions.length,
  };
}

/**
 * Adds the next written question to an open paper, in the paper's transaction; false once the paper is finished
 * (the student handed it in early: the writer stops) or the question is there already (a retried job).
 */
export async function addWrittenQuestion(
  ctx: DbContext,
  practiceId: string,
  question: {
    questionNo: number;
    chapterId: string;
    type: WrittenType;
    level: number;
    totalScore: number;
    question: string;
    options: { a: string; b: string; c: string; d: string } | null;
    correct: string | null;
    solution: string;
  },
): Promise<boolean> {
  const { db } = ctx;
  return db.transaction().execute(async (trx) => {
    const practice = await lockOpenPractice(trx, practiceId);
    if (!practice) return false;
    const existing = await listPracticeQuestions(trx, practiceId);
    if (existing.some((q) => q.questionNo === question.questionNo)) return true;
    await insertPracticeQuestion(trx, {
      id: randomUUID(),
      practiceId,
      questionNo: question.questionNo,
      questionId: null,
      chapterId: question.chapterId,
      type: question.type,
      level: question.level,
      totalScore: question.totalScore,
      question: question.question,
      optionA: question.options?.a ?? null,
      optionB: question.options?.b ?? null,
      optionC: question.options?.c ?? null,
      optionD: question.options?.d ?? null,
      solution: question.solution,
      correctAns: question.type === 'mc' ? question.correct : null,
      ...unanswered,
    });
    await updatePractice(trx, practiceId, { updatedAt: Date.now() });
    return true;
  });
}

/**
 * The writer gave up: the paper keeps the questions it has, its counts and total follow them, and it says so
 * ('ai_incomplete', or 'ai_failed' when none was written).
 */
export async function closeWrittenPaper(ctx: DbContext, practiceId: string, now = Date.now()) {
  const { db } = ctx;
  const questions = await listPracticeQuestions(db, practiceId);
  await updatePractice(db, practiceId, {
    ...paperCounts(questions),
    totalScore: questions.reduce((sum, q) => sum + q.totalScore, 0),
    notice: questions.length === 0 ? 'ai_failed' : 'ai_incomplete',
    updatedAt: now,
  });
}

/**
 * A finished AI practice's short and long answers nobody has marked yet, with what marking them needs. Only AI
 * papers go to AI marking (the spec's submitAIPaper); a bank paper's answers await a teacher or self-marking.
 */
export async function listAnswersToMark(ctx: DbContext, practiceId: string) {
  const { db } = ctx;
  const practice = await findPracticeById(db, practiceId);
  // A paper handed in on paper holds no answers on screen: its teacher marks it by hand.
  if (!practice || practice.finishedAt === null || practice.source !== 'ai' || practice.finishedBy === 'upload')
    return undefined;
  const questions = await listPracticeQuestions(db, practiceId);
  return {
    userId: practice.userId,
    locale: practice.locale === 'zh' ? ('zh' as const) : ('en' as const),
    answers: questions
      .filter((q) => (q.type === 'short' || q.type === 'long') && q.score === null)
      .map((q) => ({
        id: q.id,
        questionNo: q.questionNo,
        questionId: q.questionId,
        totalScore: q.totalScore,
        question: q.question,
        solution: q.solution,
        ans: q.ans ?? '',
      })),
  };
}

/** One AI mark on a still-unmarked answer; the paper's score and grade follow. False when someone marked it first. */
export async function applyAiMark(
  ctx: DbContext,
  practiceId: string,
  questionNo: number,
  mark: { score: number; comment: string },
): Promise<boolean> {
  const { db } = ctx;
  const practice = await findPracticeById(db, practiceId);
  if (!practice || practice.finishedAt === null) return false;
  const applied = await setAiMarkIfUnmarked(db, practiceId, questionNo, mark);
  if (applied) await refreshTotals(ctx, practiceId, practice.subjectId, Date.now(), [questionNo]);
  return applied;
}

/** A question of a practice, for its AI solution: the bank id when there is one (the cache is shared then). */
export async function findQuestionForSolution(ctx: DbContext, practiceId: string, questionNo: number) {
  const { db } = ctx;
  const practice = await findPracticeById(db, practiceId);
  if (!practice) return undefined;
  const question = (await listPracticeQuestions(db, practiceId)).find((q) => q.questionNo === questionNo);
  if (!question) return undefined;
  const subject = await findSubjectForPractice(db, practice.subjectId);
  const zh = practice.locale === 'zh';
  return { practice, question, subject: (zh ? subject?.titleZh : subject?.titleEn) || subject?.titleEn || '' };
}
