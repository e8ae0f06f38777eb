/** Rules about practices that need no database. */

export interface PracticeFacts {
  finishedAt: number | null;
  deadlineAt: number;
  assignmentId: string | null;
}

/** A practice that is past its deadline and grace is over, whether or not anyone has finished it yet. */
export function isPastGrace(practice: Pick<PracticeFacts, 'deadlineAt'>, now: number, graceMs: number): boolean {
  return now >= practice.deadlineAt + graceMs;
}

/** Students may delete, or change questions of, their own practices, but not the practice of an assignment. */
export function canStudentReshape(practice: Pick<PracticeFacts, 'assignmentId'>): boolean {
  return practice.assignmentId === null;
}

/** A new paper, or a question swapped into one, prefers bank questions the student has not met in this long. */
export const RECENTLY_SEEN_MS = 30 * 86_400_000;
