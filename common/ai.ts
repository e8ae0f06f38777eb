import { z } from 'zod';
import { ASSIGNMENT_LIMITS, REPEAT_ASSIGNMENT_DEFAULTS, REPEAT_ASSIGNMENT_LIMITS } from './assignment-rules';
import { AssignmentPaperFields, AssignmentSchoolId, DueDate, Remark } from './assignments';
import { questionTypes } from './catalog';
import { FILE_PICKER, PAGE_TYPES } from './files';

/**
 * AI features (issue 14), all on an OpenAI-compatible endpoint; without one every route answers ai_not_configured
 * (409) and the product works without them (NOTES.md).
 *
 *   POST   /api/ai/practices                           student: CreatePracticeBody → 201 PracticeView (no questions yet;
 *                                                      they are written one by one, the working screen polls the paper)
 *   GET    /api/ai/practices/:id/marking               the practice's readers: AiMarkingView
 *   GET    /api/ai/practices/:id/questions/:no/solution    AiSolutionView (cached per question)
 *   POST   /api/ai/practices/:id/questions/:no/solution    ask for it: a job writes it once, everyone shares it
 *   POST   /api/ai/practices/repeat                    student: AiRepeatPracticeBody → 201 PracticeView; questions
 *                                                      like one of their own finished paper's, written as above
 *   POST   /api/assignments/ai                         teacher: CreateAiAssignmentBody → 201 { id, jobId }
 *   POST   /api/assignments/ai/repeat                  teacher: AiRepeatAssignmentBody → 201 { id, jobId }; questions
 *                                                      like one of a linked student's finished paper's
 *   POST   /api/assignments/:id/ai-questions           teacher, unpublished paper: AiQuestionBody → 201 { jobId };
 *                                                      the job writes one question, checks it and adds it at the end
 *                                                      or in place of `replaceId` ("change question with AI")
 *   POST   /api/assignments/upload                     teacher, multipart: up to 10 PDF/PNG/JPEG files of 10 MB
 *                                                      (checked by their bytes) → 201 { jobId }; a job turns each
 *                                                      page into an image the vision model reads into questions;
 *                                                      a Word worksheet's HTML or a spreadsheet's CSV (converted by
 *                                                      the file picker; HTML cleaned, at most documentChars) is
 *                                                      read as text instead (document_empty, document_too_long)
 *   GET    /api/assignments/upload/:jobId              its teacher: UploadReadView (the questions to review)
 *   POST   /api/assignments/upload/save                teacher: SaveUploadBody → 201 { id } (unpublished)
 *   POST   /api/ai/read-answer?practiceId&questionNo   student, open paper, written question, multipart: one PNG or
 *                                                      JPEG photo → 201 { jobId }; the vision model reads it
 *   GET    /api/ai/read-answer/:jobId                  its student: ReadAnswerView (the text to put in the answer)
 *   POST   /api/ai/ocr                                 teacher, admin or super-admin (question, notes and blog editors),
 *                                                      multipart: one PNG or JPEG → 201 { jobId }
 *   GET    /api/ai/ocr/:jobId                          its starter: ReadAnswerView (the image's text, LaTeX maths)
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
  /** single questions added to or changed on an assignment */
  questionsPerHour: 60,
  /** photos of written answers, and images for an editor, read into text */
  answersPerHour: 60,
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
  /**
   * Why a failed job failed (or its last try, while it is retried), for the screen to translate as
   * `ai.reasons.<code>`: ai_unreachable, ai_overloaded, ai_rejected, ai_invalid_answer, ai_error, worker_lost,
   * job_failed. Null otherwise.
   */
  reason: z.string().nullable(),
});
export type AiJobView = z.infer<typeof AiJobView>;

/** The reasons a failed AI job gives (AiJobView.reason); the web app has a text for each. */
export const aiFailureReasons = [
  'ai_unreachable',
  'ai_overloaded',
  'ai_rejected',
  'ai_invalid_answer',
  'ai_error',
  'worker_lost',
  'job_failed',
] as const;

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

