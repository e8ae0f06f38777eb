import { z } from 'zod';
import { GradeBand } from './catalog-views';
import { findGradeBand } from './grades';

/**
 * Statistics (the spec's learner part, sections 2 and 9; docs/product-rules.md: global ranking, expected grade, punctuality).
 *
 *   GET  /api/statistics?subjectId=&from=&to=                      student, own: StatisticsView
 *   GET  /api/statistics/:studentId?subjectId=&from=&to=&school=   teacher or parent with an accepted link (404
 *                                                                  otherwise): StatisticsView
 *   GET  /api/statistics/:studentId/assignments?subjectId=&from=&to=&school=
 *                                                                  teacher or school with an accepted link (404
 *                                                                  otherwise; a student never): StudentAssignmentStatistics,
 *                                                                  the assignments tab: this viewer's own assignments
 *                                                                  set for the student, due in the range
 *   GET  /api/review-queue                                         student: ReviewQueueView
 *   POST /api/review-queue/practice                                student: ReviewPracticeBody → 201 { id }
 *
 * `from` and `to` are Hong Kong calendar days as ms epoch of their start (to inclusive). The figures are read from
 * rollups kept when a paper is finished or a mark changes, never recomputed from the answers per view.
 */

export const DAY_MS = 86_400_000;
// Hong Kong has no daylight saving: a day there always starts at 16:00 UTC (as common/access.ts).
const HONG_KONG_OFFSET_MS = 8 * 3_600_000;

/** The start of the Hong Kong calendar day containing `time`. */
export function hongKongDay(time: number): number {
  return Math.floor((time + HONG_KONG_OFFSET_MS) / DAY_MS) * DAY_MS - HONG_KONG_OFFSET_MS;
}

// ---------- ranges ----------

