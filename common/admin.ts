import { z } from 'zod';
import { GradeBand } from './catalog-views';
import { Localized } from './localized';

/**
 * Content administration: categories, subjects, sections, chapters and chapter notes (super-admin only), served
 * under /api/admin/. Every body here is validated by the server with these schemas; their issue messages are error
 * codes, so the web forms can use the same schemas and translate the same way.
 *
 * Rich text of chapter notes: the editor sends HTML. The server keeps headings (h1-h4), paragraphs, lists, tables,
 * links (http, https, mailto), bold, italic, underline, strike, sub/superscript, code, blockquotes and images whose
 * address is one of our own files (`/api/files/...` from POST /api/admin/images, or `/content-assets/...` of the bank);
 * everything else (scripts, event handlers, styles, `javascript:` and `data:` addresses, outside images) is removed.
 * Mathematics is kept as its LaTeX source in the text, between `$...$` (inline) or `$$...$$` (display), the same as
 * in the question bank; the learner side renders it with KaTeX. The editor shows and edits `$...$` as plain text.
 * Inside a formula the server writes `<` and `>` as `\lt` and `\gt`, so the stored HTML stays valid and KaTeX reads it.
 */

export const TITLE_MAX = 200;
export const AUDIENCE_MAX = 100;
export const DEFAULT_AUDIENCE = 'HKDSE students';
export const CHAPTER_NO_MAX = 20;
/** Syllabus files (pdf, doc, docx, txt) and spreadsheets; images are limited after re-encoding instead. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Chapter notes per language, as stored HTML. */
export const NOTES_MAX = 500_000;
/** Editor images: the longest side after re-encoding, and the size the encoder aims below. */
export const IMAGE_MAX_SIDE = 1600;
export const IMAGE_TARGET_BYTES = 500 * 1024;

export const Id = z.string().min(1).max(64);
export const IdParams = z.object({ id: Id });

const titleText = z.string().trim().max(TITLE_MAX, 'invalid_title').default('');

/** A title per language; at least one language must be given (the other falls back to it when shown). */
export const LocalizedTitle = z
  .object({ en: titleText, zh: titleText }, { error: 'invalid_title' })
  .refine((title) => title.en.length > 0 || title.zh.length > 0, { message: 'invalid_title' });

// ---------------------------------------------------------------------------------------------------------------
// Categories

const Audience = z
  .string()
  .trim()
  .max(AUDIENCE_MAX, 'invalid_audience')
  .transform((audience) => audience || DEFAULT_AUDIENCE);