/** POST /api/assignments/ai: the assignment form without its mode; the questions are written by AI. */
export const CreateAiAssignmentBody = z
  .object({
    subjectId: z.string().min(1, 'invalid_subject').max(64),
    chapterIds: z.array(z.string().min(1).max(64)).min(1, 'invalid_chapters').max(ASSIGNMENT_LIMITS.chapters.max),
    ...AssignmentPaperFields,
    dueDate: DueDate,
    studentIds: z.array(z.string().min(1).max(64)).max(ASSIGNMENT_LIMITS.students.max, 'invalid_students').default([]),
    remark: Remark.default(''),
    /** each student's MC options in an order of their own, as on the other tabs of create assignment */
    shuffleOptions: z.boolean({ error: 'invalid_request' }).default(false),
    schoolId: AssignmentSchoolId,
  })
  .refine((body) => body.noOfMCQuestions + body.noOfShortQuestions + body.noOfLongQuestions > 0, {
    path: ['noOfMCQuestions'],
    message: 'invalid_count',
  });
export type CreateAiAssignmentBody = z.infer<typeof CreateAiAssignmentBody>;

const RepeatCount = z.coerce
  .number()
  .int('invalid_count')
  .min(REPEAT_ASSIGNMENT_LIMITS.questions.min, 'invalid_count')
  .max(REPEAT_ASSIGNMENT_LIMITS.questions.max, 'invalid_count')
  .default(REPEAT_ASSIGNMENT_DEFAULTS.noOfQuestions);
const RepeatTimeLimit = z.coerce
  .number()
  .int('invalid_time_limit')
  .min(ASSIGNMENT_LIMITS.timeLimit.min, 'invalid_time_limit')
  .max(ASSIGNMENT_LIMITS.timeLimit.max, 'invalid_time_limit')
  .default(REPEAT_ASSIGNMENT_DEFAULTS.timeLimit);

/**
 * POST /api/ai/practices/repeat (spec: generateAIQuestions' repeat variant): `noq` AI questions like one question of
 * the student's own finished paper (`questionId` is the paper's copy, as on the solution screen), in its subject,
 * chapter, language and level; the practice opens at once and fills as they are written.
 */
export const AiRepeatPracticeBody = z.object({
  questionId: z.string().min(1).max(64),
  noq: RepeatCount,
  timeLimit: RepeatTimeLimit,
});
export type AiRepeatPracticeBody = z.infer<typeof AiRepeatPracticeBody>;

/**
 * POST /api/assignments/ai/repeat (spec: generateAIAssignment's repeat variant): like the bank repeat (a linked
 * student's finished paper, students, due date not past) but AI writes the questions into the unpublished assignment.
 */
export const AiRepeatAssignmentBody = AiRepeatPracticeBody.extend({
  dueDate: z.number({ error: 'invalid_due_date' }).int('invalid_due_date').min(0, 'invalid_due_date'),
  studentIds: z.array(z.string().min(1).max(64)).max(ASSIGNMENT_LIMITS.students.max, 'invalid_students').default([]),
  schoolId: AssignmentSchoolId,
});
export type AiRepeatAssignmentBody = z.infer<typeof AiRepeatAssignmentBody>;

export const AiAssignmentStarted = z.object({ id: z.string(), jobId: z.string() });
export type AiAssignmentStarted = z.infer<typeof AiAssignmentStarted>;

export const AiJobParams = z.object({ jobId: z.string().min(1).max(64) });

/** POST /api/assignments/:assignmentId/ai-questions (spec: generateSingleAIQuestion). */
export const AiQuestionBody = z.object({
  chapterId: z.string().min(1, 'invalid_chapters').max(64),
  type: z.enum(questionTypes, { error: 'invalid_type' }),
  level: z.number({ error: 'invalid_level' }).int('invalid_level').min(1, 'invalid_level').max(3, 'invalid_level'),
  /** the question copy on the paper that the new one replaces, in its place */
  replaceId: z.string().min(1).max(64).optional(),
});
export type AiQuestionBody = z.infer<typeof AiQuestionBody>;

export const AiAssignmentParams = z.object({ assignmentId: z.string().min(1).max(64) });

export const AiJobStarted = z.object({ jobId: z.string() });
export type AiJobStarted = z.infer<typeof AiJobStarted>;

