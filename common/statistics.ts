import { z } from 'zod';
import { GradeBand } from './catalog-views';
import { ExpectedLevel } from './expected-level';

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
 *   PUT  /api/review-queue/budget                                  student: ReviewBudgetBody → ReviewQueueView
 *
 * `from` and `to` are Hong Kong calendar days as ms epoch of their start (to inclusive). The figures are read from
 * rollups kept when a paper is finished or a mark changes, never recomputed from the answers per view.
 *
 * This file holds the views (zod). The rules that fill them are plain functions beside it, free of zod:
 * `statistics-days.ts` (Hong Kong days, ranges) and `statistics-rules.ts` (ranking, expected grade, punctuality,
 * mastery, the notebook's review days); they import only these views' types.
 */

export const DayRange = z.object({
  /** start of the first Hong Kong day */
  from: z.number(),
  /** start of the last Hong Kong day (inclusive) */
  to: z.number(),
});
export type DayRange = z.infer<typeof DayRange>;

export const Ranking = z.object({
  side: z.enum(['top', 'bottom']),
  /** 1 to 50 */
  percent: z.number(),
});
export type Ranking = z.infer<typeof Ranking>;

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
  /** the estimated DSE level with its odds (common/expected-level.ts); null with too little evidence */
  expectedLevel: ExpectedLevel.nullable(),
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

export const masteryLevels = ['attempted', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryLevel = (typeof masteryLevels)[number];

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
  /** the question's text as that paper showed it, rendered (server/render/rich-text.ts) */
  questionHtml: z.string(),
  /** fixed-steps rows only (before FSRS); 0 otherwise */
  step: z.number(),
  /** the start of the Hong Kong day it is next due (FSRS: when recall falls to the target retention, 0.90) */
  dueAt: z.number(),
  /** FSRS memory: days until recall falls to 90% */
  stability: z.number(),
  /** FSRS difficulty, 1 (easy) to 10 (hard) */
  difficulty: z.number(),
  /** the chance, 0 to 1, that the student recalls it now */
  retrievability: z.number(),
  /** whether it is among today's reviews (within the daily budget, most forgotten first) */
  today: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItem>;

export const ReviewQueueView = z.object({
  /** reviews left for today: due now, within the daily budget (twice it after a break), less those done today */
  due: z.number(),
  /** every question due now, within the budget or not */
  backlog: z.number(),
  /** the daily review budget in force: the student's own, else the learning setting (common/learning-settings.ts) */
  budget: z.number(),
  /** the budget the student chose for themselves (PUT /api/review-queue/budget); null: the setting's */
  ownBudget: z.number().nullable(),
  /** the learning setting's budget, for everyone who chose none */
  defaultBudget: z.number(),
  items: z.array(ReviewQueueItem),
});
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
