import { z } from 'zod';
import { QUESTION_TEXT_MAX } from './admin-questions';
import {
  ASSIGNMENT_LIMITS,
  MOCK_TIME_LIMIT_MAX,
  REPEAT_ASSIGNMENT_DEFAULTS,
  REPEAT_ASSIGNMENT_LIMITS,
} from './assignment-rules';
import { optionKeys, questionTypes } from './catalog';
import { OptionTexts } from './catalog-views';
import { ItemFigures } from './item-analysis';
import { Localized } from './localized';
import { MockSectionResult } from './mock-papers';
import { languages } from './profile';

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

const Id = z.string().min(1).max(64);

/** bank: drawn by counts; blank: written on confirm; mock: a full HKDSE paper drawn to its blueprint (issue 28.8) */
export const assignmentModes = ['bank', 'blank', 'mock'] as const;
export type AssignmentMode = (typeof assignmentModes)[number];

const StudentIds = z
  .array(Id, { error: 'invalid_students' })
  .max(ASSIGNMENT_LIMITS.students.max, 'invalid_students')
  .refine((ids) => new Set(ids).size === ids.length, 'invalid_students');

/** Ms epoch; whether it lies ahead is the server's check (isDueDateAcceptable), with its own clock. */
export const DueDate = z.number({ error: 'invalid_due_date' }).int('invalid_due_date').min(0, 'invalid_due_date');

export const Remark = z.string().trim().max(ASSIGNMENT_LIMITS.remark.max, 'invalid_remark');

const count = (limits: { min: number; max: number }) =>
  z.coerce.number().int('invalid_count').min(limits.min, 'invalid_count').max(limits.max, 'invalid_count');

/** The paper's fields a drawn assignment and an AI-written one share: language, difficulty, counts and time limit. */
export const AssignmentPaperFields = {
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
};

/**
 * The school an assignment is set in the name of (spec: "working in a school's name"): one the teacher has joined, or
 * null for the teacher's own. Its school then sees and manages it as its teacher does. A school's own assignments are
 * always in its name. school_not_found (404) for a school the teacher is not in.
 */
export const AssignmentSchoolId = z
  .string({ error: 'school_not_found' })
  .min(1, 'school_not_found')
  .max(64, 'school_not_found')
  .nullable()
  .default(null);