/** The file picker's rules (spec: 10 files of at most 10 MB), for an uploaded assignment. */
/**
 * An uploaded assignment: 10 files of 10 MB, 30 pages read in all, and a document's text (a Word worksheet's HTML or
 * a spreadsheet's CSV, once cleaned) at most 60,000 characters: about 20 printed pages, well within one request.
 */
export const UPLOAD_LIMITS = {
  files: FILE_PICKER.files,
  bytes: FILE_PICKER.bytes,
  pages: 30,
  documentChars: 60_000,
} as const;
export const UPLOAD_TYPES = PAGE_TYPES;

const ReadText = z.string().max(20_000, 'invalid_request');

/** A question the vision model read from an upload, as the teacher reviews it (an MC key may still be missing). */
export const ReadQuestionView = z.object({
  type: z.enum(questionTypes, { error: 'invalid_type' }),
  question: ReadText.trim().min(1, 'question_incomplete'),
  options: z.object({ a: ReadText, b: ReadText, c: ReadText, d: ReadText }).nullable().default(null),
  correctAns: z.enum(['a', 'b', 'c', 'd'], { error: 'invalid_answer' }).nullable().default(null),
  solution: ReadText.default(''),
  totalScore: z.number({ error: 'invalid_score' }).min(0.5, 'invalid_score').max(100, 'invalid_score'),
});
export type ReadQuestionView = z.infer<typeof ReadQuestionView>;

/** A reviewed question as it is saved: an MC question has its four options and its key. */
export const UploadedQuestion = ReadQuestionView.refine(
  (q) => q.type !== 'mc' || (q.options !== null && q.correctAns !== null),
  { path: ['correctAns'], message: 'invalid_answer' },
);
export type UploadedQuestion = z.infer<typeof UploadedQuestion>;

export const UploadQuery = z.object({
  subjectId: z.string().min(1, 'invalid_subject').max(64),
  locale: z.enum(['en', 'zh'], { error: 'invalid_locale' }),
});

export const UploadParams = z.object({ jobId: z.string().min(1).max(64) });

export const UploadReadView = z.object({
  state: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  progress: z.number(),
  /** once completed: what was read, in page order */
  questions: z.array(ReadQuestionView).nullable(),
  pages: z.number().int().nullable(),
  /** why it failed (AiJobView.reason) */
  reason: z.string().nullable(),
});
export type UploadReadView = z.infer<typeof UploadReadView>;

/** The reviewed questions and the assignment's fields (chapters are not required when uploading: one is named). */
export const SaveUploadBody = z.object({
  subjectId: z.string().min(1, 'invalid_subject').max(64),
  chapterId: z.string().min(1, 'invalid_chapters').max(64),
  locale: z.enum(['en', 'zh'], { error: 'invalid_locale' }),
  timeLimit: z
    .number()
    .int('invalid_time_limit')
    .min(ASSIGNMENT_LIMITS.timeLimit.min, 'invalid_time_limit')
    .max(ASSIGNMENT_LIMITS.timeLimit.max, 'invalid_time_limit'),
  dueDate: z.number({ error: 'invalid_due_date' }).int('invalid_due_date').min(0, 'invalid_due_date'),
  studentIds: z.array(z.string().min(1).max(64)).max(ASSIGNMENT_LIMITS.students.max, 'invalid_students').default([]),
  remark: z.string().trim().max(ASSIGNMENT_LIMITS.remark.max, 'invalid_remark').default(''),
  shuffleOptions: z.boolean({ error: 'invalid_request' }).default(false),
  schoolId: AssignmentSchoolId,
  questions: z.array(UploadedQuestion).min(1, 'invalid_count').max(ASSIGNMENT_LIMITS.mc.max, 'invalid_count'),
});
export type SaveUploadBody = z.infer<typeof SaveUploadBody>;

export const AssignmentCreated = z.object({ id: z.string() });

export const ReadAnswerQuery = z.object({
  practiceId: z.string().min(1).max(64),
  questionNo: z.coerce.number().int().min(1).max(200),
});

export const ReadAnswerView = z.object({
  state: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  /** once completed: what the photo says, for the student to check and edit */
  text: z.string().nullable(),
  /** why it failed (AiJobView.reason) */
  reason: z.string().nullable(),
});
export type ReadAnswerView = z.infer<typeof ReadAnswerView>;
