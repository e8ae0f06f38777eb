import { z } from 'zod';
import { Id } from './admin';
import { defaultTotalScore, NON_MC_SCORE, optionKeys, type QuestionType, questionTypes } from './catalog';
import { Localized } from './localized';

/**
 * Question administration (admin and super-admin) under /api/admin/questions. Question texts, options and solutions
 * are Markdown with LaTeX between `$...$`, the same as the bank files; the server renders previews.
 */

export const QUESTION_TEXT_MAX = 20_000;
export const QUESTIONS_PAGE_MAX = 100;

/** The total score a question is stored with: MC is always 1; others are rounded and clamped to 1-13. */
export function clampTotalScore(type: QuestionType, score: number): number {
  if (type === 'mc') return 1;
  if (!Number.isFinite(score)) return 2;
  return Math.min(NON_MC_SCORE.max, Math.max(NON_MC_SCORE.min, Math.round(score)));
}

/**
 * The total score after an edit (of a bank question, or of a teacher's copy in a practice): MC is always 1; a score given is clamped to 1-13; a question leaving MC without a
 * score given takes the default for its new type; otherwise the score stays.
 */
export function nextTotalScore(
  current: { type: QuestionType; totalScore: number },
  type: QuestionType,
  given?: number,
) {
  if (given !== undefined) return clampTotalScore(type, given);
  if (type === 'mc') return 1;
  if (current.type === 'mc') return defaultTotalScore(type);
  return clampTotalScore(type, current.totalScore);
}

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * GET /api/admin/questions: newest first (createdAt, then id, both descending), `limit` a page (default 20), and
 * `nextCursor` to pass back for the next page (null at the end). Filters combine; `unapprove=true` shows only
 * unapproved questions. Questions of deleted chapters are left out, as learners cannot reach them.
 */
