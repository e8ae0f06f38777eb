import type { GradeBand } from './catalog';

/** Fractions are compared with this tolerance: bands entered as 0-100 and stored as fractions round-trip inexactly. */
const EPSILON = 1e-9;

/**
 * Why a list of grade bands is unusable, or null. Bands must cover 0 to 1 exactly once: sorted by `min`, the first
 * starts at 0, each starts where the previous ends, and the last ends at 1.
 */
export function findGradeBandProblem(bands: readonly GradeBand[]): string | null {
  if (bands.length === 0) return 'no bands';
  const sorted = [...bands].sort((a, b) => a.min - b.min);
  for (const band of sorted) if (band.min >= band.max - EPSILON) return `band ${band.grade} has min >= max`;
  if (Math.abs(sorted[0]!.min) > EPSILON) return `the lowest band starts at ${sorted[0]!.min}, not 0`;
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const band = sorted[i]!;
    if (band.min < previous.max - EPSILON) return `bands ${previous.grade} and ${band.grade} overlap`;
    if (band.min > previous.max + EPSILON) return `gap between ${previous.grade} and ${band.grade}`;
  }
  const top = sorted[sorted.length - 1]!;
  if (Math.abs(top.max - 1) > EPSILON) return `the highest band ends at ${top.max}, not 1`;
  if (new Set(bands.map((band) => band.grade)).size !== bands.length) return 'two bands share a name';
  return null;
}

/** The band a score fraction falls in: min <= x < max, the top band including 1 (docs/product-rules.md, expected grade). */
export function findGradeBand(bands: readonly GradeBand[], fraction: number): GradeBand | undefined {
  const sorted = [...bands].sort((a, b) => a.min - b.min);
  const top = sorted[sorted.length - 1];
  if (top && fraction >= top.max - EPSILON) return top;
  return sorted.find((band) => fraction >= band.min - EPSILON && fraction < band.max - EPSILON);
}

/** The stored grade of a finished practice with nothing awaiting a mark (rows graded before that rule included). */
export function gradeOf(practice: {
  finishedAt: number | null;
  pendingMarking: number;
  grade: string | null;
  gradeColor: string | null;
}): { grade: string; color: string } | null {
  if (practice.finishedAt === null || practice.pendingMarking > 0 || !practice.grade) return null;
  return { grade: practice.grade, color: practice.gradeColor ?? '#777777' };
}
