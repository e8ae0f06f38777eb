import type { GradeBand } from './catalog-views';
import { findGradeBand } from './grades';
import type { Evidence, ExpectedGrade, MasteryLevel, Ranking } from './statistics';
import { DAY_MS, hongKongDay } from './statistics-days';

/**
 * The statistics' rules from plain data (docs/product-rules.md: global ranking, expected grade, punctuality; chapter
 * mastery and the wrong-question notebook's review days). The views they fill are in common/statistics.ts.
 */

// ---------- global ranking ----------

/** The standard normal cumulative distribution (Abramowitz and Stegun 26.2.17, error below 7.5e-8). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

export interface Distribution {
  /** how many averages were summed */
  count: number;
  sum: number;
  sumOfSquares: number;
}

/** Too few students to fit a distribution to: no ranking is shown. */
export const RANKING_MIN_STUDENTS = 3;

/**
 * Places an average score fraction on a normal distribution fitted to everyone's averages, one per student
 * (docs/product-rules.md, global ranking): at or above the middle it is "top N%", below it "bottom N%", N rounded and
 * at least 1. With every average equal the student is in the middle (top 50%). Null without an average or with too
 * few students.
 */
export function rankOnDistribution(average: number | null, distribution: Distribution): Ranking | null {
  if (average === null || distribution.count < RANKING_MIN_STUDENTS) return null;
  const mean = distribution.sum / distribution.count;
  const variance = Math.max(0, distribution.sumOfSquares / distribution.count - mean * mean);
  const sd = Math.sqrt(variance);
  const below = sd < 1e-9 ? 0.5 : normalCdf((average - mean) / sd);
  if (below >= 0.5) return { side: 'top', percent: Math.min(50, Math.max(1, Math.round((1 - below) * 100))) };
  return { side: 'bottom', percent: Math.min(50, Math.max(1, Math.round(below * 100))) };
}

// ---------- expected grade ----------

/** Below this many papers in the range the expected grade is not shown: too little to go on. */
export const EXPECTED_GRADE_MIN_PAPERS = 3;

/**
 * The subject's band that the average score fraction falls in (docs/product-rules.md, expected grade), with the evidence it rests
 * on; null below the evidence minimum, without an average or without usable bands.
 */
export function expectedGrade(
  average: number | null,
  bands: readonly GradeBand[],
  evidence: Evidence,
): ExpectedGrade | null {
  if (average === null || evidence.papers < EXPECTED_GRADE_MIN_PAPERS) return null;
  const band = findGradeBand(bands, average);
  if (!band) return null;
  return { grade: band.grade, color: band.color, papers: evidence.papers, markedWritten: evidence.markedWritten };
}

/** Position of a grade among the bands, 1 for the lowest: a grade series can be drawn as a line. */
export function gradeLevel(bands: readonly GradeBand[], grade: string): number {
  const sorted = [...bands].sort((a, b) => a.min - b.min);
  return sorted.findIndex((band) => band.grade === grade) + 1;
}

// ---------- punctuality ----------

export interface AssignmentSubmission {
  dueAt: number;
  /** null while not submitted */
  submittedAt: number | null;
}

/**
 * Share of the student's assignments submitted on or before their due date, rounded to a percent (docs/product-rules.md). An
 * assignment not yet submitted counts only once its due date has passed (it is late by then). Null when nothing
 * counts yet.
 */
export function punctuality(assignments: readonly AssignmentSubmission[], now: number): number | null {
  return summarisePunctuality(assignments, now).punctuality;
}

/** Whether one assignment counts against punctuality: submitted after its due date, or not submitted once it passed. */
export function isLateAssignment(a: AssignmentSubmission, now: number): boolean {
  return a.submittedAt === null ? a.dueAt < now : a.submittedAt > a.dueAt;
}

export interface PunctualitySummary {
  punctuality: number | null;
  /** assignments that count: submitted, or past their due date */
  counted: number;
  /** the counted ones that were not on time (isLateAssignment): punctuality is the rest's share */
  late: number;
}

/** Punctuality with what it rests on: the teacher's assignments tab shows the percent and the number late. */
export function summarisePunctuality(assignments: readonly AssignmentSubmission[], now: number): PunctualitySummary {
  let counted = 0;
  let late = 0;
  for (const a of assignments) {
    if (a.submittedAt === null && a.dueAt >= now) continue;
    counted++;
    if (isLateAssignment(a, now)) late++;
  }
  return { punctuality: counted === 0 ? null : Math.round(((counted - late) / counted) * 100), counted, late };
}

// ---------- chapter mastery ----------

/** The last this many days before the range's end are "recent" for mastery. */
export const MASTERY_RECENT_DAYS = 30;

/**
 * A chapter's level from its recent accuracy (fraction of marks won) and how many of its questions were answered
 * recently: mastered needs 90% over at least 10 questions, proficient 75% over at least 5, familiar 50%; anything
 * answered is at least attempted. Null when nothing was answered.
 */
export function masteryLevel(accuracy: number | null, answered: number): MasteryLevel | null {
  if (accuracy === null || answered === 0) return null;
  if (accuracy >= 0.9 && answered >= 10) return 'mastered';
  if (accuracy >= 0.75 && answered >= 5) return 'proficient';
  if (accuracy >= 0.5) return 'familiar';
  return 'attempted';
}

// ---------- wrong-question notebook ----------

/** Days until each review: after a wrong answer, then after each right review. */
export const REVIEW_INTERVAL_DAYS = [1, 3, 7] as const;
/** Questions in one review practice. */
export const REVIEW_PRACTICE_MAX = 10;

export interface ReviewState {
  /** how many reviews were answered right in a row, 0 to 2 */
  step: number;
  dueAt: number;
}

/**
 * The next state of a question in the notebook after an answer. Wrong: back to the start, due at the beginning of the
 * Hong Kong day one day later. Right while due: the next interval (3, then 7 days); right at the last step: done
 * (null). Right before it is due: unchanged.
 */
export function nextReview(current: ReviewState | null, right: boolean, answeredAt: number): ReviewState | null {
  const day = hongKongDay(answeredAt);
  if (!right) return { step: 0, dueAt: day + REVIEW_INTERVAL_DAYS[0] * DAY_MS };
  if (!current) return null;
  if (current.dueAt > answeredAt) return current;
  const step = current.step + 1;
  if (step >= REVIEW_INTERVAL_DAYS.length) return null;
  return { step, dueAt: day + REVIEW_INTERVAL_DAYS[step]! * DAY_MS };
}
