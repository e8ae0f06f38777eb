import { z } from 'zod';
import { QUESTION_TEXT_MAX } from './admin-questions';
import {
  ASSIGNMENT_LIMITS,
  type AssignmentStatus,
  REPEAT_ASSIGNMENT_DEFAULTS,
  REPEAT_ASSIGNMENT_LIMITS,
  type StudentAssignmentStatus,
  type TeacherAssignmentStatus,
} from './assignment-rules';
import { type OptionKey, optionKeys, type QuestionType, questionTypes } from './catalog';
import type { Language } from './profile';

/**
 * Assignments (issue 11; learner part sections 2-5, 8, 9). A teacher (or school) sets a paper for linked, accepted
 * students: drawn from the bank or blank, created unpublished, confirmed (reordered, edited, added to) and published.
 * The assignment holds copies of its questions; each student's practice copies the assignment's questions when the
 * student starts it, and is then an ordinary practice (server clock, autosave, finishing, marking).
 *
 *   POST   /api/assignments               teacher: CreateAssignmentBody → 201 { id } (unpublished)
 *   GET    /api/assignments               teacher: own; student: published ones assigned to them (each with status)
 *   GET    /api/assignments/:id           its teacher, its school, or an assigned student once published
 *   PATCH  /api/assignments/:id           teacher: UpdateAssignmentBody
 *   POST   /api/assignments/:id/publish   teacher
 *   DELETE /api/assignments/:id           teacher: soft delete → 204
 *   POST   /api/assignments/:id/start     assigned student: → { practiceId }, the same one every time
 *   GET    /api/assignments/:id/results   teacher
 *
 * Marking uses the practice score route. Errors: invalid_chapters, invalid_students (a student who is not linked
 * and accepted), invalid_due_date (past, or more than a year ahead), assignment_not_found (404 for anyone who is
 * not its teacher, its school, or an assigned student of a published assignment), free_limit_questions and
 * free_limit_assignments (free teachers; refused, never trimmed).
 */

export * from './assignment-rules';

const count = (limits: { min: number; max: number }) =>
  z.coerce.number().int('invalid_count').min(limits.min, 'invalid_count').max(limits.max, 'invalid_count');

const Id = z.string().min(1).max(64);

export const assignmentModes = ['bank', 'blank'] as const;
export type AssignmentMode = (typeof assignmentModes)[number];

const StudentIds = z
  .array(Id, { error: 'invalid_students' })
  .max(ASSIGNMENT_LIMITS.students.max, 'invalid_students')
  .refine((ids) => new Set(ids).size === ids.length, 'invalid_students');

/** Ms epoch; whether it lies ahead is the server's check (isDueDateAcceptable), with its own clock. */
const DueDate = z.number({ error: 'invalid_due_date' }).int('invalid_due_date').min(0, 'invalid_due_date');

const Remark = z.string().trim().max(ASSIGNMENT_LIMITS.remark.max, 'invalid_remark');

/** POST /api/assignments. Counts are coerced and default to 0 (section 5). */
export const CreateAssignmentBody = z
  .object({
    mode: z.enum(assignmentModes, { error: 'invalid_request' }),
    subjectId: z.string().min(1, 'invalid_subject').max(64),
    /** required for a bank assignment; a blank one may name none */
    chapterIds: z.array(Id).max(ASSIGNMENT_LIMITS.chapters.max, 'invalid_chapters').default([]),
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
    dueDate: DueDate,
    studentIds: StudentIds.default([]),
    remark: Remark.default(''),
    /** each student gets the MC options in an order of their own (beyond the spec; recorded on their practice) */
    shuffleOptions: z.boolean({ error: 'invalid_request' }).default(false),
  })
  .refine((body) => body.mode !== 'bank' || body.chapterIds.length > 0, {
    path: ['chapterIds'],
    message: 'invalid_chapters',
  })
  .refine(
    (body) => body.mode !== 'bank' || body.noOfMCQuestions + body.noOfShortQuestions + body.noOfLongQuestions > 0,
    { path: ['noOfMCQuestions'], message: 'invalid_count' },
  );