export const QuestionListQuery = z.object({
  subject: Id.optional(),
  section: Id.optional(),
  chapter: Id.optional(),
  level: z.coerce.number().int().min(1, 'invalid_level').max(3, 'invalid_level').optional(),
  unapprove: flag.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(QUESTIONS_PAGE_MAX).default(20),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;

/**
 * GET /api/admin/questions/counts: `chapters` counts each chapter of the subject (and section) by approval, for the
 * chapter selector; `levels` counts the current selection (subject, section, chapter, unapprove) by level.
 */
export const QuestionCountsQuery = z.object({
  subject: Id,
  section: Id.optional(),
  chapter: Id.optional(),
  unapprove: flag.optional(),
});
export type QuestionCountsQuery = z.infer<typeof QuestionCountsQuery>;

export const QuestionCountsView = z.object({
  chapters: z.array(z.object({ chapterId: z.string(), approved: z.number(), unapproved: z.number() })),
  levels: z.object({ all: z.number(), 1: z.number(), 2: z.number(), 3: z.number() }),
});
export type QuestionCountsView = z.infer<typeof QuestionCountsView>;

export const QuestionStats = z.object({
  a: z.number(),
  b: z.number(),
  c: z.number(),
  d: z.number(),
  blank: z.number(),
});
export type QuestionStats = z.infer<typeof QuestionStats>;

/** One card of the question list. `questionHtml` is rendered, sanitised HTML per language. */
export const QuestionCardView = z.object({
  id: z.string(),
  subjectId: z.string(),
  sectionId: z.string(),
  chapter: z.object({ id: z.string(), chapterNo: z.string(), title: Localized }),
  level: z.number(),
  type: z.enum(questionTypes),
  questionHtml: Localized,
  approved: z.boolean(),
  totalScore: z.number(),
  stats: QuestionStats,
  createdBy: z.string(),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
});
export type QuestionCardView = z.infer<typeof QuestionCardView>;

export const QuestionPage = z.object({ items: z.array(QuestionCardView), nextCursor: z.string().nullable() });
export type QuestionPage = z.infer<typeof QuestionPage>;

/**
 * POST /api/admin/questions: an empty, unapproved question in the chapter, made by the caller. Type and level may be
 * given (the add-question dialog asks for them); they default to MC and level 1.
 */
export const CreateQuestionBody = z.object({
  chapterId: Id,
  type: z.enum(questionTypes, { error: 'invalid_type' }).default('mc'),
  level: z.number().int().min(1, 'invalid_level').max(3, 'invalid_level').default(1),
});
export type CreateQuestionBody = z.infer<typeof CreateQuestionBody>;

const Text = z.string().max(QUESTION_TEXT_MAX, 'invalid_request');
const PartialLocalized = z.object({ en: Text, zh: Text }).partial();

/**
 * PATCH /api/admin/questions/:id: any of these. Every edit marks the question as edited in the app (`editedAt`), so
 * the content loader never overwrites it. `totalScore` is clamped (clampTotalScore); changing the type to MC makes it
 * 1, changing it away from MC without a score gives the default 2. `approved` may be changed by a super-admin only
 * (approval_forbidden otherwise), and approving needs both languages and, for MC, four options and an answer
 * (question_incomplete).
 */
export const UpdateQuestionBody = z.object({
  question: PartialLocalized.optional(),
  solution: PartialLocalized.optional(),
  options: z
    .object({ a: PartialLocalized, b: PartialLocalized, c: PartialLocalized, d: PartialLocalized })
    .partial()
    .optional(),
  correctAns: z.enum(optionKeys, { error: 'invalid_answer' }).nullable().optional(),
  level: z.number().int().min(1, 'invalid_level').max(3, 'invalid_level').optional(),
  type: z.enum(questionTypes, { error: 'invalid_type' }).optional(),
  totalScore: z.number({ error: 'invalid_score' }).finite('invalid_score').optional(),
  approved: z.boolean().optional(),
  /**
   * A correction on appeal (issue 29.4): the question gets a new version and every finished paper holding an earlier
   * one is re-marked under the corrected key within a minute (docs/product-rules.md, "Regrading").
   */
  regrade: z.boolean().optional(),
});
export type UpdateQuestionBody = z.infer<typeof UpdateQuestionBody>;

/**
 * GET/PATCH/POST answers for one question: the editable source per language ('' where empty; options are given for
 * every type and used for MC), and `preview`, the same texts rendered as learners see them. `latexErrors` lists
 * formulas KaTeX cannot parse (they show as red source), by field, e.g. `question.en` or `options.b.zh`.
 */
const LocalizedOptions = z.object({ a: Localized, b: Localized, c: Localized, d: Localized });

export const QuestionEditorView = z.object({
  id: z.string(),
  subjectId: z.string(),
  sectionId: z.string(),
  chapterId: z.string(),
  level: z.number(),
  type: z.enum(questionTypes),
  totalScore: z.number(),
  approved: z.boolean(),
  correctAns: z.enum(optionKeys).nullable(),
  question: Localized,
  solution: Localized,
  options: LocalizedOptions,
  preview: z.object({
    questionHtml: Localized,
    solutionHtml: Localized,
    optionsHtml: LocalizedOptions.nullable(),
  }),
  latexErrors: z.array(z.object({ field: z.string(), message: z.string() })),
  stats: QuestionStats,
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  editedAt: z.number().nullable(),
  /** raised by each correction that regrades (UpdateQuestionBody.regrade); papers' copies name the version they hold */
  version: z.number(),
});
export type QuestionEditorView = z.infer<typeof QuestionEditorView>;

// ---------------------------------------------------------------------------------------------------------------
// Spreadsheet import (super-admin)

/**
 * The import sheet: the first sheet of an .xlsx file. Row 1 is a title, row 2 the column headers, and questions start
 * at row 3, one a row, with exactly these 15 columns in this order (GET /api/admin/questions/import/template gives a
 * file to fill in):
 *
 *  1 id          optional stable id; when a question with this id (its `sourceId`) exists and was not edited in the
 *                app, the row updates it instead of adding another
 *  2 chapterId   an existing, undeleted chapter
 *  3 type        mc | short | long
 *  4 level       1 | 2 | 3
 *  5 totalScore  blank: 1 for MC, 2 otherwise; non-MC 1-13; MC is always 1
 *  6 question_en 7 question_zh
 *  8 option_a … 11 option_d   MC only, each "English || 中文"; blank for short and long
 * 12 correctAns  a-d for MC, blank otherwise
 * 13 solution_en 14 solution_zh
 * 15 approved    1 or 0 (blank: 0)
 *
 * Text cells are Markdown with LaTeX between `$...$`; a formula KaTeX cannot parse makes the row bad. A row with a
 * value past column 15 is bad (import_column_count); so is every row when the header row does not have 15 columns.
 */
export const IMPORT_COLUMNS = [
  'id',
  'chapterId',
  'type',
  'level',
  'totalScore',
  'question_en',
  'question_zh',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correctAns',
  'solution_en',
  'solution_zh',
  'approved',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const IMPORT_FIRST_ROW = 3;
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_OPTION_SEPARATOR = '||';

/** POST /api/admin/questions/import?dryRun=true (multipart, field `file`, an .xlsx). */
export const ImportQuery = z.object({ dryRun: flag.default(false) });

/** A reason a row cannot be imported: an error code, the column it is about, and English text. */
export const ImportRowError = z.object({
  code: z.string(),
  column: z.enum(IMPORT_COLUMNS).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

export const ImportRowResult = z.object({
  /** the sheet's row number (3 for the first question) */
  row: z.number(),
  ok: z.boolean(),
  errors: z.array(ImportRowError),
  /** what the row would become: `updates` is the id of the question it changes, else null for a new one */
  preview: z.object({
    chapterId: z.string(),
    type: z.string(),
    level: z.number().nullable(),
    totalScore: z.number().nullable(),
    question: Localized,
    approved: z.boolean(),
    updates: z.string().nullable(),
  }),
});
export type ImportRowResult = z.infer<typeof ImportRowResult>;

/** The dry run's answer: nothing is written. */
export const ImportDryRun = z.object({ rows: z.array(ImportRowResult), good: z.number(), bad: z.number() });
export type ImportDryRun = z.infer<typeof ImportDryRun>;

/**
 * The real import's answer: all good rows are written in one transaction (none when there are none); bad rows are
 * skipped and listed in `rows`, as in the dry run.
 */
export const ImportResult = ImportDryRun.extend({ imported: z.number(), added: z.number(), updated: z.number() });
export type ImportResult = z.infer<typeof ImportResult>;
