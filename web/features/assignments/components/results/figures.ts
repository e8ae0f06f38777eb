import type { AssignmentResults } from '../../../../../common/assignments';

type ResultStudent = AssignmentResults['students'][number];

/** Submitted papers: finished practices (their score may still wait for a teacher's mark on written answers). */
export function submittedStudents(students: ResultStudent[]): ResultStudent[] {
  return students.filter((row) => row.finishedAt !== null);
}

/** The average score of submitted papers, or null before anyone submitted. */
export function averageScore(students: ResultStudent[]): number | null {
  const scores = submittedStudents(students).map((row) => row.score ?? 0);
  if (scores.length === 0) return null;
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

export const DISTRIBUTION_BANDS = 10;

/**
 * How many submitted papers fall in each tenth of the full score: 0-9%, 10-19%, ... 90-100% (a full mark counts in
 * the top band). A paper worth nothing (every question removed) counts in the lowest band.
 */
export function scoreDistribution(
  students: ResultStudent[],
  totalScore: number,
): Array<{ band: string; count: number }> {
  const counts = Array.from({ length: DISTRIBUTION_BANDS }, () => 0);
  for (const row of submittedStudents(students)) {
    const fraction = totalScore > 0 ? (row.score ?? 0) / totalScore : 0;
    const band = Math.min(DISTRIBUTION_BANDS - 1, Math.max(0, Math.floor(fraction * DISTRIBUTION_BANDS)));
    counts[band]! += 1;
  }
  return counts.map((count, index) => {
    const low = index * (100 / DISTRIBUTION_BANDS);
    const high = index === DISTRIBUTION_BANDS - 1 ? 100 : low + 100 / DISTRIBUTION_BANDS - 1;
    return { band: `${low}-${high}%`, count };
  });
}

/** A facility (0..1) as a whole percent, or null when nobody's answer counted yet. */
export function facilityPercent(facility: number | null): number | null {
  return facility === null ? null : Math.round(facility * 100);
}

/** Marks shown as people write them: whole numbers plain, halves with one decimal. */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
