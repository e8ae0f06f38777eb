import { z } from 'zod';
import { ASSIGNMENT_LIMITS } from './assignment-rules';

/**
 * AI features (issue 14), all on an OpenAI-compatible endpoint; without one every route answers ai_not_configured
 * (409) and the product works without them (NOTES.md).
 *
 *   POST   /api/ai/practices                           student: CreatePracticeBody → 201 PracticeView (no questions yet;
 *                                                      they are written one by one, the working screen polls the paper)
 *   GET    /api/ai/practices/:id/marking               the practice's readers: AiMarkingView
 *   GET    /api/ai/practices/:id/questions/:no/solution    AiSolutionView (cached per question)
 *   POST   /api/ai/practices/:id/questions/:no/solution    ask for it: a job writes it once, everyone shares it
 *   POST   /api/assignments/ai                         teacher: CreateAiAssignmentBody → 201 { id, jobId }
 *   GET    /api/ai/jobs/:id    DELETE /api/ai/jobs/:id its creator: AiJobView; cancel
 *   GET    /api/ai/usage                               super-admin: AiUsageView
 *
 * Errors: ai_not_configured, ai_rate_limited (429, params limit and minutes), and the practice and assignment
 * forms' own codes.
 */

/** Per user and rolling hour: the AI work one person may start (papers and assignments; solutions). */
export const AI_LIMITS = {
  papersPerHour: 10,
  solutionsPerHour: 60,
} as const;

/** How many marks a question type is worth when AI writes it. */
export const AI_QUESTION_SCORES = { mc: 1, short: 4, long: 8 } as const;

export const aiJobStates = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type AiJobState = (typeof aiJobStates)[number];

export const AiJobView = z.object({
  id: z.string(),
  state: z.enum(aiJobStates),
  /** 0..1 */
  progress: z.number(),
  /** set on an assignment job: the assignment being written */
  assignmentId: z.string().nullable(),
});
export type AiJobView = z.infer<typeof AiJobView>;

export const AiMarkPoint = z.object({ point: z.string(), awarded: z.number(), reason: z.string() });
export type AiMarkPoint = z.infer<typeof AiMarkPoint>;

export const AiMarkView = z.object({
  questionNo: z.number(),
  state: z.enum(['queued', 'done', 'failed']),
  score: z.number().nullable(),
  totalScore: z.number(),
  points: z.array(AiMarkPoint),
  feedback: z.string().nullable(),
  promptId: z.string().nullable(),
  model: z.string().nullable(),
  /** the teacher's later mark of the same answer, when there is one */
  teacherScore: z.number().nullable(),
});
export type AiMarkView = z.infer<typeof AiMarkView>;

export const AiMarkingView = z.object({
  /** 'none': no AI marking for this paper (no written answers, or AI off when it was handed in) */
  state: z.enum(['none', 'marking', 'done', 'failed']),
  marks: z.array(AiMarkView),
});
export type AiMarkingView = z.infer<typeof AiMarkingView>;

export const AiSolutionView = z.object({
  state: z.enum(['none', 'queued', 'done', 'failed']),
  /** rendered, sanitised HTML once done */
  solutionHtml: z.string().nullable(),
  model: z.string().nullable(),
});
export type AiSolutionView = z.infer<typeof AiSolutionView>;

export const AiUsageRow = z.object({
  userId: z.string().nullable(),
  displayName: z.string(),
  email: z.string(),
  jobs: z.number(),
  failed: z.number(),
  tokensIn: z.number(),
  tokensOut: z.number(),
  /** millionths of a US dollar */
  costMicros: z.number(),
  lastAt: z.number(),
});
export type AiUsageRow = z.infer<typeof AiUsageRow>;

const UsageTotals = z.object({
  jobs: z.number(),
  failed: z.number(),
  tokensIn: z.number(),
  tokensOut: z.number(),
  costMicros: z.number(),
});

export const AiUsageView = z.object({
  /** the window the figures cover, ms epoch */
  since: z.number(),
  totals: UsageTotals,
  byQueue: z.array(UsageTotals.extend({ queue: z.string() })),
  users: z.array(AiUsageRow),
  /** AI marks a teacher marked again: how often they agreed (within half a mark) and by how much they differed */
  agreement: z.object({ compared: z.number(), agreed: z.number(), meanAbsDiff: z.number().nullable() }),
});
export type AiUsageView = z.infer<typeof AiUsageView>;

export const UsageQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

const count = (limits: { min: number; max: number }) =>
  z.coerce.number().int('invalid_count').min(limits.min, 'invalid_count').max(limits.max, 'invalid_count');

/** POST /api/assignments/ai: the assignment form without its mode; the questions are written by AI. */
export const CreateAiAssignmentBody = z
  .object({
    subjectId: z.string().min(1, 'invalid_subject').max(64),
    chapterIds: z.array(z.string().min(1).max(64)).min(1, 'invalid_chapters').max(ASSIGNMENT_LIMITS.chapters.max),
    locale: z.enum(['en', 'zh'], { error: 'invalid_locale' }),
    difficulty: z.coerce.number().int().min(1, 'invalid_difficulty').max(3, 'invalid_difficulty').default(2),
    noOfMCQuestions: count(ASSIGNMENT_LIMITS.mc).default(0),
    noOfShortQuestions: count(ASSIGNMENT_LIMITS.short).default(0),
    noOfLongQuestions: count(ASSIGNMENT_LIMITS.long).default(0),
    timeLimit: z.coerce
      .number()
      .int('invalid_time_limit')
      .min(ASSIGNMENT_LIMITS.timeLimit.min, 'invalid_time_limit')
      .max(ASSIGNMENT_LIMITS.timeLimit.max, 'invalid_time_limit'),
    dueDate: z.number({ error: 'invalid_due_date' }).int('invalid_due_date').min(0, 'invalid_due_date'),
    studentIds: z.array(z.string().min(1).max(64)).max(ASSIGNMENT_LIMITS.students.max, 'invalid_students').default([]),
    remark: z.string().trim().max(ASSIGNMENT_LIMITS.remark.max, 'invalid_remark').default(''),
    /** each student's MC options in an order of their own, as on the other tabs of create assignment */
    shuffleOptions: z.boolean({ error: 'invalid_request' }).default(false),
  })
  .refine((body) => body.noOfMCQuestions + body.noOfShortQuestions + body.noOfLongQuestions > 0, {
    path: ['noOfMCQuestions'],
    message: 'invalid_count',
  });
export type CreateAiAssignmentBody = z.infer<typeof CreateAiAssignmentBody>;

export const AiJobParams = z.object({ jobId: z.string().min(1).max(64) });
