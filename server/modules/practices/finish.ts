import type { GradeBand } from '../../../common/catalog';
import { markMultipleChoice, totalPractice } from '../../../common/marking';
import { toOriginalOption } from '../../../common/option-order';
import { SUBMIT_GRACE_MS } from '../../../common/practice';
import type { Db } from '../../db/index';
import { requestAiMarking } from '../ai/marking';
import { recordPaper } from '../statistics/rollup';
import {
  findExpiredPracticeIds,
  findSubjectForPractice,
  incrementQuestionStats,
  listPracticeQuestions,
  lockOpenPractice,
  markMultipleChoiceAnswers,
  updatePractice,
} from './queries';
import { gradeFields } from './views';

/**
 * Finishes a practice once: marks MC answers, counts each MC answer in its bank question's statistics, and stores
 * the score and grade. Runs in one transaction holding the practice row, so a save either lands before (and is
 * marked) or is refused. Returns false when the practice was already finished.
 */
export async function finishPractice(
  db: Db,
  practiceId: string,
  finishedBy: 'student' | 'timeout',
  now = Date.now(),
): Promise<boolean> {
  const finished = await db.transaction().execute(async (trx) => {
    const practice = await lockOpenPractice(trx, practiceId);
    if (!practice) return false;
    const questions = await listPracticeQuestions(trx, practiceId);
    // Every MC answer marked in two statements, and the bank's answer counts in one per letter: a class handing in
    // at once queues on these transactions (bench/assignments.ts).
    await markMultipleChoiceAnswers(trx, practiceId);
    const stats = new Map<ReturnType<typeof statColumn>, string[]>();
    for (const q of questions) {
      if (q.type !== 'mc') continue;
      q.score = markMultipleChoice(q);
      q.markedBy = 'auto';
      // A shuffled copy's answer counts under the bank question's own letter.
      const column = statColumn(toOriginalOption(q.ans, q.optionOrder));
      if (q.questionId) stats.set(column, [...(stats.get(column) ?? []), q.questionId]);
    }
    for (const [column, questionIds] of stats) await incrementQuestionStats(trx, column, questionIds);
    const totals = await computeTotals(trx, practice.subjectId, questions);
    await updatePractice(trx, practiceId, { finishedAt: now, finishedBy, updatedAt: now, ...totals });
    await recordPaper(trx, practiceId, 'all', now);
    return true;
  });
  // With AI configured, written answers go to AI marking (a job); without it, or if this fails, they await a
  // person's marking as before, so finishing never fails for it.
  if (finished)
    await requestAiMarking(db, practiceId, now).catch((error: unknown) =>
      console.error('AI marking not requested', practiceId, error),
    );
  return finished;
}

/**
 * Recomputes a finished practice's score and grade after a mark changes, and the statistics with it; the answers
 * whose mark changed (`marked`, question numbers) also move the wrong-question notebook.
 */
export async function refreshTotals(
  db: Db,
  practiceId: string,
  subjectId: string,
  now = Date.now(),
  marked: number[] = [],
) {
  const questions = await listPracticeQuestions(db, practiceId);
  await updatePractice(db, practiceId, { updatedAt: now, ...(await computeTotals(db, subjectId, questions)) });
  await recordPaper(db, practiceId, marked, now);
}

async function computeTotals(db: Db, subjectId: string, questions: Awaited<ReturnType<typeof listPracticeQuestions>>) {
  const subject = await findSubjectForPractice(db, subjectId);
  const bands = subject ? (JSON.parse(subject.grades) as GradeBand[]) : [];
  const totals = totalPractice(
    questions.map((q) => ({
      type: q.type === 'short' || q.type === 'long' ? q.type : 'mc',
      totalScore: q.totalScore,
      correctAns: q.correctAns,
      ans: q.ans,
      score: q.score,
    })),
    bands,
  );
  return {
    score: totals.score,
    totalScore: totals.totalScore,
    pendingMarking: totals.pendingMarking,
    ...gradeFields(totals.grade),
  };
}

function statColumn(ans: string | null) {
  switch (ans) {
    case 'a':
      return 'statA' as const;
    case 'b':
      return 'statB' as const;
    case 'c':
      return 'statC' as const;
    case 'd':
      return 'statD' as const;
    default:
      return 'statBlank' as const;
  }
}

/**
 * Finishes every practice whose deadline and grace have passed: a tab that was closed mid-paper still gets its
 * paper submitted, with every answer saved before the deadline. Safe to run on several servers at once.
 */
export async function finishExpiredPractices(db: Db, now = Date.now()): Promise<number> {
  let finished = 0;
  for (;;) {
    const batch = await findExpiredPracticeIds(db, now - SUBMIT_GRACE_MS, 100);
    if (batch.length === 0) return finished;
    for (const { id } of batch) if (await finishPractice(db, id, 'timeout', now)) finished++;
    if (batch.length < 100) return finished;
  }
}
