import type { Localized } from './i18n';
import type { Language } from './profile';

export interface GradeBand {
  grade: string;
  /** fraction of the full score, inclusive */
  min: number;
  /** fraction of the full score, exclusive except for the top band, which includes 1 */
  max: number;
  color: string;
}

export interface CategoryView {
  id: string;
  title: Localized;
  audience: string;
}

/** GET /api/subjects → { subjects: SubjectView[] } */
export interface SubjectView {
  id: string;
  category: CategoryView;
  title: Localized;
  defaultLanguage: Language | null;
  grades: GradeBand[];
  isNew: boolean;
}

export interface QuestionCounts {
  mc: number;
  short: number;
  long: number;
}

/** GET /api/subjects/:subjectId/chapters → { sections: SectionView[] } */
export interface SectionView {
  id: string;
  title: Localized;
  chapters: ChapterView[];
}

export interface ChapterView {
  id: string;
  chapterNo: string;
  title: Localized;
  questionCounts: QuestionCounts;
  hasNotes: boolean;
}

export const questionTypes = ['mc', 'short', 'long'] as const;
export type QuestionType = (typeof questionTypes)[number];
export const optionKeys = ['a', 'b', 'c', 'd'] as const;
export type OptionKey = (typeof optionKeys)[number];
export const levels = [1, 2, 3] as const;

/** The spec's defaults: an MC question is worth 1, a short or long one 2 unless it says otherwise. */
export function defaultTotalScore(type: QuestionType): number {
  return type === 'mc' ? 1 : 2;
}

/** GET /api/chapters/:chapterId/notes: notes are sanitised HTML rendered by the server, null where not written. */
export interface ChapterNotes {
  id: string;
  chapterNo: string;
  title: Localized;
  notes: { en: string | null; zh: string | null };
}
