import { randomUUID } from 'node:crypto';
import type { StoredMockPaper } from '../../../common/mock-papers';
import type { DbContext, UserContext } from '../../context';
import type { NewPracticeQuestion } from '../../db/tables/papers';
import { AppError } from '../../errors';
import { checkFreeLimits } from './limits';
import { newPracticeRow, unanswered } from './practice-row';
import { findBankQuestions, insertPractice } from './queries';
import { snapshotQuestion } from './snapshot';

// Papers built for other areas: the notebook's review of chosen questions, and an assignment's copy for one student.

/**
 * Starts a practice of chosen bank questions (the wrong-question notebook's review), in the given order, under the
 * same free limits as any practice; each question keeps the bank's type. The paper gets a minute per question
 * (at least 5). Throws not_enough_questions when none of them is still in the bank.
 */
export async function createPracticeOfQuestions(
  ctx: UserContext,
  input: {
    subjectId: string;
    questionIds: string[];
    locale: 'en' | 'zh';
    /** a review paper: per question (same order), the notebook question it stands for (a variant's, or itself) */
    reviewOf?: string[];
  },
  now = Date.now(),
): Promise<string> {
  const { db, user } = ctx;
  const found = new Map((await findBankQuestions(db, input.questionIds)).map((q) => [q.id, q]));
  const bank = input.questionIds.flatMap((id, index) => {
    const q = found.get(id);
    return q && q.subjectId === input.subjectId ? [{ ...q, reviewOf: input.reviewOf?.[index] ?? null }] : [];
  });
  if (bank.length === 0)
    throw new AppError('not_enough_questions', 422, { type: 'mc', available: 0, requested: input.questionIds.length });
  await checkFreeLimits(ctx, bank.length, now);
  const practiceId = randomUUID();
  const questions = bank.map((q, index) => ({
    ...snapshotQuestion(q, practiceId, index + 1, input.locale),
    ...(q.reviewOf ? { reviewOf: q.reviewOf } : {}),
  }));
  const row = newPracticeRow(
    {
      id: practiceId,
      userId: user.id,
      subjectId: input.subjectId,
      chapterIds: [...new Set(bank.map((q) => q.chapterId))],
      locale: input.locale,
      difficulty: Math.round(bank.reduce((sum, q) => sum + q.level, 0) / bank.length),
      timeLimit: Math.max(5, questions.length),
      source: 'bank',
    },
    questions,
    now,
  );
  await db.transaction().execute((trx) => insertPractice(trx, row, questions));
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
  /** a full mock paper's sections by question number, so the student's result reads by section */
  mockPaper?: StoredMockPaper | null;
  questions: Array<
    Pick<
      NewPracticeQuestion,
      | 'questionId'
      | 'questionVersion'
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
  ctx: DbContext,
  studentId: string,
  paper: AssignmentPaper,
  now: number,
): Promise<string> {
  const { db } = ctx;
  const practiceId = randomUUID();
  const questions: NewPracticeQuestion[] = paper.questions.map((q, index) => ({
    ...q,
    id: randomUUID(),
    practiceId,
    questionNo: index + 1,
    ...unanswered,
  }));
  const row = newPracticeRow(
    {
      id: practiceId,
      userId: studentId,
      subjectId: paper.subjectId,
      chapterIds: paper.chapterIds,
      locale: paper.locale,
      difficulty: paper.difficulty,
      timeLimit: paper.timeLimit,
      source: 'assignment',
      assignmentId: paper.assignmentId,
      teacherId: paper.teacherId,
      schoolId: paper.schoolId,
      mockPaper: paper.mockPaper ? JSON.stringify(paper.mockPaper) : null,
    },
    questions,
    now,
  );
  await insertPractice(db, row, questions);
  return practiceId;
}
