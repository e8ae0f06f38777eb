import type { Generated, Selectable } from 'kysely';
import type { CatalogEntryColumns, Flag } from './columns';

export interface CategoryTable extends CatalogEntryColumns {
  audience: string;
}

export interface SubjectTable extends CatalogEntryColumns {
  categoryId: string;
  isOld: Flag;
  isNew: Flag;
  defaultLanguage: string | null;
  /** JSON: GradeBand[] */
  grades: string;
  /** JSON: { name, url } or null, per language */
  syllabusEn: string | null;
  syllabusZh: string | null;
}

export interface SectionTable extends CatalogEntryColumns {
  subjectId: string;
}

export interface ChapterTable extends CatalogEntryColumns {
  subjectId: string;
  sectionId: string;
  chapterNo: string;
  /** Markdown + LaTeX source (or editor HTML), rendered when served */
  notesEn: string | null;
  notesZh: string | null;
  notesCreatedAt: number | null;
}

export interface QuestionTable {
  id: string;
  subjectId: string;
  chapterId: string;
  level: number;
  type: string;
  questionEn: string;
  questionZh: string;
  solutionEn: string;
  solutionZh: string;
  optionAEn: string | null;
  optionAZh: string | null;
  optionBEn: string | null;
  optionBZh: string | null;
  optionCEn: string | null;
  optionCZh: string | null;
  optionDEn: string | null;
  optionDZh: string | null;
  correctAns: string | null;
  totalScore: number;
  approved: Flag;
  deleted: Flag;
  /** 'content' (the bank files), 'ai', or the id of the user who made it */
  createdBy: string;
  /** the stable id in content/ for questions loaded from the bank files */
  sourceId: string | null;
  /** hash of the content entry last loaded, so an unchanged file changes nothing */
  sourceHash: string | null;
  /** set when someone edits the question in the app; the content loader then leaves it alone */
  editedAt: number | null;
  statA: Generated<number>;
  statB: Generated<number>;
  statC: Generated<number>;
  statD: Generated<number>;
  statBlank: Generated<number>;
  createdAt: number;
  updatedAt: number;
  /** raised by each correction that regrades the papers holding it (0025) */
  version: Generated<number>;
}
export type QuestionRow = Selectable<QuestionTable>;
