import { startOfHongKongDay } from './access';
import { PRACTICE_LIMITS } from './practice-rules';

// Assignment rules without zod (learner part sections 4, 5 and 9), so list pages and badges can use them without
// carrying zod; common/assignments.ts re-exports them with the request schemas.

const DAY_MS = 86_400_000;

/**
 * The longest a full mock paper's time may be (its own, 2 h 30 min for the sciences, or the teacher's change of it on
 * the confirm page): only a mock assignment goes past the spec's 120 minutes (docs/product-rules.md, "Mock papers").
 */
export const MOCK_TIME_LIMIT_MAX = 180;

/** The create-assignment form's limits: the practice form's counts, chapters, time limit and remark, and its own. */
export const ASSIGNMENT_LIMITS = {
  mc: PRACTICE_LIMITS.mc,
  short: PRACTICE_LIMITS.short,
  long: PRACTICE_LIMITS.long,
  timeLimit: PRACTICE_LIMITS.timeLimit,
  chapters: PRACTICE_LIMITS.chapters,
  remark: PRACTICE_LIMITS.remark,
  students: { max: 500 },
  /** questions on one paper, however they got there (drawn, added, written) */
  questions: { max: 80 },
  /** a due date further ahead than this is a typo, not a plan */
  dueDateAheadDays: 366,
  /** avatars shown in a row of the assignment list (section 9) */
  avatarStack: 3,
} as const;

/** Repeat a question (learner part section 5): 1-10 similar questions, 5 by default, 30 minutes, due in 7 days. */
/** The create form's counts for a teacher without a question limit (premium, trial, demo). */
export const ASSIGNMENT_COUNT_DEFAULTS = { mc: 10, short: 2, long: 1 } as const;

/**
 * The create form's first counts: 10 MC, 2 short and 1 long, or, within a free plan's question limit, one long and one
 * short question once the limit leaves room for MC beside them, the rest MC (5: 3 MC, 1 short, 1 long). So the form's
 * own defaults never make the server refuse the first assignment (docs/product-rules.md).
 */
export function defaultAssignmentCounts(questionsLimit: number | null): { mc: number; short: number; long: number } {
  const full = ASSIGNMENT_COUNT_DEFAULTS;
  if (questionsLimit === null || questionsLimit >= full.mc + full.short + full.long) return { ...full };
  const limit = Math.max(1, Math.floor(questionsLimit));
  const long = limit >= 3 ? 1 : 0;
  const short = limit >= 4 ? 1 : 0;
  return { mc: limit - long - short, short, long };
}

export const REPEAT_ASSIGNMENT_DEFAULTS = { noOfQuestions: 5, timeLimit: 30, dueInDays: 7 } as const;
export const REPEAT_ASSIGNMENT_LIMITS = { questions: { min: 1, max: 10 } } as const;

export type DueLabel = 'due_today' | 'due_tomorrow' | 'new';
export type TeacherAssignmentStatus = 'not_published' | DueLabel | 'not_checked' | 'checked';
export type StudentAssignmentStatus = 'finished' | DueLabel | 'overdue';
export type AssignmentStatus = TeacherAssignmentStatus | StudentAssignmentStatus;

/** After the due date? The due moment itself still counts as in time. */
export function isPastDue(dueDate: number, now: number): boolean {
  return now > dueDate;
}

/**
 * Before the due date, how soon it is due, in Hong Kong calendar days (the days the free limits count in):
 * due today, due tomorrow, or new when later than that. Null once the due date has passed.
 */
export function dueLabel(dueDate: number, now: number): DueLabel | null {
  if (isPastDue(dueDate, now)) return null;
  const tomorrow = startOfHongKongDay(now) + DAY_MS;
  if (dueDate < tomorrow) return 'due_today';
  if (dueDate < tomorrow + DAY_MS) return 'due_tomorrow';
  return 'new';
}

export interface AssignmentStatusFacts {
  published: boolean;
  checked: boolean;
  dueDate: number;
}

/**
 * The teacher's label (section 4): not published; before the due date how soon it is due; after it not checked
 * until the teacher has checked it (see shouldMarkChecked), then checked.
 */
export function teacherAssignmentStatus(facts: AssignmentStatusFacts, now: number): TeacherAssignmentStatus {
  if (!facts.published) return 'not_published';
  const label = dueLabel(facts.dueDate, now);
  if (label) return label;
  return facts.checked ? 'checked' : 'not_checked';
}

/** The student's label: finished once their practice is finished, else how soon it is due, else overdue. */
export function studentAssignmentStatus(facts: { dueDate: number; finishedAt: number | null }, now: number) {
  if (facts.finishedAt !== null) return 'finished' satisfies StudentAssignmentStatus;
  return dueLabel(facts.dueDate, now) ?? ('overdue' satisfies StudentAssignmentStatus);
}

/**
 * "When the due date has passed and the assignment is not yet checked, it is marked checked" (section 4): the
 * server marks it when its teacher opens the results after the due date, so the list's "to check" badge counts
 * the overdue assignments the teacher has not looked at yet.
 */
export function shouldMarkChecked(facts: AssignmentStatusFacts, now: number): boolean {
  return facts.published && !facts.checked && isPastDue(facts.dueDate, now);
}

/** Late submissions are accepted and marked late: finished after the due date. */
export function isLateSubmission(finishedAt: number | null, dueDate: number): boolean {
  return finishedAt !== null && finishedAt > dueDate;
}

/** A due date must lie ahead (the picker disables past days; the server refuses them) and within a year. */
export function isDueDateAcceptable(dueDate: number, now: number): boolean {
  return dueDate > now && dueDate <= now + ASSIGNMENT_LIMITS.dueDateAheadDays * DAY_MS;
}

/**
 * What opening an assignment does for a student (section 4): a finished practice opens its result, a started one
 * resumes, otherwise the student confirms and the server creates the practice.
 */
export function studentNextStep(
  practice: { id: string; finishedAt: number | null } | null,
): 'result' | 'resume' | 'confirm' {
  if (!practice) return 'confirm';
  return practice.finishedAt === null ? 'resume' : 'result';
}

/** The status colour (Mantine palette names): grey waits, red is urgent or overdue, orange soon, green done. */
export function assignmentStatusColor(status: AssignmentStatus): 'gray' | 'red' | 'orange' | 'blue' | 'green' {
  switch (status) {
    case 'not_published':
      return 'gray';
    case 'due_today':
    case 'overdue':
    case 'not_checked':
      return 'red';
    case 'due_tomorrow':
      return 'orange';
    case 'new':
      return 'blue';
    case 'finished':
    case 'checked':
      return 'green';
  }
}