/** POST /api/admin/categories: a new category goes last, unpublished unless `published` says otherwise. */
export const CreateCategoryBody = z.object({
  title: LocalizedTitle,
  audience: Audience.default(DEFAULT_AUDIENCE),
  published: z.boolean().default(false),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;

/** PATCH /api/admin/categories/:id */
export const UpdateCategoryBody = z.object({
  title: LocalizedTitle.optional(),
  audience: Audience.optional(),
  published: z.boolean().optional(),
});
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

/** GET /api/admin/categories → { categories: AdminCategoryView[] } in order, unpublished included. */
export const AdminCategoryView = z.object({
  id: z.string(),
  title: Localized,
  audience: z.string(),
  order: z.number(),
  published: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AdminCategoryView = z.infer<typeof AdminCategoryView>;
export const AdminCategoriesAnswer = z.object({ categories: z.array(AdminCategoryView) });

/**
 * PUT /api/admin/categories/order and the other `.../order` routes: every undeleted item of the list, in the new
 * order. A list that is not exactly the current items (one was added or deleted meanwhile) answers invalid_order.
 */
export const ReorderBody = z.object({ ids: z.array(Id).min(1, 'invalid_order').max(2000, 'invalid_order') });
export type ReorderBody = z.infer<typeof ReorderBody>;

// ---------------------------------------------------------------------------------------------------------------
// Subjects

export const defaultLanguages = ['none', 'en', 'zh'] as const;
export type DefaultLanguage = (typeof defaultLanguages)[number];

/** One grade band as sent and stored: min and max are fractions 0-1 (the form shows 0-100, see toFraction). */
export const GradeBandInput = z.object({
  grade: z.string().trim().min(1, 'invalid_grades').max(20, 'invalid_grades'),
  min: z.number().min(0, 'invalid_grades').max(1, 'invalid_grades'),
  max: z.number().min(0, 'invalid_grades').max(1, 'invalid_grades'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'invalid_grades'),
});

/**
 * Grade bands, best first as the form lists them. An empty list means "no bands yet" (no expected grade is shown);
 * any other list must cover 0 to 1 without gaps or overlaps (grades.ts, findGradeBandProblem), else invalid_grades
 * with the reason in `params.reason`.
 */
export const GradeBands = z.array(GradeBandInput, { error: 'invalid_grades' }).max(20, 'invalid_grades');

/** The form's 0-100 to the stored fraction, without binary noise (85 → 0.85, not 0.8500000000000001). */
export function toFraction(percent: number): number {
  return Math.round(percent * 10_000) / 1_000_000;
}

/** A stored fraction as the form's 0-100. */
export function toPercent(fraction: number): number {
  return Math.round(fraction * 1_000_000) / 10_000;
}

/** POST /api/admin/subjects: a new subject goes last in its category, unpublished unless `published` says so. */
export const CreateSubjectBody = z.object({
  categoryId: Id,
  title: LocalizedTitle,
  defaultLanguage: z.enum(defaultLanguages).default('none'),
  grades: GradeBands.default([]),
  published: z.boolean().default(false),
  isOld: z.boolean().default(false),
  isNew: z.boolean().default(true),
});
export type CreateSubjectBody = z.infer<typeof CreateSubjectBody>;

/** PATCH /api/admin/subjects/:id; moving to another category puts the subject last there. */
export const UpdateSubjectBody = z.object({
  categoryId: Id.optional(),
  title: LocalizedTitle.optional(),
  defaultLanguage: z.enum(defaultLanguages).optional(),
  grades: GradeBands.optional(),
  published: z.boolean().optional(),
  isOld: z.boolean().optional(),
  isNew: z.boolean().optional(),
});
export type UpdateSubjectBody = z.infer<typeof UpdateSubjectBody>;

export const SubjectListQuery = z.object({ category: Id.optional() });

/** PUT /api/admin/subjects/order: every undeleted subject of the category, in the new order. */
export const ReorderSubjectsBody = ReorderBody.extend({ categoryId: Id });
export type ReorderSubjectsBody = z.infer<typeof ReorderSubjectsBody>;

export const syllabusLanguages = ['en', 'zh'] as const;
export const SyllabusParams = z.object({ id: Id, language: z.enum(syllabusLanguages) });
/** What a syllabus upload accepts; checked by the file's content, not by its name or declared type. */
export const syllabusFileTypes = ['pdf', 'doc', 'docx', 'txt'] as const;

export const FileLink = z.object({
  /** the original file name, as uploaded */
  name: z.string(),
  /** /api/files/<key>, for signed-in users */
  url: z.string(),
});
export type FileLink = z.infer<typeof FileLink>;

/** GET /api/admin/subjects → { subjects: AdminSubjectView[] }, ordered by category, then subject order. */
export const AdminSubjectView = z.object({
  id: z.string(),
  categoryId: z.string(),
  title: Localized,
  order: z.number(),
  published: z.boolean(),
  isOld: z.boolean(),
  isNew: z.boolean(),
  defaultLanguage: z.enum(defaultLanguages),
  /** fractions 0-1 */
  grades: z.array(GradeBand),
  syllabus: z.object({ en: FileLink.nullable(), zh: FileLink.nullable() }),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AdminSubjectView = z.infer<typeof AdminSubjectView>;
export const AdminSubjectsAnswer = z.object({ subjects: z.array(AdminSubjectView) });

// ---------------------------------------------------------------------------------------------------------------
// Sections and chapters

/** POST /api/admin/sections: goes last in its subject. */
export const CreateSectionBody = z.object({
  subjectId: Id,
  title: LocalizedTitle,
  published: z.boolean().default(false),
});
export type CreateSectionBody = z.infer<typeof CreateSectionBody>;

export const UpdateSectionBody = z.object({ title: LocalizedTitle.optional(), published: z.boolean().optional() });
export type UpdateSectionBody = z.infer<typeof UpdateSectionBody>;

export const ReorderSectionsBody = ReorderBody.extend({ subjectId: Id });
export type ReorderSectionsBody = z.infer<typeof ReorderSectionsBody>;

const ChapterNo = z.string().trim().min(1, 'invalid_chapter_no').max(CHAPTER_NO_MAX, 'invalid_chapter_no');

/** POST /api/admin/chapters: goes last in its section. */
export const CreateChapterBody = z.object({
  sectionId: Id,
  chapterNo: ChapterNo,
  title: LocalizedTitle,
  published: z.boolean().default(false),
});
export type CreateChapterBody = z.infer<typeof CreateChapterBody>;

/** PATCH /api/admin/chapters/:id; `sectionId` moves it (last) into another section of the same subject. */
export const UpdateChapterBody = z.object({
  sectionId: Id.optional(),
  chapterNo: ChapterNo.optional(),
  title: LocalizedTitle.optional(),
  published: z.boolean().optional(),
});
export type UpdateChapterBody = z.infer<typeof UpdateChapterBody>;

export const ReorderChaptersBody = ReorderBody.extend({ sectionId: Id });
export type ReorderChaptersBody = z.infer<typeof ReorderChaptersBody>;

export const AdminChapterView = z.object({
  id: z.string(),
  sectionId: z.string(),
  chapterNo: z.string(),
  title: Localized,
  order: z.number(),
  published: z.boolean(),
  hasNotes: z.boolean(),
  notesCreatedAt: z.number().nullable(),
  /** undeleted questions of the chapter by approval */
  questionCounts: z.object({ approved: z.number(), unapproved: z.number() }),
});
export type AdminChapterView = z.infer<typeof AdminChapterView>;
export const AdminChaptersAnswer = z.object({ chapters: z.array(AdminChapterView) });

/** GET /api/admin/subjects/:id/sections → { sections: AdminSectionView[] }, unpublished included, in order. */
export const AdminSectionView = z.object({
  id: z.string(),
  subjectId: z.string(),
  title: Localized,
  order: z.number(),
  published: z.boolean(),
  chapters: z.array(AdminChapterView),
});
export type AdminSectionView = z.infer<typeof AdminSectionView>;
export const AdminSectionsAnswer = z.object({ sections: z.array(AdminSectionView) });

// ---------------------------------------------------------------------------------------------------------------
// Chapter notes

const NotesText = z.string().max(NOTES_MAX, 'invalid_request');

/** PUT /api/admin/chapters/:id/notes: the languages given are replaced ('' clears one); the others are kept. */
export const UpdateNotesBody = z.object({ en: NotesText.optional(), zh: NotesText.optional() });
export type UpdateNotesBody = z.infer<typeof UpdateNotesBody>;

/**
 * GET and PUT /api/admin/chapters/:id/notes. `en`/`zh` are the editable source as HTML (notes written in Markdown,
 * as the bank's are, are turned into HTML here, math kept as `$...$`); `preview` is what learners see.
 */
export const AdminNotesView = z.object({
  chapterId: z.string(),
  en: z.string().nullable(),
  zh: z.string().nullable(),
  notesCreatedAt: z.number().nullable(),
  preview: z.object({ en: z.string().nullable(), zh: z.string().nullable() }),
});
export type AdminNotesView = z.infer<typeof AdminNotesView>;

/** POST /api/admin/images (multipart, field `file`) → 201 */
export const UploadedImage = z.object({
  url: z.string(),
  contentType: z.string(),
  width: z.number(),
  height: z.number(),
  size: z.number(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;