export type CreateAssignmentBody = z.infer<typeof CreateAssignmentBody>;

/**
 * PATCH /api/assignments/:id: what confirm-assignment saves. questionIds is the paper's order, naming every
 * question copy it keeps (a copy left out is deleted). Students, due date and remark can change after publishing;
 * the questions and time limit only before (a student may already be working on them).
 */
export const UpdateAssignmentBody = z
  .object({
    remark: Remark,
    dueDate: DueDate,
    timeLimit: z.coerce
      .number()
      .int('invalid_time_limit')
      .min(ASSIGNMENT_LIMITS.timeLimit.min, 'invalid_time_limit')
      .max(ASSIGNMENT_LIMITS.timeLimit.max, 'invalid_time_limit'),
    studentIds: StudentIds,
    /** like the paper, only before publishing */
    shuffleOptions: z.boolean({ error: 'invalid_request' }),
    questionIds: z
      .array(Id)
      .max(ASSIGNMENT_LIMITS.questions.max, 'invalid_count')
      .refine((ids) => new Set(ids).size === ids.length, 'invalid_request'),
  })
  .partial();
export type UpdateAssignmentBody = z.infer<typeof UpdateAssignmentBody>;

/**
 * POST /api/assignments/repeat (teacher, from a solution screen): an unpublished assignment of `noq` questions like
 * one question of a linked student's finished paper (its chapter, type and level, drawn from the bank in the paper's
 * language) → 201 { id }; the confirm page opens on it. `questionId` is the paper's copy, as on the solution screen.
 */
export const RepeatAssignmentBody = z.object({
  questionId: Id,
  dueDate: DueDate,
  studentIds: StudentIds.default([]),
  noq: z.coerce
    .number()
    .int('invalid_count')
    .min(REPEAT_ASSIGNMENT_LIMITS.questions.min, 'invalid_count')
    .max(REPEAT_ASSIGNMENT_LIMITS.questions.max, 'invalid_count')
    .default(REPEAT_ASSIGNMENT_DEFAULTS.noOfQuestions),
  timeLimit: z.coerce
    .number()
    .int('invalid_time_limit')
    .min(ASSIGNMENT_LIMITS.timeLimit.min, 'invalid_time_limit')
    .max(ASSIGNMENT_LIMITS.timeLimit.max, 'invalid_time_limit')
    .default(REPEAT_ASSIGNMENT_DEFAULTS.timeLimit),
});
export type RepeatAssignmentBody = z.infer<typeof RepeatAssignmentBody>;

export const AssignmentParams = z.object({ assignmentId: Id });
export const AssignmentQuestionParams = z.object({ assignmentId: Id, questionId: Id });

const QuestionText = z.string().max(QUESTION_TEXT_MAX, 'invalid_request');

/**
 * POST /api/assignments/:id/questions (before publishing): one more question at the end of the paper, drawn from
 * the bank by chapter, type and level, or written by the teacher. Editing a copy takes UpdatePracticeQuestionBody
 * (common/question-copy.ts) at PATCH /api/assignments/:id/questions/:questionId; never the bank's question.
 */
export const AddAssignmentQuestionBody = z.discriminatedUnion(
  'source',
  [
    z.object({
      source: z.literal('bank'),
      chapterId: z.string().min(1, 'invalid_chapters').max(64),
      type: z.enum(questionTypes, { error: 'invalid_type' }),
      level: z.number().int().min(1, 'invalid_level').max(3, 'invalid_level'),
    }),
    z
      .object({
        source: z.literal('new'),
        chapterId: z.string().min(1, 'invalid_chapters').max(64),
        type: z.enum(questionTypes, { error: 'invalid_type' }),
        level: z.number().int().min(1, 'invalid_level').max(3, 'invalid_level'),
        question: QuestionText.trim().min(1, 'question_incomplete'),
        solution: QuestionText.default(''),
        options: z.object({ a: QuestionText, b: QuestionText, c: QuestionText, d: QuestionText }).partial().default({}),
        correctAns: z.enum(optionKeys, { error: 'invalid_answer' }).nullable().default(null),
        totalScore: z.number({ error: 'invalid_score' }).finite('invalid_score').optional(),
      })
      .refine((body) => body.type !== 'mc' || body.correctAns !== null, {
        path: ['correctAns'],
        message: 'invalid_answer',
      }),
  ],
  { error: 'invalid_request' },
);
export type AddAssignmentQuestionBody = z.infer<typeof AddAssignmentQuestionBody>;
export const AssignmentStudentParams = z.object({
  assignmentId: Id,
  studentId: Id,
});