export const rangePresets = ['7d', '1m', '3m', '6m', '1y', 'longest'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const DayRange = z.object({
  /** start of the first Hong Kong day */
  from: z.number(),
  /** start of the last Hong Kong day (inclusive) */
  to: z.number(),
});
export type DayRange = z.infer<typeof DayRange>;

/** Calendar months back from a Hong Kong day, the day of the month clamped (31 March − 1 month = 28/29 February). */
function monthsBack(day: number, months: number): number {
  const local = new Date(day + HONG_KONG_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(local.getUTCDate(), lastDay)) - HONG_KONG_OFFSET_MS;
}

/**
 * The days a preset covers, ending today: 7D is today and 6 days back (spec section 9), 1M to 1Y go back that many
 * calendar months (the day after), and longest starts at the student's first practised day (`firstDay`, or today).
 */
export function presetRange(preset: RangePreset, now: number, firstDay: number | null = null): DayRange {
  const to = hongKongDay(now);
  switch (preset) {
    case '7d':
      return { from: to - 6 * DAY_MS, to };
    case '1m':
      return { from: monthsBack(to, 1) + DAY_MS, to };
    case '3m':
      return { from: monthsBack(to, 3) + DAY_MS, to };
    case '6m':
      return { from: monthsBack(to, 6) + DAY_MS, to };
    case '1y':
      return { from: monthsBack(to, 12) + DAY_MS, to };
    case 'longest':
      return { from: Math.min(firstDay ?? to, to), to };
  }
}

/** The default range is one year back (spec section 9). */
export function defaultRange(now: number): DayRange {
  return presetRange('1y', now);
}

/** The period just before, of the same number of days: what each card's change is measured against. */
export function previousRange(range: DayRange): DayRange {
  const days = Math.round((range.to - range.from) / DAY_MS) + 1;
  return { from: range.from - days * DAY_MS, to: range.from - DAY_MS };
}

/** Days in a range, both ends counted. */
export function rangeDays(range: DayRange): number {
  return Math.round((range.to - range.from) / DAY_MS) + 1;
}

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

export const Ranking = z.object({
  side: z.enum(['top', 'bottom']),
  /** 1 to 50 */
  percent: z.number(),
});
export type Ranking = z.infer<typeof Ranking>;

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

export const Evidence = z.object({
  papers: z.number(),
  /** short and long answers that carry a mark (teacher or self) */
  markedWritten: z.number(),
});
export type Evidence = z.infer<typeof Evidence>;

export const ExpectedGrade = z.object({
  grade: z.string(),
  color: z.string(),
  /** what it rests on */
  papers: z.number(),
  markedWritten: z.number(),
});
export type ExpectedGrade = z.infer<typeof ExpectedGrade>;

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

export const masteryLevels = ['attempted', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryLevel = (typeof masteryLevels)[number];

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

// ---------- API ----------

const Day = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

export const StatisticsQuery = z
  .object({
    subjectId: z.string().max(100).optional(),
    from: Day.optional(),
    to: Day.optional(),
    /** the school a teacher views from (spec: ?school=); accepted and passed along */
    school: z.string().max(100).optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: 'invalid_request' });
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;

export const StatisticsParams = z.object({ studentId: z.string().min(1).max(100) });

export const StatisticsCards = z.object({
  papers: z.number(),
  questions: z.number(),
  /** null without timed questions */
  secondsPerQuestion: z.number().nullable(),
  /** percent 0-100 of the marks won over marked questions; null without any */
  averageScore: z.number().nullable(),
  ranking: Ranking.nullable(),
  expectedGrade: ExpectedGrade.nullable(),
});
export type StatisticsCards = z.infer<typeof StatisticsCards>;

export const StatisticsPoint = z.object({
  day: z.number(),
  papers: z.number(),
  questions: z.number(),
  secondsPerQuestion: z.number().nullable(),
  averageScore: z.number().nullable(),
  /** share of students below that day, percent 0-100 (top 10% = 90): a line that rises as the student climbs */
  rankingPercentile: z.number().nullable(),
  /** the day's band, 1 = lowest (gradeLevel) */
  gradeLevel: z.number().nullable(),
  grade: z.string().nullable(),
});
export type StatisticsPoint = z.infer<typeof StatisticsPoint>;

export const ChapterStatistics = z.object({
  chapterId: z.string(),
  chapterNo: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  /** questions answered in the range */
  attempted: z.number(),
  /** marks won as whole questions' worth (fractions of each question's total summed) */
  correct: z.number(),
  /** percent in the range, null without marked answers */
  accuracy: z.number().nullable(),
  /** percent over the MASTERY_RECENT_DAYS before the range's end */
  recentAccuracy: z.number().nullable(),
  level: z.enum(masteryLevels).nullable(),
});
export type ChapterStatistics = z.infer<typeof ChapterStatistics>;

export const StatisticsSubject = z.object({ id: z.string(), titleEn: z.string(), titleZh: z.string() });
export type StatisticsSubject = z.infer<typeof StatisticsSubject>;

export const StatisticsView = z.object({
  student: z.object({ id: z.string(), displayName: z.string() }),
  /** subjects the student practised (the last practised first), then those only assigned to them, for the selector */
  subjects: z.array(StatisticsSubject),
  /** the subject shown; null when the student has practised nothing */
  subjectId: z.string().nullable(),
  range: DayRange,
  /** the earliest practised day in the subject, for "longest" */
  firstDay: z.number().nullable(),
  cards: StatisticsCards,
  /** the same cards over the previous period of the same length */
  previous: StatisticsCards,
  evidence: Evidence.extend({ minPapers: z.number() }),
  series: z.array(StatisticsPoint),
  chapters: z.array(ChapterStatistics),
  /** grade bands of the subject, lowest first (for the grade chart's axis) */
  grades: z.array(GradeBand),
});
export type StatisticsView = z.infer<typeof StatisticsView>;

export const ReviewQueueItem = z.object({
  questionId: z.string(),
  subjectId: z.string(),
  chapterId: z.string(),
  chapterTitleEn: z.string(),
  chapterTitleZh: z.string(),
  /** the paper and question where it was last answered wrong */
  practiceId: z.string(),
  questionNo: z.number(),
  step: z.number(),
  dueAt: z.number(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItem>;

export const ReviewQueueView = z.object({ due: z.number(), items: z.array(ReviewQueueItem) });
export type ReviewQueueView = z.infer<typeof ReviewQueueView>;

export const ReviewPracticeBody = z.object({
  /** only this subject's due questions; by default the subject with the most due */
  subjectId: z.string().max(100).optional(),
  locale: z.enum(['en', 'zh']).default('en'),
});
export type ReviewPracticeBody = z.infer<typeof ReviewPracticeBody>;

// ---------- the teacher's assignments tab ----------

/** A student's label of an assignment (common/assignment-rules.ts StudentAssignmentStatus). */
const StudentAssignmentState = z.enum(['finished', 'due_today', 'due_tomorrow', 'new', 'overdue']);

export const StudentAssignmentRow = z.object({
  assignmentId: z.string(),
  subject: z.object({ id: z.string(), titleEn: z.string(), titleZh: z.string() }),
  /** the teacher's remark: what the assignment is about (assignments carry no title of their own) */
  remark: z.string(),
  /** who set it: the viewer, or for a school the school itself */
  teacherName: z.string(),
  dueDate: z.number(),
  status: StudentAssignmentState,
  finishedAt: z.number().nullable(),
  /** percent of the paper's total won so far, once finished; written answers awaiting a mark count as 0 until marked */
  scorePercent: z.number().nullable(),
  /** finished answers still waiting for a mark */
  pendingMarking: z.number(),
  /** isLateAssignment: submitted after the due date, or not submitted once it passed */
  late: z.boolean(),
});
export type StudentAssignmentRow = z.infer<typeof StudentAssignmentRow>;

export const StudentAssignmentStatistics = z.object({
  /** percent, null while nothing counts (common: summarisePunctuality) */
  punctuality: z.number().nullable(),
  counted: z.number(),
  late: z.number(),
  /** newest due date first */
  assignments: z.array(StudentAssignmentRow),
});
export type StudentAssignmentStatistics = z.infer<typeof StudentAssignmentStatistics>;
