import { findProfile } from '../auth/queries';
import type { DbContext } from '../context';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { listPracticeQuestions } from '../modules/papers/service';
import { createPractice } from '../modules/practices/create';
import { finishPractice } from '../modules/practices/finish';

/** The subject of the demo paper: the bank's first subject has every type of question. */
const DEMO_SUBJECT = 'hkdse-math-cp';

/**
 * Gives the demo student one finished paper (four multiple-choice questions, half right, and a short answer awaiting a
 * mark) when they have none, so the demo teacher has something to review from the first start.
 */
export async function ensureDemoPractice(ctx: DbContext, studentId: string, subjectId = DEMO_SUBJECT): Promise<void> {
  const { db } = ctx;
  const existing = await db.selectFrom('practices').select('id').where('userId', '=', studentId).executeTakeFirst();
  const profile = await findProfile(db, studentId);
  if (existing || !profile) return;
  const chapterIds = await firstChapterIds(db, subjectId);
  if (chapterIds.length === 0) return;
  const student = {
    id: profile.id,
    email: profile.email,
    displayName: profile.displayName,
    role: 'student' as const,
    isSchool: false,
    language: 'en' as const,
  };
  const now = Date.now();
  let practiceId: string;
  try {
    practiceId = await createPractice(
      { ...ctx, user: student },
      {
        subjectId,
        chapterIds,
        locale: 'en',
        difficulty: 2,
        noOfMCQuestions: 4,
        noOfShortQuestions: 1,
        noOfLongQuestions: 0,
        timeLimit: 20,
      },
      now - 15 * 60_000,
    );
  } catch (error) {
    // A bank edited down to too few questions: the demo simply starts without a paper.
    if (error instanceof AppError && error.code === 'not_enough_questions') return;
    throw error;
  }
  await answerHalfRight(db, practiceId, now - 5 * 60_000);
  await finishPractice(ctx, practiceId, 'student', now - 4 * 60_000);
}

/** The subject's first four published chapters, in the syllabus' order. */
async function firstChapterIds(db: Db, subjectId: string): Promise<string[]> {
  const chapters = await db
    .selectFrom('chapters')
    .innerJoin('sections', 'sections.id', 'chapters.sectionId')
    .select('chapters.id')
    .where('chapters.subjectId', '=', subjectId)
    .where('chapters.published', '=', 1)
    .where('chapters.deleted', '=', 0)
    .orderBy('sections.order')
    .orderBy('chapters.order')
    .limit(4)
    .execute();
  return chapters.map((chapter) => chapter.id);
}

/** Every other MC question right, the rest wrong; a written answer to the others, saved at `savedAt`. */
async function answerHalfRight(db: Db, practiceId: string, savedAt: number): Promise<void> {
  for (const question of await listPracticeQuestions(db, practiceId)) {
    const wrong = ['a', 'b', 'c', 'd'].find((letter) => letter !== question.correctAns) ?? 'a';
    const ans =
      question.type === 'mc'
        ? question.questionNo % 2 === 1
          ? question.correctAns
          : wrong
        : 'I would factorise first, then compare the two sides.';
    await db
      .updateTable('practiceQuestions')
      .set({ ans, ansSeq: 1, ansSavedAt: savedAt })
      .where('id', '=', question.id)
      .execute();
  }
}
