import type { GradeBand } from '../../../common/catalog';
import { findGradeBandProblem } from '../../../common/grades';

/** Rules of the catalogue that need no database. */

/** A new order is accepted only when it names every current item exactly once, and nothing else. */
export function isSameSet(ids: readonly string[], current: readonly string[]): boolean {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id));
}

/** Why a subject's grade bands cannot be saved, or null. No bands at all is allowed: no expected grade is shown. */
export function findGradesProblem(grades: readonly GradeBand[]): string | null {
  return grades.length === 0 ? null : findGradeBandProblem(grades);
}