/** POST /api/assignments. Counts are coerced and default to 0 (section 5). */
export const CreateAssignmentBody = z
  .object({
    mode: z.enum(assignmentModes, { error: 'invalid_request' }),
    subjectId: z.string().min(1, 'invalid_subject').max(64),
    /** required for a bank assignment; a blank one may name none */
    chapterIds: z.array(Id).max(ASSIGNMENT_LIMITS.chapters.max, 'invalid_chapters').default([]),
    ...AssignmentPaperFields,
    dueDate: DueDate,
    studentIds: StudentIds.default([]),
    remark: Remark.default(''),
    /** each student gets the MC options in an order of their own (beyond the spec; recorded on their practice) */
    shuffleOptions: z.boolean({ error: 'invalid_request' }).default(false),
    schoolId: AssignmentSchoolId,
    /**
     * a mock assignment's paper (GET /api/mock-papers): its sections drawn from the chosen chapters, or the whole
     * syllabus when none are; the paper's own time replaces timeLimit (changeable on confirm, like any paper's)
     */
    mockPaperId: z.string().min(1, 'mock_paper_not_found').max(64, 'mock_paper_not_found').optional(),
  })
  .refine((body) => body.mode !== 'mock' || body.mockPaperId !== undefined, {
    path: ['mockPaperId'],
    message: 'mock_paper_not_found',
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
      .max(MOCK_TIME_LIMIT_MAX, 'invalid_time_limit'), // a mock's own time; update.ts holds the rest to 120
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
 * `schoolId` sets it in a school's name as on create (AssignmentSchoolId, the same check).
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
  /** spec: the repeat variant sends `school`, as the create form does (working in a school's name) */
  schoolId: AssignmentSchoolId,
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

export const HandInPageParams = AssignmentStudentParams.extend({ pageNo: z.coerce.number().int().min(1).max(1000) });

/** A student's paper handed in on paper, as its teacher uploaded it: its pages in order (none: not handed in so). */
export const HandInPagesView = z.object({
  practiceId: z.string().nullable(),
  pages: z.array(z.object({ no: z.number().int(), url: z.string() })),
});
export type HandInPagesView = z.infer<typeof HandInPagesView>;

export const AssignmentPerson = z.object({
  id: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type AssignmentPerson = z.infer<typeof AssignmentPerson>;

/** One question copy of an assignment as its teacher sees it (texts are sanitised HTML with KaTeX markup). */
export const AssignmentQuestionView = z.object({
  id: z.string(),
  /** 1-based place on the paper */
  questionNo: z.number(),
  questionId: z.string().nullable(),
  chapterId: z.string(),
  type: z.enum(questionTypes),
  level: z.number(),
  totalScore: z.number(),
  questionHtml: z.string(),
  options: OptionTexts.nullable(),
  /** the teacher's view only; a student sees answers through their own finished practice */
  correctAns: z.enum(optionKeys).nullable(),
  solutionHtml: z.string().nullable(),
  /** the copy's texts as written (Markdown with $LaTeX$), for the teacher's editor */
  source: z.object({ question: z.string(), solution: z.string(), options: OptionTexts.nullable() }),
  editedAt: z.number().nullable(),
});
export type AssignmentQuestionView = z.infer<typeof AssignmentQuestionView>;

/** A mock assignment's paper: the HKDSE paper it follows and its sections' question numbers and marks. */
export const AssignmentMock = z.object({
  mockPaperId: z.string(),
  title: Localized,
  sections: z.array(MockSectionResult.omit({ score: true })),
});
export type AssignmentMock = z.infer<typeof AssignmentMock>;

/** The statuses of assignment-rules.ts (TeacherAssignmentStatus, StudentAssignmentStatus), as schemas. */
const dueLabels = ['due_today', 'due_tomorrow', 'new'] as const;
const TeacherAssignmentStatus = z.enum(['not_published', ...dueLabels, 'not_checked', 'checked']);
const StudentAssignmentStatus = z.enum(['finished', ...dueLabels, 'overdue']);

const AssignmentBase = z.object({
  id: z.string(),
  subject: z.object({ id: z.string(), title: Localized }),
  teacher: AssignmentPerson,
  mode: z.enum(assignmentModes),
  locale: z.enum(languages),
  difficulty: z.number(),
  noOfQuestions: z.number(),
  noOfMCQuestions: z.number(),
  noOfShortQuestions: z.number(),
  noOfLongQuestions: z.number(),
  /** minutes */
  timeLimit: z.number(),
  dueDate: z.number(),
  remark: z.string(),
  published: z.boolean(),
  /** each student's MC options come in an order of their own */
  shuffleOptions: z.boolean(),
  createdAt: z.number(),
});

/** A row of the teacher's GET /api/assignments */
export const TeacherAssignmentSummary = AssignmentBase.extend({
  status: TeacherAssignmentStatus,
  /** the school it is set in the name of (its teacher sees where it went; the school sees its teacher beside it) */
  school: AssignmentPerson.nullable(),
  /** the first few assigned students (ASSIGNMENT_LIMITS.avatarStack), for the avatar stack */
  students: z.array(AssignmentPerson),
  studentCount: z.number(),
  submittedCount: z.number(),
});
export type TeacherAssignmentSummary = z.infer<typeof TeacherAssignmentSummary>;

/** A row of the student's GET /api/assignments: a published assignment set for them */
export const StudentAssignmentSummary = AssignmentBase.extend({
  status: StudentAssignmentStatus,
  practiceId: z.string().nullable(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  late: z.boolean(),
});
export type StudentAssignmentSummary = z.infer<typeof StudentAssignmentSummary>;

export const AssignmentListResponse = z.discriminatedUnion('role', [
  z.object({ role: z.literal('teacher'), assignments: z.array(TeacherAssignmentSummary), toCheck: z.number() }),
  z.object({ role: z.literal('student'), assignments: z.array(StudentAssignmentSummary), unsubmitted: z.number() }),
]);
export type AssignmentListResponse = z.infer<typeof AssignmentListResponse>;

/** GET /api/assignments/:id */
export const AssignmentView = AssignmentBase.extend({
  status: z.union([TeacherAssignmentStatus, StudentAssignmentStatus]),
  chapterIds: z.array(z.string()),
  /** the teacher's view: every assigned student; a student's view: only themself */
  students: z.array(AssignmentPerson),
  /** the teacher's view only (a student sees the paper in their practice) */
  questions: z.array(AssignmentQuestionView),
  /** a student's own practice of it, once started */
  practiceId: z.string().nullable(),
  /** a full mock paper: its sections (the teacher's view; a student reads them on their result) */
  mock: AssignmentMock.nullable(),
});
export type AssignmentView = z.infer<typeof AssignmentView>;

/** GET /api/assignments/:id/results (teacher) */
export const AssignmentResults = z.object({
  assignment: z.object({ id: z.string(), dueDate: z.number(), totalScore: z.number(), noOfQuestions: z.number() }),
  students: z.array(
    z.object({
      student: AssignmentPerson,
      practiceId: z.string().nullable(),
      startedAt: z.number().nullable(),
      finishedAt: z.number().nullable(),
      score: z.number().nullable(),
      pendingMarking: z.number(),
      late: z.boolean(),
      /** a mock: each section's score (results.mock's order), null until that section is finished and marked */
      sectionScores: z.array(z.number().nullable()),
      /** the level the score estimates through the subject's bands, once nothing awaits a mark */
      grade: z.object({ grade: z.string(), color: z.string() }).nullable(),
    }),
  ),
  questions: z.array(
    z
      .object({
        questionNo: z.number(),
        chapterId: z.string(),
        type: z.enum(questionTypes),
        totalScore: z.number(),
        /** share of the available score earned by finished students (0..1), null before anyone finished */
        facility: z.number().nullable(),
        /** MC only: how many chose each option, and left it blank */
        optionCounts: z
          .object({ a: z.number(), b: z.number(), c: z.number(), d: z.number(), blank: z.number() })
          .nullable(),
      })
      // item analysis (common/item-analysis.ts): discrimination, the top and bottom groups' choices, `flagged`
      .extend(ItemFigures.shape),
  ),
  chapters: z.array(z.object({ chapterId: z.string(), facility: z.number().nullable(), questionCount: z.number() })),
  /** a full mock paper's sections, for the results by section; null for other papers */
  mock: AssignmentMock.nullable(),
});
export type AssignmentResults = z.infer<typeof AssignmentResults>;
