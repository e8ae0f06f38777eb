import { z } from 'zod';
import { optionKeys, questionTypes } from '../../common/catalog';

/** The format of content/categories.yaml and content/subjects/*.yaml, as documented in content/README.md. */

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case letters, digits and dashes');
const Text = z.string().trim().min(1, 'must not be empty');
export const LocalizedText = z.object({ en: Text, zh: Text }).strict();

export const ContentCategory = z.object({ id: Id, title: LocalizedText, audience: z.string().trim().min(1) }).strict();
export const ContentCategories = z.array(ContentCategory).min(1);

const GradeBand = z
  .object({
    grade: z.string().trim().min(1).max(12),
    min: z.number().min(0).max(1),
    max: z.number().min(0).max(1),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb'),
  })
  .strict();

const MarkingPoint = z.object({ marks: z.number().int().min(1).max(13), en: Text, zh: Text }).strict();

export const ContentQuestion = z
  .object({
    id: Id,
    type: z.enum(questionTypes),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    totalScore: z.number().int().min(1).max(13).optional(),
    question: LocalizedText,
    options: z.object({ a: LocalizedText, b: LocalizedText, c: LocalizedText, d: LocalizedText }).strict().optional(),
    answer: z.enum(optionKeys).optional(),
    solution: LocalizedText,
    marking: z.array(MarkingPoint).min(1).optional(),
  })
  .strict();
export type ContentQuestion = z.infer<typeof ContentQuestion>;

export const ContentChapter = z
  .object({
    id: Id,
    chapterNo: z.union([z.string(), z.number()]).transform(String),
    title: LocalizedText,
    notes: LocalizedText.optional(),
    questions: z.array(ContentQuestion).default([]),
  })
  .strict();
export type ContentChapter = z.infer<typeof ContentChapter>;

export const ContentSection = z
  .object({ id: Id, title: LocalizedText, chapters: z.array(ContentChapter).min(1) })
  .strict();

export const ContentSubject = z
  .object({
    id: Id,
    category: Id,
    order: z.number().int().min(0),
    title: LocalizedText,
    defaultLanguage: z.enum(['none', 'en', 'zh']).default('none'),
    grades: z.array(GradeBand).min(1),
    sections: z.array(ContentSection).min(1),
  })
  .strict();
export type ContentSubject = z.infer<typeof ContentSubject>;
export type ContentCategory = z.infer<typeof ContentCategory>;

/**
 * content/retired.yaml: ids the bank no longer serves. On load, a retired section or chapter is unpublished and a
 * retired question is no longer drawn (soft-deleted); none is removed, since practices point to them.
 */
export const ContentRetired = z
  .object({
    sections: z.array(Id).default([]),
    chapters: z.array(Id).default([]),
    questions: z.array(Id).default([]),
  })
  .strict();
export type ContentRetired = z.infer<typeof ContentRetired>;

const Range = z
  .object({ min: z.number().int().min(1), max: z.number().int().min(1) })
  .strict()
  .refine((range) => range.min <= range.max, 'min must not be above max');

/** A section of an HKDSE paper as a mock paper sets it (content/README.md, "Mock-paper blueprints"). */
export const BlueprintSection = z
  .object({
    id: Id,
    title: LocalizedText,
    /** how the student answers: mc (one letter per question) or written */
    format: z.enum(['mc', 'written']),
    /** the bank's question types the section draws */
    types: z.array(z.enum(questionTypes)).min(1),
    /** the sections of the subject it draws from: compulsory (`<subject>-s<n>`), elective (`<subject>-e<n>`) or all */
    part: z.enum(['compulsory', 'elective', 'all']).default('compulsory'),
    marks: z.number().int().min(1),
    /** how many questions: an exact number or a range */
    questions: z.union([z.number().int().min(1), Range]).optional(),
    marksPerQuestion: Range,
    /** what the section asks for and what we are unsure of */
    notes: z.string().trim().min(1).optional(),
  })
  .strict();
export type BlueprintSection = z.infer<typeof BlueprintSection>;

/** content/blueprints/<subject-id>-<paper>.yaml: one HKDSE paper, to the HKEAA assessment framework it names. */
export const Blueprint = z
  .object({
    subject: Id,
    paper: Id,
    title: LocalizedText,
    source: z
      .object({ name: Text, year: z.number().int().min(2012).max(2100), url: z.string().url().optional() })
      .strict(),
    durationMinutes: z.number().int().min(10).max(300),
    totalMarks: z.number().int().min(1),
    sections: z.array(BlueprintSection).min(1),
    /** what we are unsure of, and how the bank differs from the real paper */
    notes: z.string().trim().min(1).optional(),
  })
  .strict();
export type Blueprint = z.infer<typeof Blueprint>;
