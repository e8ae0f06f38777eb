import type { GradeBand } from './catalog';
import { findGradeBand } from './grades';

export interface MarkableQuestion {
  type: 'mc' | 'short' | 'long';
  totalScore: number;
  correctAns: string | null;
  ans: string | null;
  score: number | null;
}

/** An MC answer earns the question's score when it is the correct letter, else 0; blank is 0. */
export function markMultipleChoice(question: Pick<MarkableQuestion, 'totalScore' | 'correctAns' | 'ans'>): number {
  return question.ans !== null && question.ans === question.correctAns ? question.totalScore : 0;
}

/** A manual score is clamped between 0 and the question's total score (spec: manual score). */
export function clampScore(score: number, totalScore: number): number {
  return Math.min(Math.max(0, score), totalScore);
}

export interface PracticeTotals {
  score: number;
  totalScore: number;
  /** answers not yet marked: short and long ones, and the MC of a paper handed in on paper (marked by hand) */
  pendingMarking: number;
  /** the marks those answers are worth */
  pendingMarks: number;
  /** none until every answer is marked: a grade on a half-marked paper would be wrong (a U while 10 marks wait) */
  grade: GradeBand | undefined;
}

/**
 * The practice score is the sum of the marked questions; unmarked answers count 0 until someone marks them, and are
 * reported as pending. Finishing marks every MC answer of a paper taken on screen, so an unmarked MC answer is one of
 * a paper handed in on paper, which its teacher marks by hand. The grade comes from the subject's bands on score / totalScore, once nothing is
 * pending.
 */
export function totalPractice(questions: readonly MarkableQuestion[], bands: readonly GradeBand[]): PracticeTotals {
  let score = 0;
  let totalScore = 0;
  let pendingMarking = 0;
  let pendingMarks = 0;
  for (const question of questions) {
    totalScore += question.totalScore;
    if (question.score === null) {
      pendingMarking++;
      pendingMarks += question.totalScore;
    } else {
      score += question.score;
    }
  }
  const grade = totalScore > 0 && pendingMarking === 0 ? findGradeBand(bands, score / totalScore) : undefined;
  return { score, totalScore, pendingMarking, pendingMarks, grade };
}