export interface AssignmentPerson {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

/** One question copy of an assignment as its teacher sees it (texts are sanitised HTML with KaTeX markup). */
export interface AssignmentQuestionView {
  id: string;
  /** 1-based place on the paper */
  questionNo: number;
  questionId: string | null;
  chapterId: string;
  type: QuestionType;
  level: number;
  totalScore: number;
  questionHtml: string;
  options: Record<OptionKey, string> | null;
  /** the teacher's view only; a student sees answers through their own finished practice */
  correctAns: OptionKey | null;
  solutionHtml: string | null;
  /** the copy's texts as written (Markdown with $LaTeX$), for the teacher's editor */
  source: { question: string; solution: string; options: Record<OptionKey, string> | null };
  editedAt: number | null;
}

interface AssignmentBase {
  id: string;
  subject: { id: string; title: { en: string; zh: string } };
  teacher: AssignmentPerson;
  mode: AssignmentMode;
  locale: Language;
  difficulty: number;
  noOfQuestions: number;
  noOfMCQuestions: number;
  noOfShortQuestions: number;
  noOfLongQuestions: number;
  /** minutes */
  timeLimit: number;
  dueDate: number;
  remark: string;
  published: boolean;
  /** each student's MC options come in an order of their own */
  shuffleOptions: boolean;
  createdAt: number;
}

/** A row of the teacher's GET /api/assignments */
export interface TeacherAssignmentSummary extends AssignmentBase {
  status: TeacherAssignmentStatus;
  /** the first few assigned students (ASSIGNMENT_LIMITS.avatarStack), for the avatar stack */
  students: AssignmentPerson[];
  studentCount: number;
  submittedCount: number;
}

/** A row of the student's GET /api/assignments: a published assignment set for them */
export interface StudentAssignmentSummary extends AssignmentBase {
  status: StudentAssignmentStatus;
  practiceId: string | null;
  startedAt: number | null;
  finishedAt: number | null;
  late: boolean;
}

export type AssignmentListResponse =
  | { role: 'teacher'; assignments: TeacherAssignmentSummary[]; toCheck: number }
  | { role: 'student'; assignments: StudentAssignmentSummary[]; unsubmitted: number };

/** GET /api/assignments/:id */
export interface AssignmentView extends AssignmentBase {
  status: AssignmentStatus;
  chapterIds: string[];
  /** the teacher's view: every assigned student; a student's view: only themself */
  students: AssignmentPerson[];
  /** the teacher's view only (a student sees the paper in their practice) */
  questions: AssignmentQuestionView[];
  /** a student's own practice of it, once started */
  practiceId: string | null;
}

/** GET /api/assignments/:id/results (teacher) */
export interface AssignmentResults {
  assignment: { id: string; dueDate: number; totalScore: number; noOfQuestions: number };
  students: Array<{
    student: AssignmentPerson;
    practiceId: string | null;
    startedAt: number | null;
    finishedAt: number | null;
    score: number | null;
    pendingMarking: number;
    late: boolean;
  }>;
  questions: Array<{
    questionNo: number;
    chapterId: string;
    type: QuestionType;
    totalScore: number;
    /** share of the available score earned by finished students (0..1), null before anyone finished */
    facility: number | null;
    /** MC only: how many chose each option, and left it blank */
    optionCounts: Record<OptionKey | 'blank', number> | null;
  }>;
  chapters: Array<{ chapterId: string; facility: number | null; questionCount: number }>;
}
