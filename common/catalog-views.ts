import { z } from 'zod';
import { Localized } from './localized';
import { languages } from './profile';

/**
 * What the catalogue routes answer, as zod schemas (the types are re-exported by catalog.ts). They live apart from
 * catalog.ts so that the working screen, which needs only catalog.ts's constants, loads no zod (bench/bundle.ts).
 */

/** A multiple-choice question's four option texts, one per letter (a to d), wherever a question is shown or copied. */
export const OptionTexts = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() });

export const GradeBand = z.object({
  grade: z.string(),
  /** fraction of the full score, inclusive */
  min: z.number(),
  /** fraction of the full score, exclusive except for the top band, which includes 1 */
  max: z.number(),
  color: z.string(),
});
export type GradeBand = z.infer<typeof GradeBand>;

export const CategoryView = z.object({ id: z.string(), title: Localized, audience: z.string() });
export type CategoryView = z.infer<typeof CategoryView>;

/** GET /api/subjects → { subjects: SubjectView[] } */
export const SubjectView = z.object({
  id: z.string(),
  category: CategoryView,
  title: Localized,
  defaultLanguage: z.enum(languages).nullable(),
  grades: z.array(GradeBand),
  isNew: z.boolean(),
});
export type SubjectView = z.infer<typeof SubjectView>;
export const SubjectsAnswer = z.object({ subjects: z.array(SubjectView) });

export const QuestionCounts = z.object({ mc: z.number(), short: z.number(), long: z.number() });
export type QuestionCounts = z.infer<typeof QuestionCounts>;

export const ChapterView = z.object({
  id: z.string(),
  chapterNo: z.string(),
  title: Localized,
  questionCounts: QuestionCounts,
  hasNotes: z.boolean(),
});
export type ChapterView = z.infer<typeof ChapterView>;

/** GET /api/subjects/:subjectId/chapters → { sections: SectionView[] } */
export const SectionView = z.object({ id: z.string(), title: Localized, chapters: z.array(ChapterView) });
export type SectionView = z.infer<typeof SectionView>;
export const SectionsAnswer = z.object({ sections: z.array(SectionView) });

/** GET /api/chapters/:chapterId/notes: notes are sanitised HTML rendered by the server, null where not written. */
export const ChapterNotes = z.object({
  id: z.string(),
  chapterNo: z.string(),
  title: Localized,
  notes: z.object({ en: z.string().nullable(), zh: z.string().nullable() }),
});
export type ChapterNotes = z.infer<typeof ChapterNotes>;
