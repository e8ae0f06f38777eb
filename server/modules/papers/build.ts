import { randomUUID } from 'node:crypto';
import type { DbContext, UserContext } from '../../context';
import type { NewPracticeQuestion } from '../../db/tables/papers';
import { AppError } from '../../errors';
import { checkFreeLimits } from './limits';
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
  input: { subjectId: string; questionIds: string[]; locale: 'en' | 'zh' },
  now = Date.now(),
): Promise<string> {
  const { db, user } = ctx;
  const found = new Map((await findBankQuestions(db, input.questionIds)).map((q) => [q.id, q]));
  const bank = input.questionIds.flatMap((id) => {
    const q = found.get(id);
    return q && q.subjectId === input.subjectId ? [q] : [];
  });
  if (bank.length === 0)
    throw new AppError('not_enough_questions', 422, { type: 'mc', available: 0, requested: input.questionIds.length });
  await checkFreeLimits(ctx, bank.length, now);
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
