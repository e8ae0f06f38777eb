import type { GradeBand } from '../../../common/catalog';
import { totalPractice } from '../../../common/marking';
import type { DbContext } from '../../context';
import type { PracticeQuestionRow } from '../../db/tables/papers';
import { findSubjectForPractice, listPracticeQuestions, updatePractice } from './queries';

/**
 * Recomputes a finished practice's score and grade after a mark changes, and the statistics with it; the answers
 * whose mark changed (`marked`, question numbers) also move the wrong-question notebook.
 */
export async function refreshTotals(
  ctx: DbContext,
  practiceId: string,
  subjectId: string,
  now = Date.now(),
  marked: number[] = [],
) {
  const { db } = ctx;
  const questions = await listPracticeQuestions(db, practiceId);
  await updatePractice(db, practiceId, { updatedAt: now, ...(await computeTotals(ctx, subjectId, questions)) });
  await ctx.hooks.emit('paperChanged', { db, practiceId, answersChanged: marked, now });
}

type ScoredAnswer = Pick<PracticeQuestionRow, 'type' | 'totalScore' | 'correctAns' | 'ans' | 'score'>;

export async function computeTotals(ctx: DbContext, subjectId: string, questions: ScoredAnswer[]) {
  const { db } = ctx;
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

export function gradeFields(grade: GradeBand | undefined) {
  return { grade: grade?.grade ?? null, gradeColor: grade?.color ?? null };
}
